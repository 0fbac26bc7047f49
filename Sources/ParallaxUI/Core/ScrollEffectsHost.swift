import ParallaxEngine

/// What ``ScrollEffectsCore`` asks of the views it animates, so that all of its logic is plain
/// Swift: `ScrollEffects` answers for `UIView`s in a `UIScrollView`, tests for a fake.
@MainActor
public protocol ScrollEffectsHost {
    /// A view: an item whose frame drives a timeline, or a target a state is shown on.
    associatedtype View: AnyObject

    /// `item`'s untransformed frame in the scroll view's content coordinates (its bounds size
    /// around its position, so a transform the item is given does not move its timeline).
    func frame(of item: View) -> ScrollMetrics.Rect

    /// Shows `state` on `view` at once (no implicit animation); a nil field leaves the view's
    /// own value.
    func apply(_ state: ViewState, to view: View)

    /// `view`'s own values now, read once when it is bound.
    func layerValues(of view: View) -> LayerValues
}
