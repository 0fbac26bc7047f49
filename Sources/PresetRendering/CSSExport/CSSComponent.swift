import ParallaxEngine

/// One component of a CSS property's value, and how a browser interpolates it between two
/// keyframes.
enum CSSComponent: Hashable, Sendable {
    /// A plain number (opacity, scale factors), interpolated linearly.
    case number(Double)
    /// A length in pixels, interpolated linearly.
    case length(Double)
    /// An angle in degrees, interpolated linearly.
    case angle(Double)
    /// The length of a `perspective()` function: CSS interpolates its inverse (Chromium
    /// blends `1/d`, as CSS Transforms 2 says).
    case perspective(Double)
    /// A colour: `legacy` ones are written `rgb()` and mix in gamma-encoded sRGB, the others
    /// `color(srgb …)` and mix in OKLab (CSS Color 4 §12.2), premultiplied either way.
    case color(RGBA, legacy: Bool)
    /// A keyword of a discretely animated property (`overflow`).
    case keyword(String)

    /// What a browser shows `fraction` of the way from this keyframe value to `other`.
    func interpolated(to other: CSSComponent, fraction: Double) -> CSSComponent {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * fraction)
        case (.length(let a), .length(let b)): return .length(a + (b - a) * fraction)
        case (.angle(let a), .angle(let b)): return .angle(a + (b - a) * fraction)
        case (.perspective(let a), .perspective(let b)):
            return .perspective(1 / (1 / a + (1 / b - 1 / a) * fraction))
        case (.color(let a, let legacy), .color(let b, _)):
            return .color((legacy ? ColorSpace.sRGB : .oklab).mix(a, b, fraction: fraction), legacy: legacy)
        default:
            return fraction < 0.5 ? self : other
        }
    }

    /// The largest difference between this value and `other` in any of their numbers
    /// (infinite for different kinds or keywords).
    func distance(to other: CSSComponent) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)), (.length(let a), .length(let b)), (.angle(let a), .angle(let b)),
            (.perspective(let a), .perspective(let b)):
            return abs(a - b)
        case (.color(let a, _), .color(let b, _)):
            return max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
        case (.keyword(let a), .keyword(let b)):
            return a == b ? 0 : .infinity
        default:
            return .infinity
        }
    }

    /// The component's size, for relative comparisons (1 for colours and keywords).
    var magnitude: Double {
        switch self {
        case .number(let value), .length(let value), .angle(let value), .perspective(let value): abs(value)
        case .color, .keyword: 1
        }
    }

    /// Its number, for spans (colours and keywords count as 0).
    var scalar: Double {
        switch self {
        case .number(let value), .length(let value), .angle(let value), .perspective(let value): value
        case .color, .keyword: 0
        }
    }

    /// How far a keyframe stretch may stray from the engine, for a component whose number
    /// changes by `span`: 1e-4 of the span, but never more than ``ValueKind/tolerance``.
    func tolerance(span: Double) -> Double {
        switch self {
        case .number: ValueKind.number.tolerance(span: span)
        case .length: ValueKind.length.tolerance(span: span)
        case .angle: ValueKind.angle.tolerance(span: span)
        case .perspective: ValueKind.perspective.tolerance(span: span)
        case .color: ValueKind.color.bound
        case .keyword: 0
        }
    }

    /// The value as CSS text.
    var text: String {
        switch self {
        case .number(let value): cssNumber(value)
        case .length(let value), .perspective(let value): cssLength(value)
        case .angle(let value): cssAngle(value)
        case .color(let color, let legacy): cssColor(color, legacy: legacy)
        case .keyword(let keyword): keyword
        }
    }
}

/// `color` as `rgb(R G B / A)` (legacy, components 0…255) or `color(srgb r g b / A)`.
func cssColor(_ color: RGBA, legacy: Bool) -> String {
    // Written to six decimals, an alpha of 1 is left out however the engine's arithmetic rounds it.
    let alpha = cssNumber(color.alpha) == "1" ? "" : " / \(cssNumber(color.alpha))"
    guard legacy else {
        return "color(srgb \(cssNumber(color.red)) \(cssNumber(color.green)) \(cssNumber(color.blue))\(alpha))"
    }
    return "rgb(\(cssNumber(color.red * 255)) \(cssNumber(color.green * 255)) \(cssNumber(color.blue * 255))\(alpha))"
}

extension [CSSComponent] {
    /// Whether two values are the same up to rounding (1e-7 of each component's size).
    func matches(_ other: [CSSComponent]) -> Bool {
        count == other.count
            && zip(self, other).allSatisfy { $0.distance(to: $1) <= 1e-7 * Swift.max(1, $0.magnitude, $1.magnitude) }
    }

    /// What a browser shows `fraction` of the way from this value to `other`.
    func interpolated(to other: [CSSComponent], fraction: Double) -> [CSSComponent] {
        zip(self, other).map { $0.interpolated(to: $1, fraction: fraction) }
    }

    /// What Firefox ESR shows: colours that are not legacy mixed in sRGB too, not in OKLab.
    func interpolatedInSRGB(to other: [CSSComponent], fraction: Double) -> [CSSComponent] {
        zip(self, other).map { pair in
            if case (.color(let a, false), .color(let b, _)) = pair {
                return .color(ColorSpace.sRGB.mix(a, b, fraction: fraction), legacy: false)
            }
            return pair.0.interpolated(to: pair.1, fraction: fraction)
        }
    }
}
