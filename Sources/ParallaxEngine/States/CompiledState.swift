/// One Parade-state property with resolved numbers, as plain values and indices into its
/// animator's shared arrays (``CompiledAnimation``).
struct CompiledState: Sendable {
    /// One side (start or end) of a property.
    struct Side: Sendable {
        /// The state's value starts at `values[value]` (`componentCount` numbers).
        let value: Int
        /// The side's curve is `easings[easing]`.
        let easing: Int
        let range: ProgressRange?
    }

    /// The first buffer index the property writes.
    let slot: Int
    /// Set for colour channels: values are premultiplied components in this space, then alpha.
    let colorSpace: ColorSpace?
    /// The resting value starts at `values[rest]`, or at `underlying[rest]` when
    /// `restIsUnderlying`.
    let rest: Int
    let restIsUnderlying: Bool
    let start: Side?
    let end: Side?
}
