/// A row of `keyframes`: exactly one of the three value columns is set.
struct KeyframeRecord {
    var id: Int64?
    var trackID: Int64
    var position: Int
    var at: Double
    var valueNumber: Double?
    var valueExpression: String?
    var valueColor: String?
    var easing: String?
}
