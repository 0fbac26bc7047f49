import ParallaxEngine

/// One view's evaluation for `.scrollEffect(_:target:)`: the animator's buffer, kept between
/// frames (made again only when the animator's size changes), and the target's state for a
/// geometry, with a reduced-motion policy applied when asked.
public final class ScrollEffectEvaluator {
    private var values: [Double] = []

    /// An evaluator with nothing evaluated yet.
    public init() {}

    /// `target`'s state from `animator` for `geometry`; with `reducedMotion` set (the user asks
    /// for less motion), that policy's resting values (the item centred in this viewport)
    /// replace the ones it holds still.
    public func state(
        of target: String, animator: Animator, geometry: ScrollMetrics, reducedMotion: ReducedMotionPolicy? = nil
    ) -> ViewState {
        if values.count != animator.slotCount { values = [Double](repeating: 0, count: animator.slotCount) }
        animator.evaluate(geometry, into: &values)
        if let policy = reducedMotion, policy != .none {
            let resting = ReducedMotionFilter.restingGeometry(
                viewport: geometry.viewportSize, axis: animator.axis, itemLength: geometry.itemLength(along: animator.axis))
            ReducedMotionFilter(policy: policy, animator: animator, restingGeometry: resting).apply(to: &values)
        }
        return animator.viewState(of: target, in: values)
    }
}
