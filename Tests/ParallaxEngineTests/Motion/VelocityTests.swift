import ParallaxEngine
import Testing

/// The velocity estimate against finite differences of known scroll paths: over the last
/// 50 ms, `(x(t) − x̃(t − 0.05)) / 0.05`, with `x̃` the straight line between the two samples
/// around `t − 0.05` (or, before the samples reach back that far, from the oldest one).
@Suite struct VelocityTests {
    /// The estimate a plain reading of the documentation gives for `samples` (time, offset),
    /// the newest last, of which the state keeps the last 8.
    static func windowDifference(_ samples: [(time: Double, offset: Double)]) -> Double {
        let kept = Array(samples.suffix(8))
        guard kept.count > 1, let now = kept.last else { return 0 }
        let horizon = now.time - 0.05
        for index in stride(from: kept.count - 2, through: 0, by: -1) where kept[index].time <= horizon {
            let (older, newer) = (kept[index], kept[index + 1])
            let then = older.offset + (newer.offset - older.offset) * (horizon - older.time) / (newer.time - older.time)
            return (now.offset - then) / 0.05
        }
        return (now.offset - kept[0].offset) / (now.time - kept[0].time)
    }

    /// Records `path` at `times` and returns the velocity after each sample.
    static func velocities(at times: [Double], path: (Double) -> Double) throws -> [Double] {
        let animator = try MotionFixtures.scrollAnimator(smoothing: nil)
        var motion = MotionState()
        var values = [0.0]
        return times.map { time in
            animator.evaluate(MotionFixtures.geometry(offset: path(time)), at: time, motion: &motion, into: &values)
            return motion.velocity
        }
    }

    static func unevenTimes(count: Int, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        var times = [0.0]
        for _ in 1..<count { times.append(times.last! + Double.random(in: 0.004...0.034, using: &generator)) }
        return times
    }

    /// A steady scroll at 1,800 pt/s reads exactly 1,800 pt/s from the second sample on, however
    /// unevenly the frames arrive; the first sample reads 0.
    @Test func steadyScrollIsExact() throws {
        let times = Self.unevenTimes(count: 60, seed: 7)
        let measured = try Self.velocities(at: times) { 120 + 1800 * $0 }
        #expect(measured[0] == 0)
        for value in measured.dropFirst() { #expect(isClose(value, 1800, tolerance: 1e-6)) }
    }

    /// An accelerating scroll `x = 300t + 2000t²` at uneven frames: each estimate is the
    /// window difference of the samples, which is within the interpolation error of the
    /// derivative at the window's middle, `300 + 4000(t − 0.025)`.
    @Test func acceleratingScrollMatchesFiniteDifferences() throws {
        let times = Self.unevenTimes(count: 80, seed: 11)
        func path(_ time: Double) -> Double { 300 * time + 2000 * time * time }
        let measured = try Self.velocities(at: times, path: path)
        var samples: [(time: Double, offset: Double)] = []
        for (time, value) in zip(times, measured) {
            samples.append((time, path(time)))
            #expect(isClose(value, Self.windowDifference(samples), tolerance: 1e-7), "t = \(time)")
            if time > 0.1 {
                // Linear interpolation of a parabola errs by at most a·h²/4 over a step h ≤ 34 ms.
                let bound = 2000 * 0.034 * 0.034 / 4 / 0.05
                #expect(abs(value - (300 + 4000 * (time - 0.025))) <= bound + 1e-9, "t = \(time)")
            }
        }
    }

    /// A path that stops: 50 ms after the last move the velocity is exactly 0; a sample after
    /// a pause measures the mean speed over it.
    @Test func stopsAndPauses() throws {
        let times = (0...30).map { Double($0) / 60 } + [1.5]
        let measured = try Self.velocities(at: times) { time in time <= 0.25 ? 2000 * time : time < 1 ? 500 : 530 }
        #expect(isClose(measured[10], 2000, tolerance: 1e-6))
        #expect(measured[19] == 0)  // 0.3167 s: 66 ms after the last move
        #expect(isClose(measured[31], 30 / 0.05 * (0.05 / (1.5 - 0.5)), tolerance: 1e-9))
    }

    /// The velocity timeline maps −3000…3000 pt/s onto 0…1, clamped; without a motion state
    /// (and in a state's first frame) the scroll is at rest: 0.5.
    @Test func velocityTimelineMapsAndClamps() throws {
        let animator = try MotionFixtures.velocityAnimator()
        #expect(animator.usesMotion)
        var values = [0.0]
        animator.evaluate(MotionFixtures.geometry(offset: 400), into: &values)
        #expect(values[0] == 0.5)
        let times = (0...12).map { Double($0) / 120 }
        #expect(MotionFixtures.play(animator, at: times) { 1500 * $0 }.last.map { isClose($0, 0.75) } == true)
        #expect(MotionFixtures.play(animator, at: times) { -1200 * $0 }.last.map { isClose($0, 0.3) } == true)
        #expect(MotionFixtures.play(animator, at: times) { 9000 * $0 }.last == 1)
        #expect(MotionFixtures.play(animator, at: times) { -9000 * $0 }.last == 0)
        #expect(MotionFixtures.play(animator, at: [0]) { _ in 300 } == [0.5])
    }

    /// A velocity timeline's `from` must be below its `to`.
    @Test func velocityWindowMustIncrease() {
        for (from, to) in [(3000.0, -3000.0), (10, 10), (.nan, 1)] {
            #expect(throws: EngineError.self) {
                try Animator(
                    AnimatorDefinition(timeline: .velocity(from: from, to: to), tracks: [MotionFixtures.progressTrack]), context: [:])
            }
        }
    }

    /// Under `resting` and `opacity-only` the motion is off: the filter evaluates as if the
    /// scroll were at rest; under `none` it plays.
    @Test func reducedMotionTurnsVelocityOff() throws {
        let animator = try MotionFixtures.velocityAnimator(channel: .alpha)
        let resting = ReducedMotionFilter.restingGeometry(viewport: .init(width: 320, height: 800), axis: .vertical, itemLength: 100)
        for (policy, expected) in [(ReducedMotionPolicy.opacityOnly, 0.5), (.resting, 0.5), (.none, 0.75)] {
            let filter = ReducedMotionFilter(policy: policy, animator: animator, restingGeometry: resting)
            var motion = MotionState()
            var values = [0.0]
            for frame in 0...12 {
                let time = Double(frame) / 120
                filter.evaluate(animator, MotionFixtures.geometry(offset: 1500 * time), at: time, motion: &motion, into: &values)
            }
            #expect(isClose(values[0], expected), "\(policy): \(values[0])")
        }
    }
}
