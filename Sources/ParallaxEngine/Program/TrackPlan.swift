/// One track as the compiler resolved it, before ``ProgramBuilder/appendRuns(of:)`` picks its
/// form and run.
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
        case constant
        case affine(ProgressRange?)
        case segments(ProgressRange?, stops: [Double], extends: Bool)
        case colors(ProgressRange?)
    }

    /// The cheapest form that computes the track's values, as the key of its run.
    var runKey: RunKey {
        let firstStop = stops[0]
        let lastStop = stops[stops.count - 1]
        guard colorSpace == nil else { return .colors(range) }
        if values.allSatisfy({ $0 == values[0] }) { return .constant }
        let line = affineLine
        if stops.count == 2, lastStop > firstStop, case .linear = easings[0], line.slope.isFinite, line.intercept.isFinite {
            return .affine(range)
        }
        return .segments(range, stops: stops, extends: extends)
    }

    /// The line through the first and last keyframes: `value = intercept + slope·stop`.
    var affineLine: (slope: Double, intercept: Double) {
        let firstStop = stops[0]
        let lastStop = stops[stops.count - 1]
        let slope = (values[values.count - 1] - values[0]) / (lastStop - firstStop)
        return (slope, values[0] - slope * firstStop)
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
        case .constant:
            let first = constants.count
            constants += tracks.map { ConstantTrack(slot: $0.slot, value: $0.values[0]) }
            runs.append(run(.constant, range: nil, members: first..<constants.count))
        case .affine(let range):
            let first = affines.count
            affines += tracks.map(affineTrack)
            runs.append(run(.affine, range: range, members: first..<affines.count))
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
                    extends: extends, inverseLength: 1 / (stops[stops.count - 1] - stops[0])))
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
            runs.append(run(.colors, range: range, members: first..<colorTracks.count))
        }
    }

    private func run(_ form: TrackRun.Form, range: ProgressRange?, members: Range<Int>) -> TrackRun {
        TrackRun(form: form, range: range, members: members, stops: 0, stopCount: 0, extends: false, inverseLength: 0)
    }

    private func affineTrack(_ track: TrackPlan) -> AffineTrack {
        let firstStop = track.stops[0]
        let lastStop = track.stops[track.stops.count - 1]
        let line = track.affineLine
        return AffineTrack(
            slot: track.slot, extends: track.extends, firstStop: firstStop, lastStop: lastStop, firstValue: track.values[0],
            lastValue: track.values[track.values.count - 1], intercept: line.intercept, slope: line.slope,
            inverseLength: 1 / (lastStop - firstStop))
    }

    private mutating func appendCurves(_ easings: [Easing]) {
        for easing in easings { curves.append(CompiledCurve(easing, tables: &tables)) }
    }
}
