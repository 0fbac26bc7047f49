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
}
