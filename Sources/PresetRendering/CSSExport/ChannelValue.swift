import ParallaxEngine

/// One channel's value: a number, or a colour for colour channels.
enum ChannelValue: Hashable, Sendable {
    case number(Double)
    case color(RGBA)

    /// The value `fraction` of the way to `other`, mixed as the engine mixes the channel:
    /// numbers linearly, colours in `colorSpace`.
    func mixed(with other: ChannelValue, fraction: Double, colorSpace: ColorSpace) -> ChannelValue {
        switch (self, other) {
        case (.number(let start), .number(let end)):
            return .number(fraction == 0 || start == end ? start : start + (end - start) * fraction)
        case (.color(let start), .color(let end)):
            return .color(colorSpace.mix(start, end, fraction: fraction))
        default:
            return self
        }
    }

    /// The number, or nil for a colour.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

extension ChannelValue {
    /// A keyframe or state value of `channel`, resolved against `context`.
    /// - Throws: the engine's problem text when an expression does not resolve.
    init(_ value: KeyframeValue, channel: Channel, context: [String: Double]) throws {
        switch value {
        case .number(let number): self = .number(number)
        case .color(let color): self = .color(color)
        case .expression(let expression): self = .number(try expression.evaluate(context))
        }
    }
}
