import ParallaxEngine

/// A track with its values resolved, as the engine evaluates it: between stops the segment
/// starting at the lower stop, eased by its keyframe's curve; outside the stops the end values
/// held, or (extended) the end segments continued.
struct ResolvedTrack: Sendable {
    let stops: [Double]
    let values: [ChannelValue]
    let easings: [Easing]
    let extends: Bool
    let map: ProgressMap

    /// The segment and the easing input for track progress `u`, or the value held there.
    enum Position {
        case held(ChannelValue)
        case segment(Int, input: Double)
    }

    func position(at u: Double) -> Position {
        let last = stops.count - 1
        if values.allSatisfy({ $0 == values[0] }) { return .held(values[0]) }
        if u < stops[0] {
            guard extends, stops[1] > stops[0] else { return .held(values[0]) }
            return .segment(0, input: input(of: u, in: 0))
        }
        if u >= stops[last] {
            guard extends, u > stops[last], stops[last] > stops[last - 1] else { return .held(values[last]) }
            return .segment(last - 1, input: input(of: u, in: last - 1))
        }
        var index = 0
        while stops[index + 1] <= u { index += 1 }
        return .segment(index, input: input(of: u, in: index))
    }

    private func input(of u: Double, in segment: Int) -> Double {
        (u - stops[segment]) / (stops[segment + 1] - stops[segment])
    }

    /// The track as pieces over the animator's progress `lower…upper`: it changes course only
    /// where its progress reaches a range bound or a stop, so the pieces run between those.
    func pieces(from lower: Double, to upper: Double, colorSpace: ColorSpace) -> [CurvePiece] {
        var cuts = [lower, upper]
        for u in stops + [map.lower, map.upper] where u.isFinite {
            let t = map.time(of: u)
            if t > lower, t < upper { cuts.append(t) }
        }
        cuts = Array(Set(cuts)).sorted()
        return zip(cuts, cuts.dropFirst()).map { start, end in
            let middle = map.progress(at: (start + end) / 2)
            switch position(at: middle) {
            case .held(let value):
                return .constant(value, from: start, to: end)
            case .segment(let index, _):
                let (uStart, uEnd) = (map.progress(at: start), map.progress(at: end))
                if uStart == uEnd {
                    return .constant(value(at: uStart, colorSpace: colorSpace), from: start, to: end)
                }
                return CurvePiece(
                    lower: start, upper: end, from: values[index], to: values[index + 1], easing: easings[index],
                    inputs: (input(of: uStart, in: index), input(of: uEnd, in: index)))
            }
        }
    }

    /// The track's value at track progress `u`.
    func value(at u: Double, colorSpace: ColorSpace) -> ChannelValue {
        switch position(at: u) {
        case .held(let value): return value
        case .segment(let index, let input):
            return values[index].mixed(with: values[index + 1], fraction: easings[index].value(at: input), colorSpace: colorSpace)
        }
    }
}

extension ResolvedTrack {
    /// `track` with its values resolved against `context`, under the chained ranges `map`.
    init(_ track: TrackDefinition, context: [String: Double], map: ProgressMap) throws {
        stops = track.keyframes.map(\.at)
        values = try track.keyframes.map { try ChannelValue($0.value, channel: track.channel, context: context) }
        easings = track.keyframes.map(\.easing)
        extends = track.extrapolation == .extend
        self.map = map.followed(by: track.range)
    }
}
