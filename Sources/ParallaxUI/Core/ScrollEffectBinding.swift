import ParallaxEngine

/// Everything kept for one bound item, in one slot of ``ScrollEffectsCore``'s table: what to
/// evaluate, where its values land, what to show them on, and what to restore when it leaves.
/// State an item keeps from one frame to the next belongs here too.
@usableFromInline
struct ScrollEffectBinding<View: AnyObject> {
    /// One target of the animator and the view that shows it.
    @usableFromInline
    struct Target {
        @usableFromInline let view: View
        /// Where the target's channels are in ``values``.
        @usableFromInline let channels: TargetChannels
    }

    /// The view whose frame drives the timeline.
    @usableFromInline let item: View
    @usableFromInline let animator: Animator
    /// The animator's targets that have a view, in the animator's order.
    @usableFromInline let targets: [Target]
    /// The last frame's values (the animator's `slotCount` of them).
    @usableFromInline var values: [Double]
    /// The target views' own values, laid out as the animator's values: shown again when the
    /// binding ends.
    @usableFromInline let ownValues: [Double]
    /// The target views' own values for Parade states that rest at `"underlying"`; nil when
    /// the animator reads none.
    @usableFromInline let underlying: UnderlyingValues?
    @usableFromInline let reducedMotion: ReducedMotionPolicy
    /// The policy's resting values for the current viewport, while reduced motion is on.
    @usableFromInline var reducedMotionFilter: ReducedMotionFilter?

    /// Evaluates the animator for `geometry` into ``values``, then applies the reduced-motion
    /// filter when `reduceMotion` is on and the binding has one.
    @inlinable
    mutating func evaluate(_ geometry: ScrollMetrics, reduceMotion: Bool) {
        animator.evaluate(geometry, underlying: underlying, into: &values)
        if reduceMotion, let filter = reducedMotionFilter { filter.apply(to: &values) }
    }

    /// Shows each target's state in ``values`` on its view, in the animator's target order.
    @inlinable @MainActor
    func show<Host: ScrollEffectsHost>(on host: Host) where Host.View == View {
        values.withUnsafeBufferPointer { values in
            for target in targets { host.apply(ViewState(target.channels, in: values), to: target.view) }
        }
    }
}
