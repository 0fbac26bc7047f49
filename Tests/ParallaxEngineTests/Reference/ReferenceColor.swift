import ParallaxEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Colours for the reference evaluator: the sRGB transfer function (IEC 61966-2-1), Björn
/// Ottosson's OKLab (his published matrices and code, bottosson.github.io/posts/oklab), and
/// mixing with premultiplied alpha (CSS Color 4 §12.3), as docs/DESIGN.md "Colour" asks.
enum ReferenceColor {
    /// Where the transfer function's linear segment ends, in linear light.
    static let linearSegmentEnd = 0.0031308

    /// sRGB transfer function, encoded → linear.
    static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, linear → encoded.
    static func encode(_ l: Double) -> Double {
        l <= linearSegmentEnd ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// Linear sRGB → OKLab (`linear_srgb_to_oklab`).
    static func oklab(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    /// OKLab → linear sRGB (`oklab_to_linear_srgb`).
    static func linearSRGB(fromOKLab lab: [Double]) -> [Double] {
        let l0 = lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2]
        let m0 = lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2]
        let s0 = lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2]
        let l = l0 * l0 * l0
        let m = m0 * m0 * m0
        let s = s0 * s0 * s0
        return [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
    }

    /// The colour's three components in `space` times its alpha, then the alpha.
    static func premultiplied(_ color: RGBA, in space: ColorSpace) -> [Double] {
        let components: [Double]
        switch space {
        case .sRGB: components = [color.red, color.green, color.blue]
        case .linearSRGB: components = [decode(color.red), decode(color.green), decode(color.blue)]
        case .oklab: components = oklab(decode(color.red), decode(color.green), decode(color.blue))
        }
        return components.map { $0 * color.alpha } + [color.alpha]
    }

    /// A colour mixed `fraction` of the way from `from` to `to` (premultiplied, in `space`), as
    /// gamma-encoded sRGB and alpha, each clipped to 0…1.
    ///
    /// The fraction is first held within ±10⁶: an extrapolated colour ends clipped to the gamut
    /// anyway, and the bound keeps OKLab's cubes finite (the engine's documented rule).
    static func mix(_ from: [Double], _ to: [Double], _ fraction: Double, in space: ColorSpace) -> [Double] {
        let f = ReferenceArithmetic.clamp(fraction, -1e6, 1e6)
        let mixed = (0..<4).map { ReferenceArithmetic.lerp(from[$0], to[$0], f) }
        let alpha = mixed[3]
        // Un-premultiply; a colour of no (or negative) alpha keeps its components as they are.
        let divisor = alpha > 0 ? alpha : 1
        let components = (0..<3).map { mixed[$0] / divisor }
        let encoded: [Double]
        switch space {
        case .sRGB: encoded = components
        case .linearSRGB: encoded = components.map(encode)
        case .oklab: encoded = linearSRGB(fromOKLab: components).map(encode)
        }
        return encoded.map { ReferenceArithmetic.clamp($0, 0, 1) } + [ReferenceArithmetic.clamp(alpha, 0, 1)]
    }

    /// How far a channel of ``mix(_:_:_:in:)`` may lie from the engine's where the engine
    /// mixes by another route (a Parade colour state from its precomputed OKLab or linear
    /// stage): 10⁻¹² per channel, or the transfer function's own jump at the end of its linear
    /// segment (2.9e-8) where the mix's linear light comes within 10⁻¹² of it, so that a
    /// last-bit difference can land on either side.
    static func channelTolerances(_ from: [Double], _ to: [Double], _ fraction: Double, in space: ColorSpace) -> [Double] {
        let f = ReferenceArithmetic.clamp(fraction, -1e6, 1e6)
        let mixed = (0..<4).map { ReferenceArithmetic.lerp(from[$0], to[$0], f) }
        let divisor = mixed[3] > 0 ? mixed[3] : 1
        let components = (0..<3).map { mixed[$0] / divisor }
        let linear: [Double]
        switch space {
        case .sRGB: return [1e-12, 1e-12, 1e-12, 0]
        case .linearSRGB: linear = components
        case .oklab: linear = linearSRGB(fromOKLab: components)
        }
        return linear.map { abs($0 - linearSegmentEnd) <= 1e-12 ? 3e-8 : 1e-12 } + [0]
    }
}
