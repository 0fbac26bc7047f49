/// One track as the compiler resolved it, before ``ProgramBuilder/appendRuns(of:)`` picks its
/// run.
struct TrackPlan {
    /// The first buffer index the track writes.
    let slot: Int
    /// The stops (0…1, non-decreasing) and their values (`components` numbers per stop: one,
    /// or a colour's four premultiplied in `colorSpace`).
    let stops: [Double]
    let values: [Double]
    /// The curve of the segment from each stop (the last one's is never used).
    let easings: [Easing]
    let range: ProgressRange?
    let extends: Bool
    let colorSpace: ColorSpace?

    /// What tracks must share to be evaluated in one run.
    enum RunKey: Hashable {
        case segments(ProgressRange?, stops: [Double], extends: Bool)
        case colors(ProgressRange?)
    }

    var runKey: RunKey {
        colorSpace == nil ? .segments(range, stops: stops, extends: extends) : .colors(range)
    }
}

extension ProgramBuilder {
    /// Adds `tracks` (one group's) as runs: tracks with the same ``TrackPlan/RunKey`` in one
    /// run, runs in the order their first track comes. Returns the group's runs.
    mutating func appendRuns(of tracks: [TrackPlan]) -> Range<Int> {
        let first = runs.count
        for (key, tracks) in tracks.groupedInOrder(by: \.runKey) { appendRun(key, tracks) }
        return first..<runs.count
    }

    private mutating func appendRun(_ key: TrackPlan.RunKey, _ tracks: [TrackPlan]) {
        switch key {
        case .segments(let range, let stops, let extends):
            let stopIndex = numbers.count
            numbers += stops
            let first = segmentTracks.count
            for track in tracks {
                segmentTracks.append(SegmentTrack(slot: track.slot, values: numbers.count, curves: curves.count))
                numbers += track.values
                appendCurves(track.easings)
            }
            runs.append(
                TrackRun(
                    form: .segments, range: range, members: first..<segmentTracks.count, stops: stopIndex, stopCount: stops.count,
                    extends: extends))
        case .colors(let range):
            let first = colorTracks.count
            for track in tracks {
                let stopIndex = numbers.count
                numbers += track.stops
                colorTracks.append(
                    ColorTrack(
                        slot: track.slot, stops: stopIndex, count: track.stops.count, values: numbers.count, curves: curves.count,
                        extends: track.extends, colorSpace: track.colorSpace ?? .oklab))
                numbers += track.values
                appendCurves(track.easings)
            }
            runs.append(TrackRun(form: .colors, range: range, members: first..<colorTracks.count, stops: 0, stopCount: 0, extends: false))
        }
    }

    private mutating func appendCurves(_ easings: [Easing]) {
        for easing in easings { curves.append(CompiledCurve(easing, tables: &tables)) }
    }
}
