import GRDB

/// A row of `state_values`: one property of one side of a view's Parade states.
struct StateValueRecord: TableRecord {
    static let databaseTableName = "state_values"

    var stateID: Int64
    var side: String
    var property: String
    var valueNumber: Double?
    var valueExpression: String?
    var valueColor: String?
    var isUnderlying: Int?
    var easing: String?
    var rangeLo: Double?
    var rangeHi: Double?

    enum CodingKeys: String, CodingKey {
        case side, property, easing
        case stateID = "state_id", valueNumber = "value_number", valueExpression = "value_expression"
        case valueColor = "value_color", isUnderlying = "is_underlying", rangeLo = "range_lo", rangeHi = "range_hi"
    }

    enum Columns {
        static let stateID = Column(CodingKeys.stateID)
        static let side = Column(CodingKeys.side)
        static let property = Column(CodingKeys.property)
        static let valueNumber = Column(CodingKeys.valueNumber)
        static let valueExpression = Column(CodingKeys.valueExpression)
        static let valueColor = Column(CodingKeys.valueColor)
        static let isUnderlying = Column(CodingKeys.isUnderlying)
        static let easing = Column(CodingKeys.easing)
        static let rangeLo = Column(CodingKeys.rangeLo)
        static let rangeHi = Column(CodingKeys.rangeHi)
    }
}

/// A row of `preset_states`: one view's entry in a preset's `states`.
struct PresetStateRecord: TableRecord {
    static let databaseTableName = "preset_states"

    var id: Int64
    var position: Int
    var target: String
    var colorSpace: String?

    enum CodingKeys: String, CodingKey {
        case id, position, target
        case colorSpace = "color_space"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
        static let target = Column(CodingKeys.target)
        static let colorSpace = Column(CodingKeys.colorSpace)
    }
}
