import ParallaxEngine
import Testing

@testable import CatalogTooling

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
}
