import ParallaxEngine

/// What the reference evaluator expects of one value the engine writes.
struct Expected: CustomStringConvertible {
    let value: Double
    /// How far the engine's value may lie from `value`; 0: bit for bit (so −0 is not 0).
    let tolerance: Double

    /// Whether `actual` is what this expects.
    func admits(_ actual: Double) -> Bool {
        if tolerance == 0 { return actual.bitPattern == value.bitPattern }
        return abs(actual - value) <= tolerance
    }

    var description: String { tolerance == 0 ? "\(value)" : "\(value) ± \(tolerance)" }
}

/// An animator evaluated from its definition by the formulas of docs/DESIGN.md and docs/APP.md
/// ("Coming from Parade"), one value at a time, written for clarity rather than speed: the
/// truth `Animator.evaluate` is compared with. It shares nothing with the engine's evaluation
/// but the public definition types; its curves, timelines, colours and arithmetic are its own
/// (``ReferenceCurve``, ``ReferenceTimeline``, ``ReferenceColor``, ``ReferenceArithmetic``).
///
/// Keyframe and state values must be numbers or colours (expressions are the compiler's
/// business, checked elsewhere), and curves must have a ``ReferenceCurve``.
struct ReferenceAnimator {
    /// A value the app gives for a property that rests at `"underlying"`.
    enum OwnValue: Sendable {
        case number(Double)
        case color(RGBA)
    }

    /// A target's channel.
    struct Property: Hashable, Sendable, CustomStringConvertible {
        let target: String
        let channel: Channel

        var description: String { "\(target).\(channel.rawValue)" }
    }

    let definition: AnimatorDefinition
    /// The view's own values the app has set; the others are unset.
    let own: [Property: OwnValue]

    init(_ definition: AnimatorDefinition, own: [Property: OwnValue] = [:]) {
        self.definition = definition
        self.own = own
    }

    /// The values in buffer order (the `Animator.slots` documentation): Parade states target
    /// by target, each target's channels in `Channel.allCases` order; then the animator's
    /// tracks in order; then each child's, depth first. A colour takes four slots.
    var slots: [Slot] {
        var slots: [Slot] = []
        func append(_ target: String, _ channel: Channel) {
            for component in 0..<channel.componentCount { slots.append(Slot(target: target, channel: channel, component: component)) }
        }
        for target in definition.states {
            for channel in Self.channels(of: target) { append(target.target, channel) }
        }
        func appendTracks(_ tracks: [TrackDefinition], _ children: [ChildAnimatorDefinition]) {
            for track in tracks { append(track.target, track.channel) }
            for child in children { appendTracks(child.tracks, child.children) }
        }
        appendTracks(definition.tracks, definition.children)
        return slots
    }

    /// The channels a target's states name, in `Channel.allCases` order.
    static func channels(of target: TargetStates) -> [Channel] {
        Channel.allCases.filter { target.start[$0] != nil || target.end[$0] != nil || target.rest[$0] != nil }
    }

    /// Every value for `geometry`.
    func evaluate(_ geometry: ScrollMetrics) -> [Expected] {
        values(
            progress: ReferenceTimeline.progress(definition.timeline, geometry, definition.axis),
            centerOffset: ReferenceTimeline.centerOffset(geometry, definition.axis))
    }

    /// Every value at timeline progress `progress`: states read the centre offset
    /// `clamp(1 − 2·progress, −1, 1)`, the `viewportCenter` timeline's inverse.
    func evaluate(progress: Double) -> [Expected] {
        values(progress: progress, centerOffset: ReferenceArithmetic.clamp(1 - 2 * progress, -1, 1))
    }

    private func values(progress: Double, centerOffset r: Double) -> [Expected] {
        var values: [Expected] = []
        for target in definition.states {
            for channel in Self.channels(of: target) {
                values += stateValue(target, channel, centerOffset: r)
            }
        }
        func appendTracks(_ tracks: [TrackDefinition], _ children: [ChildAnimatorDefinition], progress: Double) {
            for track in tracks { values += trackValue(track, progress: progress) }
            for child in children {
                // A child plays its parent's progress through its own range.
                appendTracks(child.tracks, child.children, progress: ReferenceArithmetic.ranged(progress, child.range))
            }
        }
        appendTracks(definition.tracks, definition.children, progress: progress)
        return values
    }

    // MARK: Parade states

    /// Parade's band around the viewport's centre inside which every property rests.
    static let centerBand = 0.0005

    /// `lerp(state, rest, ease(range(p)))` on the side of the centre the item is on, with
    /// p = 1 − r below/right (start states) and p = 1 + r above/left (end states); the rest
    /// inside the band and on a side without a state for the channel.
    private func stateValue(_ target: TargetStates, _ channel: Channel, centerOffset r: Double) -> [Expected] {
        let rest = restNumbers(target, channel)
        let state: StateValue?
        let p: Double
        if r > Self.centerBand {
            (state, p) = (target.start[channel], 1 - r)
        } else if r < -Self.centerBand {
            (state, p) = (target.end[channel], 1 + r)
        } else {
            (state, p) = (nil, 1)
        }
        guard let state else {
            // Resting: the rest itself (a colour shown through its space, mixed with itself).
            return mixed(rest, rest, fraction: 0, curveTolerance: 0, channel: channel, space: target.colorSpace, isState: false)
        }
        let curve = ReferenceCurve(state.easing)
        let input = ReferenceArithmetic.ranged(p, state.range)
        return mixed(
            numbers(state.value, channel: channel, space: target.colorSpace), rest, fraction: curve.output(input),
            curveTolerance: curve.tolerance(input), channel: channel, space: target.colorSpace, isState: true)
    }

