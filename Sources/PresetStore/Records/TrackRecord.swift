import GRDB

/// A row of `tracks`: owned by the preset (`childID` nil) or by one of its children.
struct TrackRecord: TableRecord {
    static let databaseTableName = "tracks"

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

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let presetID = Column(CodingKeys.presetID)
        static let childID = Column(CodingKeys.childID)
        static let position = Column(CodingKeys.position)
        static let target = Column(CodingKeys.target)
        static let property = Column(CodingKeys.property)
        static let rangeLo = Column(CodingKeys.rangeLo)
        static let rangeHi = Column(CodingKeys.rangeHi)
        static let extrapolate = Column(CodingKeys.extrapolate)
        static let colorSpace = Column(CodingKeys.colorSpace)
    }
}
