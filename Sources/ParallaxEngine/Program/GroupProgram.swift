/// An animator's or a chained child's tracks and children, as indices into its program.
struct GroupProgram: Sendable {
    /// The child's `.range` on its parent's progress.
    let range: ProgressRange?
    /// The group's own tracks, as runs: indices into the program's runs.
    let runs: Range<Int>
    /// Groups are stored depth first: the group's descendants are the groups after it, up to
    /// (excluding) `subtreeEnd`; its first child, if any, comes right after it.
    var subtreeEnd: Int
}

extension AnimationProgram {
    /// Writes group `index`'s tracks, then its children's, at its parent's progress.
    func write(group index: Int, parentProgress: Double, into buffer: UnsafeMutablePointer<Double>) {
        let group = groups.base + index
        let progress = group.pointee.range?.remap(parentProgress) ?? parentProgress
        writeRuns(of: group, at: progress, into: buffer)
        var child = index &+ 1
        while child < group.pointee.subtreeEnd {
            write(group: child, parentProgress: progress, into: buffer)
            child = groups[child].subtreeEnd
        }
    }
}
