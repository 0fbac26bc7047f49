import ParallaxEngine

/// What a channel's numbers measure, and how closely the export follows the engine in it where
/// CSS cannot write a curve exactly.
///
/// The bounds keep what a browser reads back within 1e-3 of the engine even for values near 0
/// (a composed matrix's entries are lengths, plain numbers and sines of angles): lengths to
/// 5e-4 px, plain numbers (opacity, scale) to 1e-4, angles to 0.01° (1.7e-4 rad), perspective
/// distances to 0.05 px (its matrix entry is 1/d), colour components to 2e-4. A frame (`left`,
/// `top`, `width`, `height`) is laid out in 64ths of a pixel (Chromium's layout unit), so it
/// follows to 1/256 px: a quarter of the unit, which rounding to the unit can never turn into a
/// whole one. A value that moves less follows to 1e-4 of its movement.
enum ValueKind {
    case number
    case length
    /// A length laid out in 64ths of a pixel: a frame's edge or size.
    case frame
    case angle
    case perspective
    case color

    /// The largest difference allowed.
    var bound: Double {
        switch self {
        case .number: 1e-4
        case .length: 5e-4
        case .frame: 1.0 / 256
        case .angle: 0.01
        case .perspective: 0.05
        case .color: 2e-4
        }
    }

    /// The difference allowed for a value that changes by `span`.
    func tolerance(span: Double) -> Double {
        max(min(bound, 1e-4 * span), 1e-9)
    }

    /// The kind of `channel`'s values, from its unit (a perspective distance is a length whose
    /// matrix entry is its reciprocal).
    init(_ channel: Channel) {
        switch channel.descriptor.unit {
        case .points where channel.descriptor.group == .layout: self = .frame
        case .points: self = channel == .perspective ? .perspective : .length
        case .degrees: self = .angle
        case .color: self = .color
        case .factor, .fraction, .unitCoordinates, .flag: self = .number
        }
    }
}
