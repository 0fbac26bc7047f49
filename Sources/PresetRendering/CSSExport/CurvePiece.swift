import ParallaxEngine

/// A stretch of one channel's curve on which it follows one eased segment: from `lower` to
/// `upper` (timeline progress, or a keyframe offset once mapped onto the CSS range) the value is
/// `mix(from, to, easing(input))`, with the easing's input running linearly from `inputs.start`
/// to `inputs.end` (outside 0…1 where a segment is extended, decreasing where the curve is run
/// backwards). A constant stretch has equal inputs.
struct CurvePiece: Sendable {
    var lower: Double
    var upper: Double
    var from: ChannelValue
    var to: ChannelValue
    var easing: Easing
    var inputs: (start: Double, end: Double)

    /// A stretch holding `value`.
    static func constant(_ value: ChannelValue, from lower: Double, to upper: Double) -> CurvePiece {
        CurvePiece(lower: lower, upper: upper, from: value, to: value, easing: .linear, inputs: (0, 0))
    }

    /// Whether the value never changes along the piece.
    var isConstant: Bool { from == to || inputs.start == inputs.end }

    /// The value `fraction` (0…1) of the way along the piece.
    func value(at fraction: Double, colorSpace: ColorSpace) -> ChannelValue {
        let input = inputs.start + (inputs.end - inputs.start) * fraction
        return from.mixed(with: to, fraction: easing.value(at: input), colorSpace: colorSpace)
    }

    /// The part of the piece between `lower` and `upper` (inside it), its inputs cut to match.
    func clipped(to lower: Double, _ upper: Double) -> CurvePiece {
        let length = self.upper - self.lower
        let start = (max(lower, self.lower) - self.lower) / length
        let end = (min(upper, self.upper) - self.lower) / length
        let span = inputs.end - inputs.start
        return CurvePiece(
            lower: max(lower, self.lower), upper: min(upper, self.upper), from: from, to: to, easing: easing,
            inputs: (inputs.start + span * start, inputs.start + span * end))
    }

    /// The piece on positions `scale·x + offset`; a negative scale runs it backwards.
    func mapped(scale: Double, offset: Double) -> CurvePiece {
        let (mappedLower, mappedUpper) = (lower * scale + offset, upper * scale + offset)
        guard scale < 0 else {
            return CurvePiece(lower: mappedLower, upper: mappedUpper, from: from, to: to, easing: easing, inputs: inputs)
        }
        return CurvePiece(
            lower: mappedUpper, upper: mappedLower, from: from, to: to, easing: easing, inputs: (inputs.end, inputs.start))
    }
}

/// One channel of one target as pieces covering the CSS range, in order.
struct ChannelCurve: Sendable {
    let target: String
    let channel: Channel
    let colorSpace: ColorSpace
    var pieces: [CurvePiece]

    /// The curve on positions `scale·x + offset`, restricted to 0…1 and in increasing order.
    func mapped(scale: Double, offset: Double) -> ChannelCurve {
        var mapped = pieces.map { $0.mapped(scale: scale, offset: offset) }
        if scale < 0 { mapped.reverse() }
        let inside = mapped.filter { $0.upper > 0 && $0.lower < 1 }.map { $0.clipped(to: 0, 1) }.filter { $0.upper > $0.lower }
        return ChannelCurve(target: target, channel: channel, colorSpace: colorSpace, pieces: inside)
    }

    /// Whether the channel holds one value over the whole range.
    var isConstant: Bool {
        guard let first = pieces.first?.value(at: 0, colorSpace: colorSpace) else { return true }
        return pieces.allSatisfy { $0.isConstant && $0.value(at: 0, colorSpace: colorSpace) == first }
    }
}
