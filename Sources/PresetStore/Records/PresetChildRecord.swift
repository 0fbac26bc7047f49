import GRDB

/// A row of `preset_children`: one chained child, under the preset (`parentID` nil) or another child.
struct PresetChildRecord: Decodable, FetchableRecord {
    var id: Int64?
    var presetID: Int64
    var parentID: Int64?
    var position: Int
    var name: String
    var rangeLo: Double?
    var rangeHi: Double?

    enum CodingKeys: String, CodingKey {
        case id, position, name
        case presetID = "preset_id", parentID = "parent_id", rangeLo = "range_lo", rangeHi = "range_hi"
    }
}
