import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `ColorSpace.mix`, the mixing a browser does between two colour keyframes (CSS Color 4
/// §12.3: premultiplied components in the interpolation space), against values worked out by
/// hand.
@Suite struct ColorMixingTests {
    let black = RGBA(red: 0, green: 0, blue: 0)
    let white = RGBA(red: 1, green: 1, blue: 1)

    /// Halfway between black and white: 0.5 in gamma-encoded sRGB; 0.5 in linear light,
    /// encoded 1.055·0.5^(1/2.4) − 0.055; OKLab lightness 0.5, linear 0.5³ = 0.125, encoded
    /// 1.055·0.125^(1/2.4) − 0.055.
    @Test func greyHalfwayInEachSpace() {
        let expected: [(ColorSpace, Double)] = [
            (.sRGB, 0.5), (.linearSRGB, 1.055 * pow(0.5, 1 / 2.4) - 0.055), (.oklab, 1.055 * pow(0.125, 1 / 2.4) - 0.055),
        ]
        for (space, grey) in expected {
            let mixed = space.mix(black, white, fraction: 0.5)
            for component in [mixed.red, mixed.green, mixed.blue] {
                #expect(abs(component - grey) <= 1e-4, "\(space)")
            }
            #expect(mixed.alpha == 1)
        }
    }

    /// Premultiplied: red halfway to a transparent blue stays pure red at half opacity (the
    /// blue's components weigh nothing), instead of turning purple.
    @Test func aTransparentEndDoesNotTint() {
        let mixed = ColorSpace.sRGB.mix(RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        #expect(mixed == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    /// Past the end the mix keeps going and is clipped to the gamut: 1.5 of the way from 0.2
    /// to 0.8 grey in sRGB is 1.1, shown as 1.
    @Test func beyondTheEndsItIsClipped() {
        let mixed = ColorSpace.sRGB.mix(RGBA(red: 0.2, green: 0.2, blue: 0.2), RGBA(red: 0.8, green: 0.8, blue: 0.8), fraction: 1.5)
        #expect(mixed == RGBA(red: 1, green: 1, blue: 1))
    }
}
