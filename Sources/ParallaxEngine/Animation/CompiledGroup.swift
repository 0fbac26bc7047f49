/// An animator's or a chained child's tracks and children, as indices into its animator's
/// shared arrays (``CompiledAnimation``).
struct CompiledGroup: Sendable {
    let range: ProgressRange?
    /// The group's own tracks, indices into `CompiledAnimation.tracks`.
    let tracks: Range<Int>
    /// Groups are stored depth first: the group's descendants are the groups after it, up to
    /// (excluding) `subtreeEnd`; its first child, if any, comes right after it.
    var subtreeEnd: Int
}
