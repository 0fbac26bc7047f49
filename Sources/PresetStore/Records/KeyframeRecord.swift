import GRDB

/// A row of `keyframes`: exactly one of the three value columns is set.
struct KeyframeRecord: Decodable, FetchableRecord {
    var id: Int64?
    var trackID: Int64
    var position: Int
    var at: Double
    var valueNumber: Double?
    var valueExpression: String?
    var valueColor: String?
    var easing: String?

    enum CodingKeys: String, CodingKey {
        case id, position, at, easing
        case trackID = "track_id", valueNumber = "value_number", valueExpression = "value_expression"
        case valueColor = "value_color"
    }
}
