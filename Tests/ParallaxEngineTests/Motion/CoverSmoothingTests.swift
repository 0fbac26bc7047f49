import Foundation
import Testing

@testable import ParallaxEngine

/// Smoothing of the commonest animator, one linear track on a `cover` view timeline (the Aeris
/// cell), which the engine steps in line in the caller, and of the same animator through the
/// general evaluation (taken when underlying values are given): both against the closed form.
/// Item 100 pt tall at content y 1000 in an 800 pt viewport: `cover` runs from offset 200
/// (progress 0) to 1100 (progress 1), so the track from 0 to 1 reads `(offset − 200) / 900`.
@Suite struct CoverSmoothingTests {
    static func animator(smoothing: String) throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .view(ViewTimeline()), tracks: [MotionFixtures.progressTrack],
                smoothing: try MotionFixtures.spring(smoothing)),
            context: [:])
    }

    static func geometry(offset: Double, topInset: Double = 0) -> ScrollMetrics {
        verticalGeometry(
            offset: offset, itemTop: 1000, itemHeight: 100, insets: .init(top: topInset, left: 0, bottom: 0, right: 0))
    }

    /// Plays `offset(t)` at `times`; `general` hands underlying values in, which takes the
    /// general evaluation instead of the in-line one.
    static func play(_ animator: Animator, general: Bool, at times: [Double], offset: (Double) -> Double) -> [Double] {
        var motion = MotionState()
        var values = [0.0]
        let underlying = general ? animator.makeUnderlyingValues() : nil
        return times.map { time in
            animator.evaluate(geometry(offset: offset(time)), at: time, motion: &motion, underlying: underlying, into: &values)
            return values[0]
        }
    }

    /// The scroll rests at 290 (progress 0.1) up to and including 0.25 s, then is at 740
    /// (progress 0.6); frames at 60 Hz: progress `0.6 + x(t − 0.25)` with `x₀ = −0.5` from the
    /// first frame after the jump on.
    @Test(arguments: [(0.4, 0.0), (0.35, 0.4), (0.6, -0.6)], [false, true])
    func stepFollowsTheClosedForm(spring: (duration: Double, bounce: Double), general: Bool) throws {
        let animator = try Self.animator(smoothing: "spring(duration: \(spring.duration), bounce: \(spring.bounce))")
        let times = (0...90).map { Double($0) / 60 }
        let played = Self.play(animator, general: general, at: times) { $0 <= 0.25 ? 290 : 740 }
        for (time, value) in zip(times, played) {
            let expected =
                time <= 0.25
                ? 0.1
                : 0.6
                    + SmoothingTests.stepResponse(
                        distance: -0.5, after: time - 0.25, duration: spring.duration, bounce: spring.bounce)
            #expect(isClose(value, expected, tolerance: 1e-12), "t = \(time): \(value), closed form \(expected)")
        }
    }

    /// Frames whose intervals wander around 1/60 s, by up to the first-order step's limit, up
    /// to the second-order one's, and beyond it (a new transition every frame), in line and
    /// through the general evaluation: the scroll moves just after the first frame (at 0), so
    /// the smoothed progress is on the closed-form step response from 0 at each later frame
    /// (none is a pause: every interval is shorter than ``MotionState/longestFrame``).
    @Test(arguments: [(0.4, 0.0), (0.35, 0.4), (0.6, -0.6)], [false, true])
    func jitteredFramesFollowTheClosedForm(spring: (duration: Double, bounce: Double), general: Bool) throws {
        let text = "spring(duration: \(spring.duration), bounce: \(spring.bounce))"
        let animator = try Self.animator(smoothing: text)
        let stepper = SmoothingSpring(try MotionFixtures.spring(text))
        for wander in [stepper.firstOrderLimit, stepper.nudgeLimit, 1e-3] {
            var generator = SeededGenerator(seed: 21)
            var times = [0.0]
            for _ in 0..<90 { times.append(times.last! + 1.0 / 60 + wander * Double.random(in: -1...1, using: &generator)) }
            let played = Self.play(animator, general: general, at: times) { $0 <= 0 ? 290 : 740 }
            for (time, value) in zip(times.dropFirst(), played.dropFirst()) {
                let expected =
                    0.6
                    + SmoothingTests.stepResponse(distance: -0.5, after: time, duration: spring.duration, bounce: spring.bounce)
                #expect(isClose(value, expected, tolerance: 1e-12), "wander \(wander), t = \(time): \(value), closed form \(expected)")
            }
        }
    }

    /// Frames nanoseconds apart (intervals shorter than the first-order step's limit), a frame
    /// at the same time and ones back in time: the smoothed progress stays on the closed form
    /// from the step just after 0, and a frame back in time starts over, settling on its
    /// scroll's progress.
    @Test(arguments: [false, true])
    func tinyAndBackwardIntervalsFollowTheGeneralRules(general: Bool) throws {
        let animator = try Self.animator(smoothing: "spring(duration: 0.4, bounce: 0)")
        let frame = 1.0 / 60
        let times = [0, frame, frame + 4e-9, frame + 8e-9, frame + 8e-9, 2 * frame + 8e-9, 0.05, 0.05 + 4e-9, 0.05 + frame]
        let played = Self.play(animator, general: general, at: times + [0]) { $0 <= 0 ? 290 : 740 }
        for (time, value) in zip(times.dropFirst(), played.dropFirst()) {
            let expected = 0.6 + SmoothingTests.stepResponse(distance: -0.5, after: time, duration: 0.4, bounce: 0)
            #expect(isClose(value, expected, tolerance: 1e-12), "t = \(time): \(value), closed form \(expected)")
        }
        #expect(played.last == 0.1)
        // 4 ns back after a 4 ns interval (within the first-order step's limit of it): a new start.
        let back = Self.play(animator, general: general, at: [0, 0.25, 0.25 + 4e-9, 0.25 + 8e-9, 0.25 + 4e-9]) {
            $0 < 0.2 ? 290 : 740
        }
        #expect(back.last == 0.6)
    }

    /// The in-line step records every frame's sample: a steady scroll of 1200 pt/s (under a top
    /// inset, which moves every offset alike) reads 1200 once the samples span the window, and
    /// a scroll that stops settles.
    @Test func recordsTheScrollForVelocityAndSettling() throws {
        let animator = try Self.animator(smoothing: "spring(duration: 0.4, bounce: 0)")
        var motion = MotionState()
        var values = [0.0]
        for frame in 0...12 {
            let time = Double(frame) / 60
            animator.evaluate(Self.geometry(offset: 300 + 1200 * time, topInset: 30), at: time, motion: &motion, into: &values)
        }
        #expect(isClose(motion.velocity, 1200))
        #expect(!motion.isSettled)
        for frame in 13...400 {
            animator.evaluate(Self.geometry(offset: 540, topInset: 30), at: Double(frame) / 60, motion: &motion, into: &values)
        }
        #expect(motion.velocity == 0)
        #expect(motion.isSettled)
        #expect(isClose(values[0], (540 - 200) / 900.0, tolerance: 1e-7))
    }
}