    /// Where `target`'s `channel` rests, as numbers (a colour premultiplied in the target's
    /// space): its identity, its given value, or the view's own (unset: its identity, 0 where
    /// it has none, a colour transparent black).
    private func restNumbers(_ target: TargetStates, _ channel: Channel) -> [Double] {
        switch target.rest[channel] ?? .identity {
        case .identity:
            guard let identity = channel.identity else { fatalError("\(channel) has no identity") }
            return [identity]
        case .value(let value):
            return numbers(value, channel: channel, space: target.colorSpace)
        case .underlying:
            switch own[Property(target: target.target, channel: channel)] {
            case .number(let number): return [number]
            case .color(let color): return ReferenceColor.premultiplied(color, in: target.colorSpace)
            case nil: return channel.isColor ? [0, 0, 0, 0] : [channel.identity ?? 0]
            }
        }
    }

    private func numbers(_ value: KeyframeValue, channel: Channel, space: ColorSpace) -> [Double] {
        switch value {
        case .number(let number): return [number]
        case .color(let color): return ReferenceColor.premultiplied(color, in: space)
        case .expression: fatalError("the reference evaluator takes no expressions")
        }
    }

    // MARK: Tracks

    /// A track at its group's progress: its range applied, then the segment holding the
    /// progress eased by its curve, or outside the stops the end values held (`clamp`) or the
    /// end segments continued (`extend`; a segment of no length is never continued).
    private func trackValue(_ track: TrackDefinition, progress: Double) -> [Expected] {
        let t = ReferenceArithmetic.ranged(progress, track.range)
        let stops = track.keyframes.map(\.at)
        let values = track.keyframes.map { numbers($0.value, channel: track.channel, space: track.colorSpace) }
        let last = stops.count - 1
        let extend = track.extrapolation == .extend
        let segment: Int
        if t < stops[0] {
            guard extend && stops[1] > stops[0] else { return held(values[0], track) }
            segment = 0
        } else if t >= stops[last] {
            guard extend && t > stops[last] && stops[last] > stops[last - 1] else { return held(values[last], track) }
            segment = last - 1
        } else {
            // The segment holding t: the last stop at or below it starts it.
            segment = (0..<last).last { stops[$0] <= t }!
        }
        let curve = ReferenceCurve(track.keyframes[segment].easing)
        let u = (t - stops[segment]) / (stops[segment + 1] - stops[segment])
        return mixed(
            values[segment], values[segment + 1], fraction: curve.output(u), curveTolerance: curve.tolerance(u),
            channel: track.channel, space: track.colorSpace, isState: false)
    }

    private func held(_ value: [Double], _ track: TrackDefinition) -> [Expected] {
        mixed(value, value, fraction: 0, curveTolerance: 0, channel: track.channel, space: track.colorSpace, isState: false)
    }

    // MARK: Mixing

    /// `from` moved `fraction` of the way to `to`: a number by ``ReferenceArithmetic/lerp``, a
    /// colour by ``ReferenceColor/mix``. `curveTolerance` is the curve's (the engine's
    /// fraction lies within it of `fraction`); a colour state may also be mixed from a
    /// precomputed stage (``ReferenceColor/channelTolerances``).
    private func mixed(
        _ from: [Double], _ to: [Double], fraction: Double, curveTolerance: Double, channel: Channel, space: ColorSpace,
        isState: Bool
    ) -> [Expected] {
        guard channel.isColor else {
            let value = ReferenceArithmetic.lerp(from[0], to[0], fraction)
            guard curveTolerance > 0 else { return [Expected(value: value, tolerance: 0)] }
            let reach = max(from[0].magnitude, to[0].magnitude)
            let tolerance = 2 * curveTolerance * reach + 4 * reach.ulp * (1 + 2 * fraction.magnitude)
            return [Expected(value: value, tolerance: tolerance)]
        }
        let color = ReferenceColor.mix(from, to, fraction, in: space)
        var tolerances = [Double](repeating: 0, count: 4)
        if isState {
            tolerances = ReferenceColor.channelTolerances(from, to, fraction, in: space)
        }
        if curveTolerance > 0 {
            // The colours the fractions the engine may compute give, either side, on top.
            var spread = [Double](repeating: 0, count: 4)
            for nearby in [fraction - curveTolerance, fraction + curveTolerance] {
                let other = ReferenceColor.mix(from, to, nearby, in: space)
                for index in 0..<4 { spread[index] = max(spread[index], abs(other[index] - color[index]) + 1e-15) }
            }
            // And the rounding of another fraction's mix, which un-premultiplying divides by
            // the mixed alpha (near a transparent end the components cancel to a few ulps):
            // a few ulps of the largest component, over that alpha, through the conversion's
            // slopes (at most 13 for the transfer function, 3·4 for OKLab's cubes and matrix).
            let alpha = ReferenceArithmetic.lerp(from[3], to[3], fraction)
            let largest = (from + to).map(\.magnitude).max() ?? 0
            let rounding = 4 * largest.ulp / (alpha > 0 ? alpha : 1) * 13 * 12
            tolerances = (0..<4).map { tolerances[$0] + spread[$0] + ($0 < 3 ? rounding : 4 * largest.ulp) }
        }
        if color[3] < tolerances[3] {
            // The mix may be fully transparent: un-premultiplying divides by an alpha that may be
            // 0 (components kept) or a few subnormals (components of the other end), so an
            // invisible colour's components may be anything in 0…1; its alpha is still judged.
            for index in 0..<3 { tolerances[index] = 1 }
        }
        return (0..<4).map { Expected(value: color[$0], tolerance: tolerances[$0]) }
    }
}
