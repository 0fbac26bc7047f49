import RealModule

/// The space colour keyframes are interpolated in. Interpolation uses premultiplied alpha, as
/// CSS Color 4 §12.3 does, so a fade from a transparent colour does not darken through black.
/// Coded as its CSS name (`"oklab"`, `"linear-srgb"`, `"srgb"`).
public enum ColorSpace: String, CaseIterable, Codable, Hashable, Sendable {
    /// Björn Ottosson's OKLab (perceptually uniform; the default).
    case oklab
    /// Linear-light sRGB (physically even light mixing).
    case linearSRGB = "linear-srgb"
    /// The raw gamma-encoded sRGB components (only when asked for).
    case sRGB = "srgb"

    /// The colour's three components in this space.
    func components(of color: RGBA) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (color.red, color.green, color.blue)
        case .linearSRGB:
            return (Self.decode(color.red), Self.decode(color.green), Self.decode(color.blue))
        case .oklab:
            return Self.oklab(Self.decode(color.red), Self.decode(color.green), Self.decode(color.blue))
        }
    }

    /// The colour as interpolation stores it: its three components in this space multiplied by
    /// its alpha, then the alpha (CSS Color 4 §12.3).
    func premultipliedComponents(of color: RGBA) -> [Double] {
        let (c0, c1, c2) = components(of: color)
        return [c0 * color.alpha, c1 * color.alpha, c2 * color.alpha, color.alpha]
    }

    /// Gamma-encoded sRGB from three components in this space, clamped to 0…1 (out-of-gamut
    /// results of overshooting curves are clipped).
    func rgb(_ c0: Double, _ c1: Double, _ c2: Double) -> (Double, Double, Double) {
        let stage = linearStage(c0, c1, c2)
        return rgb(fromLinearStage: stage.0, stage.1, stage.2)
    }

    /// The stage of ``rgb(_:_:_:)`` up to which the conversion is linear in the components:
    /// the cube roots of the LMS cone responses for OKLab, the components themselves otherwise.
    /// A mix of two colours of one alpha is linear in the fraction up to here.
    @inline(__always)
    func linearStage(_ c0: Double, _ c1: Double, _ c2: Double) -> (Double, Double, Double) {
        self == .oklab ? Self.coneRootsFromOKLab(c0, c1, c2) : (c0, c1, c2)
    }

    /// ``rgb(_:_:_:)`` from its linear stage (``linearStage(_:_:_:)``) on.
    @inline(__always)
    func rgb(fromLinearStage c0: Double, _ c1: Double, _ c2: Double) -> (Double, Double, Double) {
        let linear: (Double, Double, Double)
        switch self {
        case .sRGB:
            return (Self.clamp(c0), Self.clamp(c1), Self.clamp(c2))
        case .linearSRGB:
            linear = (c0, c1, c2)
        case .oklab:
            linear = Self.linearFromConeRoots(c0, c1, c2)
        }
        return (
            Self.clamp(Self.encode(linear.0)), Self.clamp(Self.encode(linear.1)),
            Self.clamp(Self.encode(linear.2))
        )
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// sRGB transfer function, encoded → linear (IEC 61966-2-1).
    static func decode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : Double.pow((value + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, linear → encoded.
    static func encode(_ value: Double) -> Double {
        value <= 0.0031308 ? 12.92 * value : 1.055 * Double.pow(value, 1 / 2.4) - 0.055
    }

    /// Linear sRGB → OKLab (Ottosson's published matrices).
    static func oklab(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let l = Double.root(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b, 3)
        let m = Double.root(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b, 3)
        let s = Double.root(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b, 3)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// OKLab → the cube roots of the LMS cone responses: the linear first step of OKLab →
    /// linear sRGB (Ottosson's published matrices).
    @inline(__always)
    static func coneRootsFromOKLab(_ lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        (
            lightness + 0.3963377774 * a + 0.2158037573 * b,
            lightness - 0.1055613458 * a - 0.0638541728 * b,
            lightness - 0.0894841775 * a - 1.2914855480 * b
        )
    }

    /// The cube roots of the LMS cone responses → linear sRGB: the rest of OKLab → linear sRGB.
    @inline(__always)
    static func linearFromConeRoots(_ l0: Double, _ m0: Double, _ s0: Double) -> (Double, Double, Double) {
        let l = l0 * l0 * l0
        let m = m0 * m0 * m0
        let s = s0 * s0 * s0
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }
}

extension ColorSpace {
    /// The colour `fraction` of the way from `from` to `to`, mixed as animators mix colour
    /// keyframes: premultiplied components in this space (CSS Color 4 §12.3), converted back to
    /// gamma-encoded sRGB clamped to 0…1, alpha clamped to 0…1. `fraction` may lie outside 0…1.
    ///
    /// CSS mixes legacy colours (`#hex`, `rgb()`) as ``sRGB`` does and other notations
    /// (`color()`, `oklab()`) as ``oklab`` does, so this is also what a browser shows between
    /// two keyframes written in those notations.
    public func mix(_ from: RGBA, _ to: RGBA, fraction: Double) -> RGBA {
        let start = premultipliedComponents(of: from)
        let end = premultipliedComponents(of: to)
        let mixed = (0..<4).map { interpolate(start[$0], end[$0], fraction) }
        let divisor = mixed[3] > 0 ? mixed[3] : 1
        let rgb = rgb(mixed[0] / divisor, mixed[1] / divisor, mixed[2] / divisor)
        return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: min(max(mixed[3], 0), 1))
    }
}
