/// Applies a preset's reduced-motion policy to an animator's values: `resting` replaces every
/// value with its resting value, `opacity-only` every value but `alpha`, `none` changes nothing.
///
/// The resting values are the animator's values for the item centred in the viewport at content
/// offset 0: Parade's identity state at the centre (progress ½), an entrance's end state, a
/// header's unscrolled state, a parallax image centred in its row.
///
/// ```swift
/// let filter = ReducedMotionFilter(policy: .opacityOnly, animator: animator,
///                                  restingGeometry: ReducedMotionFilter.restingGeometry(viewport: size, axis: .vertical, itemLength: 100))
/// animator.evaluate(geometry, into: &values)
/// if UIAccessibility.isReduceMotionEnabled { filter.apply(to: &values) }
/// ```
public struct ReducedMotionFilter: Sendable {
    /// The policy applied.
    public let policy: ReducedMotionPolicy
    private let resting: [Double]
    private let keepsLiveValue: [Bool]

    /// A filter for `animator`'s slots, its resting values evaluated once at `restingGeometry`
    /// (with the view's own `underlying` values, for Parade states that rest at them).
    public init(
        policy: ReducedMotionPolicy, animator: Animator, restingGeometry: ScrollMetrics, underlying: UnderlyingValues? = nil
    ) {
        self.policy = policy
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(restingGeometry, underlying: underlying, into: &values)
        resting = values
        keepsLiveValue = animator.slots.map { slot in
            switch policy {
            case .none: true
            case .opacityOnly: slot.channel == .alpha
            case .resting: false
            }
        }
    }

    /// The item centred in the viewport along `axis`, at content offset 0.
    public static func restingGeometry(viewport: ScrollMetrics.Size, axis: ScrollAxis, itemLength: Double) -> ScrollMetrics {
        switch axis {
        case .vertical:
            return ScrollMetrics(
                viewportSize: viewport, contentOffset: .init(x: 0, y: 0),
                itemFrame: .init(x: 0, y: (viewport.height - itemLength) / 2, width: viewport.width, height: itemLength))
        case .horizontal:
            return ScrollMetrics(
                viewportSize: viewport, contentOffset: .init(x: 0, y: 0),
                itemFrame: .init(x: (viewport.width - itemLength) / 2, y: 0, width: itemLength, height: viewport.height))
        }
    }

    /// Replaces the values the policy holds still with their resting values; `values` holds at
    /// least the animator's `slotCount` values.
    public func apply(to values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { apply(to: $0) }
    }

    /// Replaces the values the policy holds still with their resting values; `values` holds at
    /// least the animator's `slotCount` values.
    public func apply(to values: UnsafeMutableBufferPointer<Double>) {
        for index in resting.indices where !keepsLiveValue[index] {
            values[index] = resting[index]
        }
    }
}

extension ReducedMotionFilter {
    /// Evaluates `animator` for a user who asked for less motion, and applies the policy: with
    /// `motion` when the policy ``ReducedMotionPolicy/keepsMotion`` (`none`), else without it
    /// (no smoothing, velocity 0; `motion` is left as it was).
    public func evaluate(
        _ animator: Animator, _ geometry: ScrollMetrics, at time: Double, motion: inout MotionState,
        underlying: UnderlyingValues? = nil, into values: inout [Double]
    ) {
        if policy.keepsMotion {
            animator.evaluate(geometry, at: time, motion: &motion, underlying: underlying, into: &values)
        } else {
            animator.evaluate(geometry, underlying: underlying, into: &values)
        }
        apply(to: &values)
    }
}
