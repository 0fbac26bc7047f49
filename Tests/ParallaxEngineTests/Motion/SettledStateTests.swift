import Testing

@testable import ParallaxEngine

/// When a motion state counts as settled (``MotionState/isSettled``): the smoothed progress
/// within 10⁻⁶ of its target and its speed within 10⁻⁵ per second, both scaled by the target's
/// size when it is above 1, and a scroll that has not moved. The thresholds are inclusive.
@Suite struct SettledStateTests {
    /// A state with one sample (velocity 0) whose smoothing is `distance` from `target` at `speed`.
    static func state(target: Double, distance: Double, speed: Double) -> MotionState {
        var state = MotionState()
        _ = state.record(offset: 0, at: 0)
        state.heldTarget = target
        state.smoothed = target + distance
        state.smoothedSpeed = speed
        return state
    }

    /// At target 0 the thresholds themselves (10⁻⁶, 10⁻⁵, exact in the state) still count as
    /// settled; the next number above does not.
    @Test func theThresholdsAreInclusive() {
        #expect(Self.state(target: 0, distance: 1e-6, speed: 1e-5).isSettled)
        #expect(Self.state(target: 0, distance: -1e-6, speed: -1e-5).isSettled)
        #expect(!Self.state(target: 0, distance: (1e-6).nextUp, speed: 0).isSettled)
        #expect(!Self.state(target: 0, distance: 0, speed: (1e-5).nextUp).isSettled)
        #expect(!Self.state(target: 0, distance: 0, speed: -(1e-5).nextUp).isSettled)
    }

    /// Above 1 the thresholds grow with the target: 0.9 and 1.1 times `10⁻⁶·|target|` (and
    /// `10⁻⁵·|target|` for the speed) fall on either side.
    @Test(arguments: [0.5, -1.0, 3.0, -250.0, 40_000.0])
    func theThresholdsScaleWithTheTarget(target: Double) {
        let scale = max(1, abs(target))
        #expect(Self.state(target: target, distance: 0.9e-6 * scale, speed: 0.9e-5 * scale).isSettled)
        #expect(!Self.state(target: target, distance: 1.1e-6 * scale, speed: 0).isSettled)
        #expect(!Self.state(target: target, distance: -1.1e-6 * scale, speed: 0).isSettled)
        #expect(!Self.state(target: target, distance: 0, speed: 1.1e-5 * scale).isSettled)
    }

    /// A scroll still moving keeps the state unsettled, whatever the smoothing.
    @Test func aMovingScrollIsNotSettled() {
        var state = MotionState()
        _ = state.record(offset: 0, at: 0)
        _ = state.record(offset: 10, at: 0.016)
        #expect(state.velocity != 0)
        #expect(!state.isSettled)
    }
}
