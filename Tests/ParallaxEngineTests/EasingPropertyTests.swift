import ParallaxEngine
import PropertyBased
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct EasingPropertyTests {
    static let curves: [Easing] =
        Easing.paradeNames.map { try! Easing(parsing: $0) }
        + [
            "ease", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "cubic-bezier(0.99, 40, 0.01, -40)",
            "steps(7, jump-both)", "steps(3, jump-start)", "linear(0, 5 0.0001%, 1)", "linear(0, 0.25 75%, 1)",
            "spring(stiffness: 100, damping: 10)", "spring(duration: 0.3, bounce: -0.9)",
            "spring(stiffness: 1, damping: 50, mass: 3, velocity: -20)", "inOutElastic(4, 0.05)", "outInBack(9)",
        ].map { try! Easing(parsing: $0) }

    /// Curves whose definition puts 0 at 0 and 1 at 1 exactly (not steps with a jump at 0,
    /// not springs, which reach 1 within their settle tolerance).
    static let exactEndpointCurves = curves.filter {
        switch $0 {
        case .spring, .steps: return false
        default: return true
        }
    }

    @Test func everyCurveStartsAtZeroAndEndsAtOne() async {
        await propertyCheck(input: Gen.element(of: Self.exactEndpointCurves)) { easing in
            guard let easing else { return }
            #expect(isClose(easing(0), 0, tolerance: 1e-12), "\(easing)")
            #expect(isClose(easing(1), 1, tolerance: 1e-12), "\(easing)")
        }
    }

    @Test func springsStartAtZeroAndSettleToOne() async {
        await propertyCheck(input: Gen.double(in: 1...1000), Gen.double(in: 0.05...60), Gen.double(in: -20...20)) {
            stiffness, damping, velocity in
            // The checker swallows an error thrown from here: record it instead.
            do {
                let easing = Easing.spring(try SpringEasing(stiffness: stiffness, damping: damping, velocity: velocity))
                #expect(easing(0) == 0)
                #expect(isClose(easing(1), 1, tolerance: SpringEasing.settleTolerance + 1e-9))
            } catch {
                Issue.record("a spring in range is refused: \(error)")
            }
        }
    }

    @Test func everyCurveIsFiniteForEveryFiniteInput() async {
        await propertyCheck(
            count: 500, input: Gen.element(of: Self.curves), Gen.double(in: -308...308), Gen.bool, Gen.double(in: -4...4)
        ) { easing, exponent, negative, small in
            guard let easing else { return }
            let huge = (negative ? -1 : 1) * pow(10, exponent)
            #expect(easing(huge).isFinite, "\(easing) at \(huge)")
            #expect(easing(small).isFinite, "\(easing) at \(small)")
        }
    }

    @Test func cubicBezierWithSymmetricControlPointsIsPointSymmetric() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1)
        ) { a, b, x in
            let easing = Easing.cubicBezier(x1: a, y1: b, x2: 1 - a, y2: 1 - b)
            #expect(isClose(easing(x), 1 - easing(1 - x), tolerance: 1e-9), "a \(a) b \(b) x \(x)")
        }
    }
}
