import GRDB

/// A row of `preset_children`: one chained child, under the preset (`parentID` nil) or another child.
struct PresetChildRecord: TableRecord {
    static let databaseTableName = "preset_children"

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

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let presetID = Column(CodingKeys.presetID)
        static let parentID = Column(CodingKeys.parentID)
        static let position = Column(CodingKeys.position)
        static let name = Column(CodingKeys.name)
        static let rangeLo = Column(CodingKeys.rangeLo)
        static let rangeHi = Column(CodingKeys.rangeHi)
    }
}
