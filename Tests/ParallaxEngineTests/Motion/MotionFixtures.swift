import ParallaxEngine

/// Animators whose one value is their timeline's progress, so a test reads the progress an
/// evaluation used: a `translationY` track from 0 at stop 0 to 1 at stop 1, extended past both.
enum MotionFixtures {
    /// A `scroll` timeline over offsets 0…1000 (progress = offset / 1000), smoothed by `smoothing`.
    static func scrollAnimator(smoothing: String?) throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 1000), tracks: [progressTrack],
                smoothing: try smoothing.map(spring)),
            context: [:])
    }

    /// ``scrollAnimator(smoothing:)`` with a track from 0 to 1000: its value is the progress in
    /// points of the scroll, so a value reads as an offset.
    static func pointsAnimator(smoothing: String) throws -> Animator {
        let keyframes = [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1000))]
        return try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 1000),
                tracks: [TrackDefinition(target: "card", channel: .translationY, keyframes: keyframes, extrapolation: .extend)],
                smoothing: try spring(smoothing)),
            context: [:])
    }

    /// A `velocity` timeline from −3000 to 3000 points per second, smoothed by `smoothing`.
    static func velocityAnimator(smoothing: String? = nil, channel: Channel = .translationY) throws -> Animator {
        try Animator(
            AnimatorDefinition(
                timeline: .velocity(from: -3000, to: 3000),
                tracks: [TrackDefinition(target: "card", channel: channel, keyframes: unitKeyframes, extrapolation: .extend)],
                smoothing: try smoothing.map(spring)),
            context: [:])
    }

    static let unitKeyframes = [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1))]
    static let progressTrack = TrackDefinition(
        target: "card", channel: .translationY, keyframes: unitKeyframes, extrapolation: .extend)

    /// The spring `text` spells (`spring(duration: 0.4, bounce: 0)`).
    static func spring(_ text: String) throws -> SpringEasing {
        guard case .spring(let spring) = try Easing(parsing: text) else { throw EngineError(field: "spring", problem: text) }
        return spring
    }

    /// The scroll at content offset `offset` (viewport 800, an item at 0).
    static func geometry(offset: Double) -> ScrollMetrics {
        verticalGeometry(offset: offset, itemTop: 0, itemHeight: 100)
    }

    /// Evaluates `animator` for the scroll path `offset(t)` at each of `times`, in one
    /// `MotionState`; returns the one value at each time.
    static func play(_ animator: Animator, at times: [Double], offset: (Double) -> Double) -> [Double] {
        var motion = MotionState()
        var values = [Double](repeating: 0, count: animator.slotCount)
        return times.map { time in
            animator.evaluate(geometry(offset: offset(time)), at: time, motion: &motion, into: &values)
            return values[0]
        }
    }
}
