/// The commonest whole program fused into one value: a single number track of one linear
/// segment from stop 0 to stop 1 (no `.range`, no states, no children) on a vertical view
/// timeline's `cover` range, as the Aeris cell background is. A frame computes the range's bounds from the
/// geometry, the progress and the track's value in one straight line, without the general
/// program's dispatch on the timeline's kind, its runs and its forms.
///
/// The arithmetic is the general path's, step for step (``ProgressProgram`` for the progress,
/// the segment's `interpolate(first, last, (t − 0)/(1 − 0))` for the value, which with stops 0
/// and 1 is `first + (last − first)·t` exactly), so both give the same numbers bit for bit.
@usableFromInline struct CoverAffineProgram: Sendable {
    /// Where 0 % and 100 % lie in the `cover` range (`fraction·length + points` from its start).
    @usableFromInline let startFraction: Double
    @usableFromInline let startPoints: Double
    @usableFromInline let endFraction: Double
    @usableFromInline let endPoints: Double
    @usableFromInline let startInset: Double
    @usableFromInline let endInset: Double
    /// The track: its slot, its values at stops 0 and 1 (which differ) and their difference,
    /// and whether it extends its segment past them.
    @usableFromInline let slot: Int
    @usableFromInline let firstValue: Double
    @usableFromInline let lastValue: Double
    @usableFromInline let difference: Double
    @usableFromInline let extends: Bool

    /// The fused form of the program `builder` holds, whose progress is `progress`, or nil when
    /// it is not one linear segment from 0 to 1 of two different values on a `cover` view
    /// timeline.
    init?(_ builder: ProgramBuilder, progress: ProgressProgram) {
        guard progress.source == .cover, progress.vertical, builder.groups.count == 1, builder.runs.count == 1 else { return nil }
        let run = builder.runs[0]
        guard run.form == .segments, run.range == nil, run.members.count == 1, run.stopCount == 2,
            builder.numbers[run.stops] == 0, builder.numbers[run.stops + 1] == 1
        else { return nil }
        let track = builder.segmentTracks[run.members.lowerBound]
        let (first, last) = (builder.numbers[track.values], builder.numbers[track.values + 1])
        guard builder.curves[track.curves].kind == .linear, first != last else { return nil }
        (startFraction, startPoints) = (progress.startFraction, progress.startPoints)
        (endFraction, endPoints) = (progress.endFraction, progress.endPoints)
        (startInset, endInset) = (progress.startInset, progress.endInset)
        (slot, firstValue, lastValue, difference, extends) = (track.slot, first, last, last - first, run.extends)
    }

    /// The track's value under the fused program at `program` for `geometry`, read field by
    /// field.
    @inlinable @inline(__always)
    static func value(of program: UnsafePointer<CoverAffineProgram>, for geometry: ScrollMetrics) -> Double {
        value(of: program, at: progress(of: program, for: geometry))
    }

    /// The timeline's progress under the fused program at `program` for `geometry`.
    @inlinable @inline(__always)
    static func progress(of program: UnsafePointer<CoverAffineProgram>, for geometry: ScrollMetrics) -> Double {
        // ViewTimelineRange.cover.scrollOffsets, then ProgressProgram's fractions and points.
        let itemStart = geometry.itemFrame.y
        let itemLength = geometry.itemFrame.height
        let viewportLength = geometry.viewportSize.height
        let rangeStart = itemStart - viewportLength + program.pointee.endInset
        let rangeEnd = itemStart + itemLength - program.pointee.startInset
        let length = rangeEnd - rangeStart
        let start = rangeStart + length * program.pointee.startFraction + program.pointee.startPoints
        let end = rangeStart + length * program.pointee.endFraction + program.pointee.endPoints
        let offset = geometry.contentOffset.y
        return windowProgress(offset, from: start, to: end)
    }

    /// The track's value at progress `t`: the value at a stop on it, a held end value before 0
    /// and past 1 unless the track extends, `first + difference·t` otherwise.
    @inlinable @inline(__always)
    static func value(of program: UnsafePointer<CoverAffineProgram>, at t: Double) -> Double {
        if t <= 0 {
            if t == 0 || !program.pointee.extends { return program.pointee.firstValue }
        } else if t >= 1 {
            if t == 1 || !program.pointee.extends { return program.pointee.lastValue }
        }
        let value = program.pointee.firstValue + program.pointee.difference * t
        if value.isFinite { return value }
        return overflowingValue(of: program, at: t)
    }

    /// The value at a `t` where `first + difference·t` overflows: ``interpolate(_:_:_:)``'s
    /// weighted sum, or the largest finite value. Out of line: it is rare.
    @usableFromInline @inline(never)
    static func overflowingValue(of program: UnsafePointer<CoverAffineProgram>, at t: Double) -> Double {
        interpolate(program.pointee.firstValue, program.pointee.lastValue, t)
    }
}
