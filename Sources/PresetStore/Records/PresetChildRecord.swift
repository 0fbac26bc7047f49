/// A row of `preset_children`: one chained child, under the preset (`parentID` nil) or another child.
struct PresetChildRecord {
    var id: Int64?
    var presetID: Int64
    var parentID: Int64?
    var position: Int
    var name: String
    var rangeLo: Double?
    var rangeHi: Double?
}
