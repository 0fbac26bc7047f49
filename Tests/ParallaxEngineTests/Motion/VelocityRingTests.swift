import ParallaxEngine
import Testing

/// The edges of the velocity's sample ring: which samples it keeps (the last eight, a repeated
/// time replacing the newest) and a sample exactly one window back.
@Suite struct VelocityRingTests {
    /// Records `samples` (time, offset) in one state and returns its velocity after the last.
    static func velocity(after samples: [(time: Double, offset: Double)]) throws -> Double {
        let animator = try MotionFixtures.scrollAnimator(smoothing: nil)
        var motion = MotionState()
        var values = [0.0]
        for sample in samples {
            animator.evaluate(MotionFixtures.geometry(offset: sample.offset), at: sample.time, motion: &motion, into: &values)
        }
        return motion.velocity
    }

    /// Twenty samples 2 ms apart on `x = 2000t²`: eight are kept, spanning 14 ms, less than the
    /// window, so the estimate is the difference over those eight (the documentation's
    /// reference, ``VelocityTests/windowDifference(_:)``): `(x(0.038) − x(0.024)) / 0.014`,
    /// which is `2000 · (0.038 + 0.024)` = 124 pt/s.
    @Test func closeSamplesSpanTheEightKept() throws {
        let samples = (0..<20).map { index -> (time: Double, offset: Double) in
            let time = Double(index) * 0.002
            return (time, 2000 * time * time)
        }
        let measured = try Self.velocity(after: samples)
        #expect(isClose(measured, 124, tolerance: 1e-9))
        #expect(isClose(measured, VelocityTests.windowDifference(samples), tolerance: 1e-9))
    }

    /// A sample at the same time as the newest replaces it instead of taking a slot: after one
    /// sample at 0 (offset 0) and ten at 0.01 (offsets 1…10), the ring holds (0, 0) and
    /// (0.01, 10), so the velocity is 10 / 0.01 = 1000 pt/s.
    @Test func aRepeatedTimeReplacesTheNewest() throws {
        let samples = [(time: 0.0, offset: 0.0)] + (1...10).map { (time: 0.01, offset: Double($0)) }
        #expect(isClose(try Self.velocity(after: samples), 1000, tolerance: 1e-9))
    }

    /// A sample exactly one window back (its time is `now − 0.05` as the clock rounds it) is
    /// the one measured from, and the difference is divided by the window itself, 0.05, not by
    /// the two times' rounded difference (0.3 − 0.25 is 0.04999999999999999 in doubles).
    @Test func aSampleOneWindowBackIsMeasuredOverTheWindow() throws {
        let now = 0.3
        let samples = [(time: now - MotionState.velocityWindow, offset: 10.0), (time: now, offset: 40.0)]
        #expect(try Self.velocity(after: samples) == 30 / 0.05)
    }
}
