import ParallaxEngine
import Testing

@testable import PresetRendering

/// Curves as the CSS export writes them: native curves unchanged, the others as `linear()` within
/// the tolerance of the curve they stand in for, and end-state curves run backwards,
/// `u ↦ 1 − f(1 − u)`. The truth is the engine's curve, which the page must reproduce (and which
/// `NamedEasingTests` checks against the published easings.net equations), evaluated at 10,001
/// points where the approximation chose its stops by halving intervals at 32 points each.
@Suite struct CSSCurveTests {
    /// The largest distance between `approximation` and `reference` over 10,001 points of 0…1.
    private func largestError(_ approximation: Easing, _ reference: (Double) -> Double) -> Double {
        (0...10_000).map { Double($0) / 10_000 }.map { abs(approximation($0) - reference($0)) }.max()!
    }

    @Test(arguments: Easing.paradeNames)
    func everyParadeCurveHasACSSFormWithinTolerance(name: String) throws {
        let easing = try Easing(parsing: name)
        let css = easing.cssCurve(tolerance: 2.5e-4)
        #expect(css.isCSSNative)
        #expect(largestError(css, easing.value(at:)) <= 2.6e-4, "\(name) → \(css.description.count) characters")
    }

    @Test(arguments: Easing.paradeNames)
    func everyParadeCurveRunsBackwardsWithinTolerance(name: String) throws {
        let easing = try Easing(parsing: name)
        let reversed = easing.reversedForCSS(tolerance: 2.5e-4)
        #expect(reversed.isCSSNative)
        #expect(largestError(reversed) { 1 - easing.value(at: 1 - $0) } <= 2.6e-4, "\(name)")
    }

    /// cubic-bezier(0.42, 0, 0.58, 1) is symmetric; cubic-bezier(0.25, 0.1, 0.25, 1) ("ease")
    /// mirrors into cubic-bezier(0.75, 0, 0.75, 0.9), checked against the original run backwards.
    @Test func cubicBeziersMirrorIntoCubicBeziers() throws {
        let ease = try Easing(parsing: "ease")
        let mirrored = ease.reversedForCSS()
        #expect(mirrored == .cubicBezier(x1: 0.75, y1: 0, x2: 0.75, y2: 0.9))
        #expect(largestError(mirrored) { 1 - ease(1 - $0) } < 1e-9)
        let symmetric = try Easing(parsing: "ease-in-out")
        #expect(largestError(symmetric.reversedForCSS(), symmetric.value(at:)) < 1e-12)
    }

    @Test func nativeCurvesAreKept() throws {
        for text in ["linear", "ease-out", "steps(4, jump-start)", "linear(0, 0.3 40%, 1)", "cubic-bezier(0.1, 0.7, 1, 0.1)"] {
            let easing = try Easing(parsing: text)
            #expect(easing.cssCurve() == easing)
        }
    }

    /// How a curve is written in a keyframe: handles without a leading zero (negative ones too),
    /// one step at either end as the keywords CSS Easing defines for it, other steps as written.
    @Test func curvesAreWrittenInTheirShortestCSS() throws {
        for (text, css) in [
            ("cubic-bezier(0.68, -0.55, 0.265, 1.55)", "cubic-bezier(.68, -.55, .265, 1.55)"),
            ("cubic-bezier(0, 0, 1, 1)", "cubic-bezier(0, 0, 1, 1)"),
            ("steps(1, jump-start)", "step-start"), ("steps(1, start)", "step-start"),
            ("steps(1, jump-end)", "step-end"), ("steps(1, end)", "step-end"),
            ("steps(2, jump-end)", "steps(2, jump-end)"), ("steps(1, jump-both)", "steps(1, jump-both)"),
        ] {
            #expect(cssEasing(try Easing(parsing: text)) == css, "\(text)")
        }
    }

    /// The cubic polynomials are written as the `cubic-bezier()` they are, checked against the
    /// easings.net equations themselves (not the engine): in/out quad `x²`, `1 − (1 − x)²`, in/out
    /// cubic `x³`, `1 − (1 − x)³`, in/out back `c₃x³ − c₁x²` (c₁ = 1.70158 or as given, c₃ = c₁ + 1)
    /// and smoothStep `x²(3 − 2x)`; a curve that is no cubic (sine) is not.
    @Test func cubicPolynomialsAreExactCubicBeziers() throws {
        func back(_ c1: Double) -> (Double) -> Double { { x in (c1 + 1) * x * x * x - c1 * x * x } }
        let cases: [(String, (Double) -> Double)] = [
            ("inQuad", { $0 * $0 }), ("outQuad", { 1 - (1 - $0) * (1 - $0) }),
            ("inCubic", { $0 * $0 * $0 }), ("outCubic", { 1 - (1 - $0) * (1 - $0) * (1 - $0) }),
            ("inBack", back(1.70158)), ("outBack", { 1 - back(1.70158)(1 - $0) }), ("outBack(2.5)", { 1 - back(2.5)(1 - $0) }),
            ("smoothStep", { $0 * $0 * (3 - 2 * $0) }),
        ]
        for (name, reference) in cases {
            let css = try Easing(parsing: name).cssCurve()
            guard case .cubicBezier = css else {
                Issue.record("\(name) → \(css)")
                continue
            }
            #expect(largestError(css, reference) < 1e-6, "\(name) → \(css)")
            #expect(largestError(try Easing(parsing: name).reversedForCSS()) { 1 - reference(1 - $0) } < 1e-6, "\(name) backwards")
        }
        #expect(try Easing(parsing: "inOutSine").exactCubicBezier == nil)
        #expect(try Easing(parsing: "inOutCubic").exactCubicBezier == nil, "two cubics joined at ½ are no one cubic")
    }
}
