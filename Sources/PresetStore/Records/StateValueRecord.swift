import GRDB

/// A row of `state_values`: one property of one side of a view's Parade states.
struct StateValueRecord: Decodable, FetchableRecord {
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
}

/// A row of `preset_states`: one view's entry in a preset's `states`.
struct PresetStateRecord: Decodable, FetchableRecord {
    var id: Int64
    var position: Int
    var target: String
    var colorSpace: String?

    enum CodingKeys: String, CodingKey {
        case id, position, target
        case colorSpace = "color_space"
    }
}
