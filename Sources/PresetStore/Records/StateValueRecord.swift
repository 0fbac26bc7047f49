/// A row of `state_values`: one property of one side of a view's Parade states.
struct StateValueRecord {
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
}

/// A row of `preset_states`: one view's entry in a preset's `states`.
struct PresetStateRecord {
    var id: Int64
    var position: Int
    var target: String
    var colorSpace: String?
}
