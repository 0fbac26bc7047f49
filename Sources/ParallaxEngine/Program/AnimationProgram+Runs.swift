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

extension AnimationProgram {
    /// Writes every run of the group at `group` at the group's progress `groupProgress`. Runs
    /// and tracks are read through pointers, field by field: copying them whole would cost more
    /// than evaluating them.
    @inline(__always)
    func writeRuns(of group: UnsafePointer<GroupProgram>, at groupProgress: Double, into buffer: UnsafeMutablePointer<Double>) {
        var index = group.pointee.runs.lowerBound
        let end = group.pointee.runs.upperBound
        while index < end {
            write(run: UnsafePointer(runs.base + index), at: groupProgress, into: buffer)
            index &+= 1
        }
    }

    /// Writes every track of the run at `run`: its range is applied once, then the whole run
    /// is written in one out-of-line call.
    @inline(__always)
    func write(run: UnsafePointer<TrackRun>, at groupProgress: Double, into buffer: UnsafeMutablePointer<Double>) {
        let t = run.pointee.range?.remap(groupProgress) ?? groupProgress
        switch run.pointee.form {
        case .segments: writeSegments(of: run, at: t, into: buffer)
        case .colors: writeColors(of: run, at: t, into: buffer)
        }
    }

    /// Writes the tracks of the `segments` run at `run` at `t`: the segment (or the end value
    /// held) is found once, then each track eases along it with its own curve.
    @inline(never)
    private func writeSegments(of run: UnsafePointer<TrackRun>, at t: Double, into buffer: UnsafeMutablePointer<Double>) {
        let stops = UnsafePointer(numbers.base + run.pointee.stops)
        let last = run.pointee.stopCount &- 1
        var track = UnsafePointer(segmentTracks.base + run.pointee.members.lowerBound)
        let end = UnsafePointer(segmentTracks.base + run.pointee.members.upperBound)
        let numbers = UnsafePointer(self.numbers.base)
        let index: Int
        switch StopPosition(of: t, on: stops, last: last, extends: run.pointee.extends) {
        case .held(let stop):
            hold(stop, from: track, to: end, into: buffer)
            return
        case .segment(let segment): index = segment
        }
        let start = stops[index]
        let u = (t - start) / (stops[index &+ 1] - start)
        let curves = UnsafePointer(self.curves.base + index)
        while track < end {
            let fraction = CompiledCurve.ease(curves + track.pointee.curves, u, in: tables)
            let values = numbers + (track.pointee.values &+ index)
            buffer[track.pointee.slot] = interpolate(values[0], values[1], fraction)
            track += 1
        }
    }

    /// Writes the value at stop `stop` of every track from `track` to `end`.
    @inline(__always)
    private func hold(
        _ stop: Int, from track: UnsafePointer<SegmentTrack>, to end: UnsafePointer<SegmentTrack>,
        into buffer: UnsafeMutablePointer<Double>
    ) {
        var track = track
        while track < end {
            buffer[track.pointee.slot] = numbers[track.pointee.values &+ stop]
            track += 1
        }
    }

    @inline(never)
    private func writeColors(of run: UnsafePointer<TrackRun>, at t: Double, into buffer: UnsafeMutablePointer<Double>) {
        var track = UnsafePointer(colorTracks.base + run.pointee.members.lowerBound)
        let end = UnsafePointer(colorTracks.base + run.pointee.members.upperBound)
        while track < end {
            write(color: track, at: t, into: buffer)
            track += 1
        }
    }

    /// Writes the colour track at `track` at `t`.
    private func write(color track: UnsafePointer<ColorTrack>, at t: Double, into buffer: UnsafeMutablePointer<Double>) {
        let stops = UnsafePointer(numbers.base + track.pointee.stops)
        let last = track.pointee.count - 1
        let from: Int
        let to: Int
        let fraction: Double
        switch StopPosition(of: t, on: stops, last: last, extends: track.pointee.extends) {
        case .held(let stop):
            (from, to, fraction) = (stop, stop, 0)
        case .segment(let index):
            let start = stops[index]
            (from, to) = (index, index + 1)
            fraction = CompiledCurve.ease(
                curves.base + track.pointee.curves + index, (t - start) / (stops[index + 1] - start), in: tables)
        }
        let values = UnsafePointer(numbers.base + track.pointee.values)
        mix(
            from: values + from * 4, to: values + to * 4, fraction: fraction, into: buffer + track.pointee.slot,
            colorSpace: track.pointee.colorSpace)
    }
}

/// Where a progress falls on a track's stops: on a segment to ease along, or past an end.
enum StopPosition {
    /// The value at this stop, held (before the first stop or from the last one on).
    case held(Int)
    /// The segment from this stop: the one containing the progress, or an end segment the
    /// track extends past its stop.
    case segment(Int)

    /// Where `t` falls on the stops `stops[0...last]` (`last` ≥ 1, non-decreasing) of a track
    /// that extends its end segments or not. An end segment of zero length is never extended.
    @inline(__always)
    init(of t: Double, on stops: UnsafePointer<Double>, last: Int, extends: Bool) {
        if t < stops[0] {
            self = extends && stops[1] > stops[0] ? .segment(0) : .held(0)
        } else if t >= stops[last] {
            self = extends && t > stops[last] && stops[last] > stops[last &- 1] ? .segment(last &- 1) : .held(last)
        } else {
            var inside = 0
            while stops[inside &+ 1] <= t { inside &+= 1 }
            self = .segment(inside)
        }
    }
}
