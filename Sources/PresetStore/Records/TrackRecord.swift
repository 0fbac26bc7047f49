import GRDB

/// A row of `tracks`: owned by the preset (`childID` nil) or by one of its children.
struct TrackRecord: Decodable, FetchableRecord {
    var id: Int64?
    var presetID: Int64
    var childID: Int64?
    var position: Int
    var target: String
    var property: String
    var rangeLo: Double?
    var rangeHi: Double?
    var extrapolate: String?
    var colorSpace: String?

    enum CodingKeys: String, CodingKey {
        case id, position, target, property, extrapolate
        case presetID = "preset_id", childID = "child_id", rangeLo = "range_lo", rangeHi = "range_hi"
        case colorSpace = "color_space"
    }
}
