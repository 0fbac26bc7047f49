extension Int {
    /// `value` rounded toward zero, clamped to ±2⁵³ (beyond it a `Double` holds no fraction and
    /// no renderer counts that far), NaN as 0: what `Int(_:)` does for ordinary values, without
    /// its trap on NaN, the infinities and magnitudes beyond `Int`'s range.
    init(saturating value: Double) {
        let limit = 9_007_199_254_740_992.0
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
