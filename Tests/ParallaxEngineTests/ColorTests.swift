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
                KeyframeDefinition(at: 0, value: .color(try RGBA(hex: from))),
                KeyframeDefinition(at: 1, value: .color(try RGBA(hex: to))),
            ], colorSpace: space)
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: t, into: &values)
        return values
    }

    @Test func hexParsing() throws {
        #expect(try RGBA(hex: "#FF8000") == RGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(try RGBA(hex: "#00000080").alpha == 128.0 / 255)
        #expect(try RGBA(hex: "#ff8000").description == "#FF8000")
        #expect(throws: EngineError.self) { try RGBA(hex: "#12345") }
        #expect(throws: EngineError.self) { try RGBA(hex: "#GG0000") }
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
