import ParallaxEngine

/// One Parade-state property as pieces over the `viewportCenter` progress `t = 0.5 − r/2`
/// (``TargetStates``). The start side runs while `r > 0.0005`, i.e. `t < 0.49975`, with
/// `p = 1 − r = 2t`; the end side while `t > 0.50025`, with `p = 1 + r = 2 − 2t`; in between,
/// and on a side without a state, the property rests.
///
/// With the side's range `a…b`, the start side shows the state's value up to `t = a/2` and
/// eases towards rest by `t = b/2` along the property's curve; the end side leaves rest at
/// `t = 1 − b/2` and reaches the state at `t = 1 − a/2` along the same curve run backwards.
/// Where `b` reaches past the centre band, the curve is cut at the band's edge and the value
/// jumps to rest there, as Parade's does. CSS keyframes show the later value from a jump on,
/// as the engine does on the start side; at the band's far edge itself (`t = 0.50025`, one
/// scroll position) the browser already shows the end side's value where the engine rests.
struct StateProperty: Sendable {
    let state: ChannelValue?
    let easing: Easing
    let range: ClosedRange<Double>
    let rest: ChannelValue

    /// The centre band's half width in progress (Parade's 0.0005 of the viewport, halved).
    static let band = 0.00025

    /// The start side's pieces over `0…0.49975`.
    func startPieces(colorSpace: ColorSpace) -> [CurvePiece] {
        sidePieces(colorSpace: colorSpace).map { $0.mapped(scale: 0.5, offset: 0) }
    }

    /// The end side's pieces over `0.50025…1`.
    func endPieces(colorSpace: ColorSpace) -> [CurvePiece] {
        sidePieces(colorSpace: colorSpace).map { $0.mapped(scale: -0.5, offset: 1) }.reversed()
    }

    /// The side over its progress `p` from 0 to the band's edge 0.9995 (where `r` is 0.0005).
    private func sidePieces(colorSpace: ColorSpace) -> [CurvePiece] {
        let edge = 1 - 2 * Self.band
        guard let state else { return [.constant(rest, from: 0, to: edge)] }
        let (a, b) = (range.lowerBound, range.upperBound)
        let eased = CurvePiece(lower: a, upper: b, from: state, to: rest, easing: easing, inputs: (0, 1))
        var pieces: [CurvePiece] = []
        if a > 0 { pieces.append(.constant(eased.value(at: 0, colorSpace: colorSpace), from: 0, to: min(a, edge))) }
        if a < edge { pieces.append(eased.clipped(to: a, min(b, edge))) }
        if b < edge { pieces.append(.constant(eased.value(at: 1, colorSpace: colorSpace), from: b, to: edge)) }
        return pieces
    }

    /// The whole property over `0…1`: start side, the band at rest, end side.
    func pieces(end: StateProperty, colorSpace: ColorSpace) -> [CurvePiece] {
        startPieces(colorSpace: colorSpace) + [.constant(rest, from: 0.5 - Self.band, to: 0.5 + Self.band)]
            + end.endPieces(colorSpace: colorSpace)
    }
}

extension ChannelCurve {
    /// Every property of `states` as curves over the `viewportCenter` progress 0…1, resting at
    /// the values `rest` gives (the animator's own values at the centre).
    static func curves(
        of states: TargetStates, context: [String: Double], rest: (Channel) -> ChannelValue
    ) throws -> [ChannelCurve] {
        let channels = Channel.allCases.filter { states.start[$0] != nil || states.end[$0] != nil || states.rest[$0] != nil }
        return try channels.map { channel in
            let resting = rest(channel)
            func side(_ value: StateValue?) throws -> StateProperty {
                StateProperty(
                    state: try value.map { try ChannelValue($0.value, channel: channel, context: context) },
                    easing: value?.easing ?? .linear, range: value?.range ?? 0...1, rest: resting)
            }
            let start = try side(states.start[channel])
            let end = try side(states.end[channel])
            return ChannelCurve(
                target: states.target, channel: channel, colorSpace: states.colorSpace,
                pieces: start.pieces(end: end, colorSpace: states.colorSpace))
        }
    }
}
