import ParallaxEngine
import Testing

/// Snap positions worked out by hand. Rows 100, 100, 150, 100, 100 tall stacked from 0 (tops 0,
/// 100, 200, 350, 450; 550 in all) in a viewport 200 tall: the list scrolls over 0…350.
/// - start: tops 0, 100, 200, 350, 450 → 0, 100, 200, 350, 350 (clamped);
/// - center: top + height/2 − 100 → −50, 50, 175, 300, 400 → 0, 50, 175, 300, 350;
/// - end: top + height − 200 → −100, 0, 150, 250, 350 → 0, 0, 150, 250, 350.
@Suite struct ScrollSnapTests {
    static let rows: [Double] = [100, 100, 150, 100, 100]

    static func settle(
        _ align: ScrollSnap.Alignment, stop: ScrollSnap.Stop = .normal, proposed: Double, velocity: Double = 0, from: Double? = nil
    )
        -> Double
    {
        ScrollSnap(align: align, stop: stop).settlingOffset(
            proposed: proposed, velocity: velocity, from: from, viewportLength: 200, itemLengths: rows)
    }

    /// At rest, the nearest snap position; out of range, the nearest end.
    @Test func atRestTheNearestPosition() {
        #expect(Self.settle(.start, proposed: 140) == 100)  // 40 from 100, 60 from 200
        #expect(Self.settle(.center, proposed: 140) == 175)  // 35 from 175, 90 from 50
        #expect(Self.settle(.end, proposed: 140) == 150)  // 10 from 150
        #expect(Self.settle(.start, proposed: 280) == 350)  // 70 from 350, 80 from 200
        #expect(Self.settle(.center, proposed: 24) == 0)  // 24 from 0, 26 from 50
        #expect(Self.settle(.end, proposed: 200) == 150)  // as near 150 as 250: the first
        #expect(Self.settle(.start, proposed: -30) == 0)
        #expect(Self.settle(.center, proposed: 1000) == 350)
        // stop: always changes nothing at rest.
        #expect(Self.settle(.start, stop: .always, proposed: 140) == 100)
    }

    /// Moving, the nearest position past the start in the scroll's direction; with
    /// `stop: always`, the first one past the start.
    @Test func movingNeverSnapsBackAndStopAlwaysStopsAtTheNext() {
        // Down from 90 to 330: past 90 lie 100, 200, 350; nearest 330 is 350; the first is 100.
        #expect(Self.settle(.start, proposed: 330, velocity: 1000, from: 90) == 350)
        #expect(Self.settle(.start, stop: .always, proposed: 330, velocity: 1000, from: 90) == 100)
        // Down from 90 to 140: 100 (40 away) is nearer than 200.
        #expect(Self.settle(.start, proposed: 140, velocity: 500, from: 90) == 100)
        // Up from 260 to 120: below 260 lie 0, 100, 200; nearest 120 is 100; the first is 200.
        #expect(Self.settle(.start, proposed: 120, velocity: -1000, from: 260) == 100)
        #expect(Self.settle(.start, stop: .always, proposed: 120, velocity: -1000, from: 260) == 200)
        // Centre, down from 50 to 290: past 50 lie 175, 300, 350; nearest 300; first 175.
        #expect(Self.settle(.center, proposed: 290, velocity: 800, from: 50) == 300)
        #expect(Self.settle(.center, stop: .always, proposed: 290, velocity: 800, from: 50) == 175)
        // End, a small fling down from 0 that would stop at 10: not back to 0, on to 150.
        #expect(Self.settle(.end, proposed: 10, velocity: 100, from: 0) == 150)
        // Down past the last position: the end of the range.
        #expect(Self.settle(.end, proposed: 500, velocity: 2000, from: 350) == 350)
    }

    /// Without the start, UIKit's projection gives it: a fling at 1,000 pt/s glides
    /// 1000/1000 · 0.998/0.002 = 499 pt, so one proposed at 590 started at 91.
    @Test func theStartFromUIKitsProjection() {
        #expect(abs(ScrollSnap.projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(Self.settle(.start, proposed: 590, velocity: 1000) == 350)
        #expect(Self.settle(.start, stop: .always, proposed: 590, velocity: 1000) == 100)
    }

    /// A content shorter than the viewport does not scroll: everything settles at 0.
    @Test func shortContentSettlesAtZero() {
        let snap = ScrollSnap(align: .center)
        #expect(snap.settlingOffset(proposed: 40, velocity: 0, viewportLength: 800, itemLengths: [100, 100]) == 0)
        #expect(snap.settlingOffset(proposed: 40, velocity: 0, viewportLength: 800, itemLengths: []) == 0)
    }
}

/// The edges of the rules: ties between two snap positions, and the tolerance below which a
/// position counts as where the scroll started rather than ahead of it (10⁻⁶ pt).
@Suite struct ScrollSnapEdgeTests {
    /// At rest, halfway between two positions: the first (the CSS spec leaves the choice to
    /// the browser; the engine's documentation says the first). 150 is 50 from 100 and 200.
    @Test func aTieAtRestTakesTheFirst() {
        let snap = ScrollSnap(align: .start)
        #expect(snap.settlingOffset(proposed: 150, velocity: 0, viewportLength: 200, itemLengths: ScrollSnapTests.rows) == 100)
        // Moving down from 0, the tie between 100 and 200 ahead also takes the first.
        #expect(snap.settlingOffset(proposed: 150, velocity: 10, from: 0, viewportLength: 200, itemLengths: ScrollSnapTests.rows) == 100)
        // Moving up from 350, the tie between 200 and 100 behind takes the first in the list, 100.
        #expect(snap.settlingOffset(proposed: 150, velocity: -10, from: 350, viewportLength: 200, itemLengths: ScrollSnapTests.rows) == 100)
    }

    /// Moving down from the end (350, the last position), no position lies ahead, so the
    /// nearest to the proposed 150 is taken: 100 and 200 are both 50 away, and the tie takes
    /// the first, as at rest.
    @Test func aTiePastTheLastPositionTakesTheFirst() {
        let snap = ScrollSnap(align: .start)
        #expect(snap.settlingOffset(proposed: 150, velocity: 10, from: 350, viewportLength: 200, itemLengths: ScrollSnapTests.rows) == 100)
    }

    /// Rows 10⁻⁶, 100 and 100 tall in a 50 pt viewport: snap positions 0, 10⁻⁶ and 100 + 10⁻⁶.
    /// A scroll moving down from 0 does not count the position exactly 10⁻⁶ ahead (the
    /// tolerance): with `stop: always` it stops at the next one. Twice that is ahead.
    @Test func aPositionWithinTheToleranceIsNotAhead() {
        let always = ScrollSnap(align: .start, stop: .always)
        let tiny = 1e-6
        #expect(always.settlingOffset(proposed: 1, velocity: 10, from: 0, viewportLength: 50, itemLengths: [tiny, 100, 100]) == 100 + tiny)
        #expect(
            always.settlingOffset(proposed: 1, velocity: 10, from: 0, viewportLength: 50, itemLengths: [2 * tiny, 100, 100]) == 2 * tiny)
        // Upward from 100 + 2·10⁻⁶: the position 100 + 10⁻⁶ is within the tolerance, so the
        // first one ahead is 10⁻⁶.
        #expect(
            always.settlingOffset(proposed: 0, velocity: -10, from: 100 + 2 * tiny, viewportLength: 50, itemLengths: [tiny, 100, 100])
                == tiny)
    }
}
