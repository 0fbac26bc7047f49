/// The commonest whole program fused into one value: a single affine track (one linear
/// segment, no `.range`, no states, no children) on a view timeline's `cover` range, as the
/// Aeris cell background is. A frame computes the range's bounds from the geometry, the
/// progress and the track's value in one straight line, without the general program's
/// dispatch on the timeline's kind, its runs and its forms.
///
/// The arithmetic is the general path's, step for step (``ProgressProgram`` for the progress,
/// ``AffineTrack/value(of:at:)`` for the value), so both give the same numbers.
@usableFromInline struct CoverAffineProgram: Sendable {
    /// The axis (the program's only track is its only affine track, the program's first).
    @usableFromInline let vertical: Bool
    /// Where 0 % and 100 % lie in the `cover` range (`fraction·length + points` from its start).
    @usableFromInline let startFraction: Double
    @usableFromInline let startPoints: Double
    @usableFromInline let endFraction: Double
    @usableFromInline let endPoints: Double
    @usableFromInline let startInset: Double
    @usableFromInline let endInset: Double

    /// The fused form of a program with `runs` whose progress is `progress`, or nil when the
    /// program is not one affine track on a `cover` view timeline.
    init?(runs: [TrackRun], progress: ProgressProgram) {
        guard progress.source == .cover, runs.count == 1, runs[0].form == .affine, runs[0].range == nil,
            runs[0].members.count == 1
        else { return nil }
        vertical = progress.vertical
        (startFraction, startPoints) = (progress.startFraction, progress.startPoints)
        (endFraction, endPoints) = (progress.endFraction, progress.endPoints)
        (startInset, endInset) = (progress.startInset, progress.endInset)
    }

    /// The value of `track` (the program's affine track) under the fused program at `program`
    /// for `geometry`, both read field by field; `vertical` is the program's axis, passed as a
    /// constant so the coordinates are read without choosing.
    @inlinable @inline(__always)
    static func value(
        of track: UnsafePointer<AffineTrack>, under program: UnsafePointer<CoverAffineProgram>, for geometry: ScrollMetrics,
        vertical: Bool
    ) -> Double {
        // ViewTimelineRange.cover.scrollOffsets, then ProgressProgram's fractions and points.
        let itemStart = vertical ? geometry.itemFrame.y : geometry.itemFrame.x
        let itemLength = vertical ? geometry.itemFrame.height : geometry.itemFrame.width
        let viewportLength = vertical ? geometry.viewportSize.height : geometry.viewportSize.width
        let rangeStart = itemStart - viewportLength + program.pointee.endInset
        let rangeEnd = itemStart + itemLength - program.pointee.startInset
        let length = rangeEnd - rangeStart
        let start = rangeStart + length * program.pointee.startFraction + program.pointee.startPoints
        let end = rangeStart + length * program.pointee.endFraction + program.pointee.endPoints
        let offset = vertical ? geometry.contentOffset.y : geometry.contentOffset.x
        return AffineTrack.value(of: track, at: windowProgress(offset, from: start, to: end))
    }
}
