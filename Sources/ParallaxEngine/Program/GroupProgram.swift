/// An animator's or a chained child's tracks and children, as indices into its program.
struct GroupProgram: Sendable {
    /// The child's `.range` on its parent's progress.
    let range: ProgressRange?
    /// The group's own tracks, indices into the program's tracks.
    let tracks: Range<Int>
    /// Groups are stored depth first: the group's descendants are the groups after it, up to
    /// (excluding) `subtreeEnd`; its first child, if any, comes right after it.
    var subtreeEnd: Int
}

extension AnimationProgram {
    /// Writes the root group at the timeline's progress: its tracks in one loop, then its
    /// children's.
    @inline(__always)
    func writeRoot(progress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let root = groups[0]
        let tracks = UnsafePointer(self.tracks.baseAddress!)
        for track in root.tracks { write(tracks + track, progress: progress, into: buffer) }
        var child = 1
        while child < root.subtreeEnd {
            write(group: child, parentProgress: progress, into: buffer)
            child = groups[child].subtreeEnd
        }
    }

    /// Writes group `index`'s tracks, then its children's, at its parent's progress.
    func write(group index: Int, parentProgress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let group = groups[index]
        let progress = group.range?.remap(parentProgress) ?? parentProgress
        let tracks = UnsafePointer(self.tracks.baseAddress!)
        for track in group.tracks { write(tracks + track, progress: progress, into: buffer) }
        var child = index + 1
        while child < group.subtreeEnd {
            write(group: child, parentProgress: progress, into: buffer)
            child = groups[child].subtreeEnd
        }
    }
}
