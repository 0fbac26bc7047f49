import ParallaxEngine

/// Everything kept for one bound item, one entry of ``ScrollEffectsCore``'s table: what to
/// evaluate, where its values land, what to show them on, and what to restore when it leaves.
/// State an item keeps from one frame to the next belongs here too.
///
/// A class, so a frame reads each binding through one reference: its constant fields need no
/// exclusivity check and its values buffer is memory it owns, written in place without a
/// closure (a closure run on the main actor costs a check of the executor per call).
@usableFromInline
final class ScrollEffectBinding<View: AnyObject> {
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
    /// The last frame's values (the animator's `slotCount` of them), owned by the binding.
    @usableFromInline let values: UnsafeMutableBufferPointer<Double>
    /// The state last shown on each target (``targets``' order), owned by the binding: a frame
    /// updates the animated fields in place instead of building a whole state.
    @usableFromInline let states: UnsafeMutableBufferPointer<ViewState>
    /// The target views' own values, laid out as the animator's values: shown again when the
    /// binding ends.
    @usableFromInline let ownValues: [Double]
    /// The target views' own values for Parade states that rest at `"underlying"`; nil when
    /// the animator reads none.
    @usableFromInline let underlying: UnderlyingValues?
    @usableFromInline let reducedMotion: ReducedMotionPolicy
    /// The policy's resting values for the current viewport, while reduced motion is on.
    @usableFromInline var reducedMotionFilter: ReducedMotionFilter?
    /// Whether the animator smooths its progress or reads the scroll's velocity
    /// (``Animator/usesMotion``): it is then evaluated with ``motion``.
    @usableFromInline let usesMotion: Bool
    /// The item's scroll samples and smoothed progress between frames (unused unless
    /// ``usesMotion``), owned by the binding; a new binding starts with none, so its first
    /// frame settles. Memory the binding owns, like ``values``: a frame updates it in place,
    /// with no exclusivity check and no copy of the state in and out.
    @usableFromInline let motion: UnsafeMutablePointer<MotionState>

    init(
        item: View, animator: Animator, targets: [Target], ownValues: [Double], underlying: UnderlyingValues?,
        reducedMotion: ReducedMotionPolicy
    ) {
        self.item = item
        self.animator = animator
        self.targets = targets
        self.ownValues = ownValues
        self.underlying = underlying
        self.reducedMotion = reducedMotion
        usesMotion = animator.usesMotion
        values = .allocate(capacity: ownValues.count)
        _ = values.initialize(from: ownValues)
        states = .allocate(capacity: targets.count)
        _ = states.initialize(from: targets.map { ViewState($0.channels, in: ownValues) })
        motion = .allocate(capacity: 1)
        motion.initialize(to: MotionState())
    }

    deinit {
        values.deallocate()
        states.deinitialize().deallocate()
        motion.deinitialize(count: 1).deallocate()
    }

    /// Evaluates the animator for `geometry` at `time` into ``values``, with ``motion`` when it
    /// ``usesMotion``, then applies the reduced-motion filter when `reduceMotion` is on and the
    /// binding has one. Under a policy that holds motion still (`resting`, `opacityOnly`: the
    /// binding has a filter), smoothing and velocity are off: the animator is evaluated without
    /// ``motion``, which is left as it was. Returns whether the item has motion still to show
    /// (its state is not settled): the host keeps calling for frames until none has.
    @inlinable
    func evaluate(_ geometry: ScrollMetrics, at time: Double, reduceMotion: Bool) -> Bool {
        let filter = reduceMotion ? reducedMotionFilter : nil
        var unsettled = false
        if usesMotion && filter == nil {
            unsettled = evaluateWithMotion(geometry, at: time)
        } else {
            animator.evaluate(geometry, underlying: underlying, into: values)
        }
        if let filter { filter.apply(to: values) }
        return unsettled
    }

    /// Evaluates the animator with ``motion`` into ``values``; returns whether the motion is
    /// unsettled. One call, out of line: the smoothed step the animator inlines stays out of the
    /// frame loop, which every stateless binding runs too.
    @usableFromInline @inline(never)
    func evaluateWithMotion(_ geometry: ScrollMetrics, at time: Double) -> Bool {
        animator.evaluate(geometry, at: time, motion: &motion.pointee, underlying: underlying, into: values)
        return !motion.pointee.isSettled
    }

    /// Shows each target's state in ``values`` on its view, in the animator's target order.
    @inlinable @MainActor
    func show<Host: ScrollEffectsHost>(on host: Host) where Host.View == View {
        let values = UnsafeBufferPointer(self.values)
        for index in targets.indices {
            states[index].update(targets[index].channels, in: values)
            host.apply(states[index], to: targets[index].view)
        }
    }
}
