import Testing

@testable import PresetRendering

/// Expected steps worked out by hand: the smallest of 1, 2, 2.5, 5 × 10ⁿ whose multiples cover
/// the range in at most the allowed number of intervals.
@Suite struct TickScaleTests {
    @Test func hundredStepsCoverAnOffsetSweep() {
        // 0…400 in ≤ 6 intervals: 50 needs 8, 100 needs 4.
        let scale = TickScale(covering: 0...400, maximumIntervals: 6)
        #expect(scale.step == 100)
        #expect(scale.ticks() == [0, 100, 200, 300, 400])
        #expect(scale.ticks().map(scale.label) == ["0", "100", "200", "300", "400"])
    }

    @Test func boundsRoundOutwardToTheStep() {
        // −300…12.5 in ≤ 4 intervals: 50 needs 7 (−300…50), 100 needs 4 (−300…100).
        let scale = TickScale(covering: -300...12.5, maximumIntervals: 4)
        #expect(scale.step == 100)
        #expect(scale.lower == -300)
        #expect(scale.upper == 100)
        #expect(scale.label(-300) == "−300")
    }

    @Test func quarterStepsKeepTwoDecimals() {
        // −0.1…1.1 in ≤ 6 intervals: 0.2 needs 7 (−0.2…1.2), 0.25 needs 6 (−0.25…1.25).
        let scale = TickScale(covering: -0.1...1.1, maximumIntervals: 6)
        #expect(scale.step == 0.25)
        #expect(scale.fractionDigits == 2)
        #expect(scale.ticks().map(scale.label) == ["−0.25", "0.00", "0.25", "0.50", "0.75", "1.00", "1.25"])
    }

    @Test func aConstantIsWidenedByATenthEachWay() {
        // 5…5 becomes 4.5…5.5; in ≤ 6 intervals 0.1 needs 10, 0.2 needs 6 (4.4…5.6).
        let scale = TickScale(covering: 5...5, maximumIntervals: 6)
        #expect(scale.step == 0.2)
        #expect(abs(scale.lower - 4.4) < 1e-12)
        #expect(abs(scale.upper - 5.6) < 1e-12)
    }

    @Test func ticksInsideARangeAreTheMultiplesOfTheStepThere() {
        let scale = TickScale(covering: -130...250, maximumIntervals: 8)
        // span 380 / 8 = 47.5 → 50 (−150…250 is 8 intervals).
        #expect(scale.step == 50)
        #expect(scale.ticks(in: -130...250) == [-100, -50, 0, 50, 100, 150, 200, 250])
    }

    /// A span no plot can resolve (down to the smallest subnormal) is drawn as one value; the
    /// step search ends (it looped for ever on a span whose sixth is 0).
    @Test func spansTooNarrowToResolveAreWidenedAroundTheirMiddle() {
        let tiny = TickScale(covering: 0...5e-324)
        #expect(tiny.lower <= -1 && tiny.upper >= 1)
        let noise = TickScale(covering: 1...1.000_000_000_000_000_2)
        #expect(noise.lower <= 0.9 && noise.upper >= 1.1)
        let huge = TickScale(covering: -1e300...1e300, maximumIntervals: 4)
        #expect(huge.ticks().count <= 5 && huge.step.isFinite)
    }
}
