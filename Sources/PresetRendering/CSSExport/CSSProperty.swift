import ParallaxEngine

/// One CSS property of a target and how it is made of the target's channels: its components
/// from the channels' values (a channel the target does not animate takes the default the
/// property gives it) and its text from the components.
struct CSSProperty: Sendable {
    /// The property, e.g. `translate`.
    let name: String
    /// The target's animated channels the property reads.
    let channels: [Channel]
    /// For each component, the animated channels it reads.
    let dependencies: [[Channel]]
    /// The components for the channels' values (`value(channel)` is nil for a channel the
    /// target does not animate).
    let compose: @Sendable (_ value: (Channel) -> ChannelValue?) -> [CSSComponent]
    /// The property's value as CSS text.
    let format: @Sendable ([CSSComponent]) -> String
    /// Whether CSS animates it discretely (it flips between keywords).
    var isDiscrete = false
    /// For one function of a composed `transform` (`rotateX`), animated on its own: its name.
    /// Such animations are composed with `animation-composition: add`, each multiplying the
    /// transform so far, in the order the target lists them, so each keeps its own curve.
    var transformFunction: String? = nil

    /// The name its `@keyframes` carry: the property's, and the function's for a transform part.
    var keyframesName: String { transformFunction.map { "\(name)-\($0)" } ?? name }
}

extension CSSProperty {
    /// Every component's text, separated by spaces.
    static let spaced: @Sendable ([CSSComponent]) -> String = { $0.map(\.text).joined(separator: " ") }

    /// A property showing one number channel as `make(value)`.
    static func single(
        _ name: String, _ channel: Channel, default fallback: Double, _ make: @escaping @Sendable (Double) -> CSSComponent
    ) -> CSSProperty {
        CSSProperty(
            name: name, channels: [channel], dependencies: [[channel]],
            compose: { value in [make(value(channel)?.number ?? fallback)] }, format: spaced)
    }

    /// A property showing one colour channel.
    static func color(_ name: String, _ channel: Channel, legacy: Bool) -> CSSProperty {
        CSSProperty(
            name: name, channels: [channel], dependencies: [[channel]],
            compose: { value in [.color(value(channel)?.color ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0), legacy: legacy)] },
            format: spaced)
    }
}

extension ChannelValue {
    /// The colour, or nil for a number.
    var color: RGBA? {
        if case .color(let color) = self { return color }
        return nil
    }
}
