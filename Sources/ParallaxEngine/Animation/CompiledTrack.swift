/// A track with resolved numbers, as plain values and indices into its animator's shared arrays
/// (``CompiledAnimation``): reading one copies no reference, so evaluating it retains nothing.
struct CompiledTrack: Sendable {
    /// The first buffer index the track writes.
    let slot: Int
    /// The track's keyframe stops are `stops[firstStop ..< firstStop + stopCount]`, non-decreasing;
    /// the curve of the segment starting at stop `i` is `easings[i]`.
    let firstStop: Int
    /// How many keyframe stops the track has (at least 2).
    let stopCount: Int
    /// The track's keyframe values start at `values[firstValue]`, `componentCount` per stop.
    /// Colours are stored as premultiplied components in `colorSpace` followed by alpha.
    let firstValue: Int
    let range: ProgressRange?
    let extrapolation: Extrapolation
    /// Set for colour tracks.
    let colorSpace: ColorSpace?
}
