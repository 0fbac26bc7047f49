import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct ColorTests {
    /// sRGB encoding (IEC 61966-2-1), linear → gamma-encoded.
    private func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// A two-keyframe colour track from `from` to `to`, evaluated at progress `t`.
    private func mix(_ from: String, _ to: String, at t: Double, in space: ColorSpace) throws -> [Double] {
        let track = TrackDefinition(
            target: "card", channel: .backgroundColor,
            keyframes: [
                KeyframeDefinition(at: 0, value: .color(try RGBA(parsing: from))),
                KeyframeDefinition(at: 1, value: .color(try RGBA(parsing: to))),
            ], colorSpace: space)
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: t, into: &values)
        return values
    }

    /// Whether `color` has these components, to 1e-9 (or `tolerance`).
    private func components(_ color: RGBA, _ expected: [Double], tolerance: Double = 1e-9) -> Bool {
        zip([color.red, color.green, color.blue, color.alpha], expected).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    }

    /// Hex notations (CSS Color 4 §5.2): each of 3 or 4 digits is doubled (F → FF = 255).
    @Test func hexNotations() throws {
        #expect(try RGBA(parsing: "#FF8000") == RGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(try RGBA(parsing: "#00000080").alpha == 128.0 / 255)
        #expect(try RGBA(parsing: "#ff8000").description == "#FF8000")
        #expect(components(try RGBA(parsing: "#F80"), [1, 136.0 / 255, 0, 1]))
        #expect(components(try RGBA(parsing: "#0F08"), [0, 1, 0, 136.0 / 255]))
        #expect(throws: EngineError.self) { try RGBA(parsing: "#12345") }
        #expect(throws: EngineError.self) { try RGBA(parsing: "#GG0000") }
    }

    /// Named colours (CSS Color 4 §6.1): teal is #008080, rebeccapurple #663399, any case.
    @Test func namedColours() throws {
        #expect(components(try RGBA(parsing: "teal"), [0, 128.0 / 255, 128.0 / 255, 1]))
        #expect(components(try RGBA(parsing: "RebeccaPurple"), [0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0, 1]))
        #expect(components(try RGBA(parsing: "transparent"), [0, 0, 0, 0]))
        #expect(throws: EngineError.self) { try RGBA(parsing: "blurple") }
    }

    /// rgb(): numbers are 0…255, percentages of 255; alpha a number or a percentage.
    @Test func rgbNotation() throws {
        #expect(components(try RGBA(parsing: "rgb(255 128 0)"), [1, 128.0 / 255, 0, 1]))
        #expect(components(try RGBA(parsing: "rgb(100%, 50%, 0%)"), [1, 0.5, 0, 1]))
        #expect(components(try RGBA(parsing: "rgba(0, 0, 255, 0.5)"), [0, 0, 1, 0.5]))
        #expect(components(try RGBA(parsing: "rgb(0 0 0 / 25%)"), [0, 0, 0, 0.25]))
        #expect(components(try RGBA(parsing: "rgb(300 -5 0)"), [1, 0, 0, 1]))
        #expect(throws: EngineError.self) { try RGBA(parsing: "rgb(1 2)") }
    }

    /// hsl() by hand: hsl(120 100% 50%) is lime; hsl(0, 100%, 25%) is (0.5, 0, 0);
    /// half a turn at full saturation and half lightness is cyan; hsl(240 50% 50%) is
    /// l − a·… with a = 0.25: (0.25, 0.25, 0.75).
    @Test func hslNotation() throws {
        #expect(components(try RGBA(parsing: "hsl(120 100% 50%)"), [0, 1, 0, 1]))
        #expect(components(try RGBA(parsing: "hsl(0, 100%, 25%)"), [0.5, 0, 0, 1]))
        #expect(components(try RGBA(parsing: "hsl(0.5turn 100% 50%)"), [0, 1, 1, 1]))
        #expect(components(try RGBA(parsing: "hsla(240deg, 50%, 50%, 0.5)"), [0.25, 0.25, 0.75, 0.5]))
        #expect(throws: EngineError.self) { try RGBA(parsing: "hsl(x 1 2)") }
    }

    /// oklch(): white and black; and sRGB red, whose OKLCh coordinates Björn Ottosson's and the
    /// CSS Color 4 examples give as L 0.62796, C 0.25768, h 29.2339°.
    @Test func oklchNotation() throws {
        #expect(components(try RGBA(parsing: "oklch(100% 0 0)"), [1, 1, 1, 1], tolerance: 1e-6))
        #expect(components(try RGBA(parsing: "oklch(0 0 0)"), [0, 0, 0, 1], tolerance: 1e-6))
        #expect(components(try RGBA(parsing: "oklch(0.62796 0.25768 29.2339 / 0.5)"), [1, 0, 0, 0.5], tolerance: 2e-4))
    }

    @Test func aBadColourNamesTheNotations() {
        #expect(
            throws: EngineError(
                field: "color",
                problem:
                    "'#GG' is not a colour (expected #RGB, #RRGGBB, #RRGGBBAA, a CSS colour name such as teal, rgb(…), hsl(…) or oklch(…))")
        ) {
            try RGBA(parsing: "#GG")
        }
    }

    @Test func blackToWhiteHalfwayInEachSpace() throws {
        // Raw sRGB: 0.5. Linear light: encode(0.5). OKLab: L = 0.5 with a = b = 0, i.e. LMS
        // cube roots all 0.5, so linear r = g = b = 0.125 → encode(0.125).
        let raw = try mix("#000000", "#FFFFFF", at: 0.5, in: .sRGB)
        let linear = try mix("#000000", "#FFFFFF", at: 0.5, in: .linearSRGB)
        let oklab = try mix("#000000", "#FFFFFF", at: 0.5, in: .oklab)
        #expect(isClose(raw[0], 0.5))
        #expect(isClose(linear[1], encode(0.5)))
        #expect(isClose(oklab[2], encode(0.125), tolerance: 1e-6))
        #expect(oklab[3] == 1)
    }

    @Test func endpointsComeBackUnchanged() throws {
        let start = try mix("#FF0000", "#00FF80", at: 0, in: .oklab)
        let end = try mix("#FF0000", "#00FF80", at: 1, in: .oklab)
        #expect(isClose(start[0], 1, tolerance: 1e-6) && isClose(start[1], 0, tolerance: 1e-6))
        #expect(isClose(end[1], 1, tolerance: 1e-6) && isClose(end[2], 128.0 / 255, tolerance: 1e-6))
    }

    @Test func fadingFromTransparentKeepsTheHue() throws {
        // Premultiplied alpha: transparent black contributes nothing, so the colour stays red.
        let halfway = try mix("#00000000", "#FF0000FF", at: 0.5, in: .linearSRGB)
        #expect(isClose(halfway[0], 1) && isClose(halfway[1], 0) && isClose(halfway[3], 0.5))
    }
}
