import ParallaxEngine
import Testing

/// CSS Easing Functions Levels 1 and 2, values worked out by hand.
@Suite struct CSSEasingTests {
    @Test func easeAtAKnownCurveParameter() throws {
        // ease = (0.25, 0.1, 0.25, 1). At s = ½: x = 3·¼·½·0.25 + 3·½·¼·0.25 + ⅛ = 0.3125,
        // y = 3·⅛·0.1 + 3·⅛·1 + ⅛ = 0.5375.
        #expect(isClose(try Easing(parsing: "ease")(0.3125), 0.5375))
        #expect(isClose(try Easing(parsing: "cubic-bezier(0, 0, 1, 1)")(0.3), 0.3))
        #expect(isClose(try Easing(parsing: "ease-in-out")(0.5), 0.5))
    }

    @Test func cubicBezierFollowsEndTangentsOutsideZeroToOne() throws {
        // ease: below 0 the line P0–P1 (slope 0.1/0.25); above 1 the line P2–P3 (slope 0).
        #expect(isClose(try Easing(parsing: "ease")(-1), -0.4))
        #expect(isClose(try Easing(parsing: "ease")(2), 1))
        // ease-out (x1 = 0): below 0 the line P0–P2, slope 1/0.58.
        #expect(isClose(try Easing(parsing: "ease-out")(-0.1), -0.1 / 0.58))
        // ease-in (x2 = 1): above 1 the line P1–P3, slope (0 − 1)/(0.42 − 1).
        #expect(isClose(try Easing(parsing: "ease-in")(1.1), 1 + 0.1 / 0.58))
        // Back-like curve: slopes −0.55/0.68 below 0 and 0.55/(0.265 − 1) above 1.
        let curve = try Easing(parsing: "cubic-bezier(0.68, -0.55, 0.265, 1.55)")
        #expect(isClose(curve(-0.5), -0.5 * -0.55 / 0.68))
        #expect(isClose(curve(1.5), 1 + 0.5 * 0.55 / (0.265 - 1)))
    }

    @Test func stepsJumpEnd() throws {
        let steps = try Easing(parsing: "steps(4, jump-end)")
        #expect(steps(0) == 0)
        #expect(steps(0.249) == 0)
        #expect(steps(0.25) == 0.25)
        #expect(steps(0.99) == 0.75)
        #expect(steps(1) == 1)
        // No before flag, no clamping outside 0…1: floor(1.5·4)/4 and floor(−0.1·4)/4.
        #expect(steps(1.5) == 1.5)
        #expect(steps(-0.1) == -0.25)
    }

    @Test func stepsJumpStart() throws {
        let steps = try Easing(parsing: "steps(4, jump-start)")
        #expect(steps(0) == 0.25)
        #expect(steps(-0.1) == 0)  // floor(−0.4) + 1 = 0
        #expect(steps(1) == 1)  // 5 clamped to 4 jumps because input ≤ 1
        #expect(steps(1.1) == 1.25)  // floor(4.4) + 1 = 5, not clamped above 1
    }

    @Test func stepsJumpNoneAndBoth() throws {
        let none = try Easing(parsing: "steps(5, jump-none)")  // 4 jumps
        #expect(none(0.1) == 0)
        #expect(none(0.2) == 0.25)
        #expect(none(1) == 1)
        let both = try Easing(parsing: "steps(3, jump-both)")  // 4 jumps
        #expect(both(0) == 0.25)
        #expect(both(0.5) == 0.5)  // floor(1.5) + 1 = 2
        #expect(both(1) == 1)
    }

    @Test func stepKeywords() throws {
        #expect(try Easing(parsing: "step-start") == .steps(1, .start))
        #expect(try Easing(parsing: "step-end")(0.5) == 0)
    }

    @Test func linearWithStops() throws {
        // Points (0, 0%), (0.25, 75%), (1, 100%).
        let curve = try Easing(parsing: "linear(0, 0.25 75%, 1)")
        #expect(isClose(curve(0.375), 0.125))
        #expect(isClose(curve(0.875), 0.625))
        // Outside: the first segment (slope 1/3) and the last (slope 3) extend.
        #expect(isClose(curve(-0.75), -0.25))
        #expect(isClose(curve(1.25), 1.75))
    }

    @Test func linearSpreadsMissingInputsAndRaisesDecreasingOnes() throws {
        #expect(try Easing(parsing: "linear(0, 0.5, 1)").description == "linear(0 0%, 0.5 50%, 1 100%)")
        #expect(try Easing(parsing: "linear(0 50%, 0.5 20%, 1)").description == "linear(0 50%, 0.5 50%, 1 100%)")
        #expect(try Easing(parsing: "linear(0, 0.2, 0.4, 1 75%)").description == "linear(0 0%, 0.2 25%, 0.4 50%, 1 75%)")
    }

    @Test func linearStopWithTwoInputsHolds() throws {
        let curve = try Easing(parsing: "linear(0, 0.5 25% 75%, 1)")
        #expect(isClose(curve(0.5), 0.5))
        #expect(isClose(curve(0.125), 0.25))
        // Equal inputs make a jump: at exactly 50% the later point wins.
        let jump = try Easing(parsing: "linear(0, 0 50%, 1 50%, 1)")
        #expect(jump(0.49) == 0)
        #expect(jump(0.5) == 1)
    }
}
