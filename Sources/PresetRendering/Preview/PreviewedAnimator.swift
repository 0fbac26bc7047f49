import ParallaxEngine

/// An animator as a preview evaluates it: with the view's own values for Parade states that
/// rest at `"underlying"` (from `--underlying`), and the preset's reduced-motion filter when
/// `--reduced-motion` asks for it.
struct PreviewedAnimator {
    let animator: Animator
    let underlying: UnderlyingValues?
    let reducedMotion: ReducedMotionFilter?

    /// Writes every slot's value for `geometry` into `buffer` (at least `slotCount` long).
    func evaluate(_ geometry: ScrollMetrics, into buffer: inout [Double]) {
        animator.evaluate(geometry, underlying: underlying, into: &buffer)
        reducedMotion?.apply(to: &buffer)
    }

    /// Writes every slot's value for `geometry` at `time` (seconds) into `buffer`, the frame
    /// recorded in `motion`: smoothing and velocity play, unless the reduced-motion filter's
    /// policy turns them off.
    func evaluate(_ geometry: ScrollMetrics, at time: Double, motion: inout MotionState, into buffer: inout [Double]) {
        if let reducedMotion {
            reducedMotion.evaluate(animator, geometry, at: time, motion: &motion, underlying: underlying, into: &buffer)
        } else {
            animator.evaluate(geometry, at: time, motion: &motion, underlying: underlying, into: &buffer)
        }
    }
}
