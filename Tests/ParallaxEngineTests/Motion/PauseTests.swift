import Foundation
import ParallaxEngine
import Testing

/// A host stops evaluating once the motion settles; the frame after such a pause moves toward
/// its target for one frame interval, not for the whole pause. Expected values come from the
/// critically damped closed form, `spring(duration: 0.4, bounce: 0)` (`ω = 2π/0.4`): from
/// distance `x₀` and speed `v₀`, `x(τ) = (x₀ + (v₀ + ωx₀)τ)·e^(−ωτ)` and
/// `x′(τ) = (v₀ − ω(v₀ + ωx₀)τ)·e^(−ωτ)`.
@Suite struct PauseTests {
    static let omega = 2 * Double.pi / 0.4

    static func critical(_ x0: Double, _ v0: Double, after tau: Double) -> (x: Double, v: Double) {
        let envelope = exp(-omega * tau)
        return ((x0 + (v0 + omega * x0) * tau) * envelope, (v0 - omega * (v0 + omega * x0) * tau) * envelope)
    }

    /// Settled at 0 through frames at `rate` Hz up to 1 s, nothing evaluated until 3 s, the
    /// scroll at 500 from then on: the frame at 3 s shows one frame interval of the glide,
    /// `500 + x(1/rate)`, and each later frame `500 + x(k/rate + 1/rate)`.
    @Test(arguments: [60.0, 120.0])
    func theFirstFrameAfterARestGlidesOneFrame(rate: Double) throws {
        let animator = try MotionFixtures.pointsAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        let before = (0...Int(rate)).map { Double($0) / rate }
        let after = (0...30).map { 3 + Double($0) / rate }
        let played = MotionFixtures.play(animator, at: before + after) { $0 < 2 ? 0 : 500 }
        #expect(played.prefix(before.count).allSatisfy { $0 == 0 })
        for (index, value) in played.suffix(after.count).enumerated() {
            let expected = 500 + Self.critical(-500, 0, after: Double(index + 1) / rate).x
            #expect(abs(value - expected) < 1e-9, "frame \(index) after the rest: \(value), closed form \(expected)")
        }
        let first = played[before.count]
        #expect(first > 0 && first < 500 * 0.05, "one frame's glide, not the whole rest's: \(first)")
    }

    /// A pause while the spring still moves: over the pause it keeps moving toward the target it
    /// had, and only the pause's last frame interval (1/60 s) moves toward the new one.
    @Test func aPauseWhileMovingFinishesTowardTheOldTarget() throws {
        let animator = try MotionFixtures.pointsAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        let times = [0, 1.0 / 60, 2.0 / 60, 0.6]
        let played = MotionFixtures.play(animator, at: times) { $0 <= 0 ? 0 : $0 < 0.5 ? 500 : 800 }
        let atPauseStart = Self.critical(-500, 0, after: 2.0 / 60)
        #expect(abs(played[2] - (500 + atPauseStart.x)) < 1e-9)
        let beforeLastFrame = Self.critical(atPauseStart.x, atPauseStart.v, after: 0.6 - 2.0 / 60 - 1.0 / 60)
        let expected = 800 + Self.critical(beforeLastFrame.x + 500 - 800, beforeLastFrame.v, after: 1.0 / 60).x
        #expect(abs(played[3] - expected) < 1e-9, "\(played[3]), closed form \(expected)")
    }

    /// An interval just under ``MotionState/longestFrame`` (0.09 s) is still one frame: the whole
    /// of it moves toward the new target, so such frames agree with the closed form from the step.
    @Test func aLongFrameIsNoPause() throws {
        let animator = try MotionFixtures.pointsAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        #expect(MotionState.longestFrame == 0.1)
        let times = (0...5).map { Double($0) * 0.09 }
        let played = MotionFixtures.play(animator, at: times) { $0 <= 0 ? 0 : 500 }
        for (time, value) in zip(times, played).dropFirst() {
            let expected = 500 + Self.critical(-500, 0, after: time).x
            #expect(abs(value - expected) < 1e-9, "t = \(time)")
        }
    }

    /// The frame interval a pause's end uses is the newest one seen that was no pause, 1/60 s
    /// before any.
    @Test func theFrameIntervalIsTheNewestFrameThatWasNoPause() throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        var motion = MotionState()
        var values = [0.0]
        #expect(motion.frameInterval == 1.0 / 60)
        for time in [0, 0.01, 0.03, 0.5] {
            animator.evaluate(MotionFixtures.geometry(offset: 0), at: time, motion: &motion, into: &values)
        }
        #expect(abs(motion.frameInterval - 0.02) < 1e-15)
    }
}
