/// A row of `tracks`: owned by the preset (`childID` nil) or by one of its children.
struct TrackRecord {
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
}
