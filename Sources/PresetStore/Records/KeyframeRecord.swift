import GRDB

/// A row of `keyframes`: exactly one of the three value columns is set.
struct KeyframeRecord: TableRecord {
    static let databaseTableName = "keyframes"

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

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let trackID = Column(CodingKeys.trackID)
        static let position = Column(CodingKeys.position)
        static let at = Column(CodingKeys.at)
        static let valueNumber = Column(CodingKeys.valueNumber)
        static let valueExpression = Column(CodingKeys.valueExpression)
        static let valueColor = Column(CodingKeys.valueColor)
        static let easing = Column(CodingKeys.easing)
    }
}
