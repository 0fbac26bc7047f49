import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct NamedEasingTests {
    static let samples = stride(from: 0.0, through: 1.0, by: 1.0 / 64).map { $0 } + [0.123, 0.5, 0.987]

    @Test func thereAreTheFortySixParadeNames() {
        #expect(Easing.paradeNames.count == 46)
        #expect(Set(Easing.paradeNames) == Set(Reference.all.keys))
    }

    @Test(arguments: Easing.paradeNames)
    func namedCurveMatchesItsPublishedEquation(name: String) throws {
        let easing = try Easing(parsing: name)
        let reference = try #require(Reference.all[name])
        for x in Self.samples {
            #expect(isClose(easing(x), reference(x), tolerance: 1e-12), "\(name)(\(x))")
        }
    }

    @Test(arguments: Reference.families)
    func outInIsContinuousAtOneHalf(family: String) throws {
        let easing = try Easing(parsing: "outIn" + family)
        #expect(isClose(easing(0.5), 0.5, tolerance: 1e-12))
        #expect(isClose(easing(0.5 - 1e-9), 0.5, tolerance: 1e-6))
    }

    @Test func namedCurvesHoldTheirEndsOutsideZeroToOne() throws {
        #expect(try Easing(parsing: "inBack")(-0.5) == 0)
        #expect(try Easing(parsing: "outCubic")(1.5) == 1)
        #expect(try Easing(parsing: "outElastic")(7) == 1)
        #expect(Easing.linear(1.5) == 1.5)
        #expect(Easing.linear(-2) == -2)
    }

    @Test func backAndElasticParameters() throws {
        // inBack with overshoot 3: 4x³ − 3x² at 0.5 = 0.5 − 0.75 = −0.25.
        #expect(isClose(try Easing(parsing: "inBack(3)")(0.5), -0.25))
        // outElastic(2, 0.4): s = 0.4/(2π)·asin(1/2) = 0.4/12; at x = 0.25:
        // 2·2^(−2.5)·sin((0.25 − 0.4/12)·2π/0.4) + 1.
        let s = 0.4 / 12
        let expected = 2 * pow(2, -2.5) * sin((0.25 - s) * 2 * .pi / 0.4) + 1
        #expect(isClose(try Easing(parsing: "elastic(2, 0.4)")(0.25), expected))
        #expect(try Easing(parsing: "back(2)") == Easing(parsing: "outBack(2)"))
    }
}
