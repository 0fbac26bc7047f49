#if canImport(UIKit)
    import ParallaxEngine
    import QuartzCore
    import UIKit

    /// Scroll-driven effects for one scroll view (a table, collection or plain scroll view):
    /// bind each item (a cell) to an animator and the views its preset names, and every scroll,
    /// resize and move of a bound item shows their states. The app writes no
    /// `scrollViewDidScroll`: the scroll view's content offset, bounds and insets, and each bound
    /// item's position and bounds, are observed.
    ///
    /// ```swift
    /// let effects = ScrollEffects(scrollView: tableView)
    /// // in tableView(_:cellForRowAt:), reused cells included:
    /// effects.bind(cell, animator: animator, targets: ["background": cell.backgroundImageView])
    /// ```
    ///
    /// Only bound items the visible area shows (plus ``visibilityMargin``) are evaluated; a
    /// frame allocates nothing, and states are shown without implicit animations. While
    /// `UIAccessibility.isReduceMotionEnabled`, each binding's `reducedMotion` policy applies,
    /// following the system's change notification (smoothing and velocity off unless the
    /// policy is `.none`). A preset that smooths or reads the scroll's velocity keeps a display
    /// link running while its motion is unsettled, so it glides to rest after the finger stops.
    /// The logic is ``ScrollEffectsCore``'s; this class only observes the views, reads and
    /// writes their layers, and runs the display link.
    @MainActor
    public final class ScrollEffects: NSObject {
        /// The scroll view observed.
        public let scrollView: UIScrollView
        private let core: ScrollEffectsCore<UIKitScrollHost>
        private var scrollObservations: [NSKeyValueObservation] = []
        private var itemObservations: [ObjectIdentifier: [NSKeyValueObservation]] = [:]
        /// Runs while a bound item's motion is unsettled (smoothing, velocity), then stops.
        private var displayLink: CADisplayLink?

        /// Effects for `scrollView`, which scrolls along `axis`.
        public init(scrollView: UIScrollView, axis: ScrollAxis = .vertical) {
            self.scrollView = scrollView
            core = ScrollEffectsCore(host: UIKitScrollHost(scrollView: scrollView), axis: axis, viewport: Self.viewport(of: scrollView))
            super.init()
            core.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            let render = MainThreadAction<UIScrollView> { [weak self] _ in self?.render() }
            scrollObservations = [
                scrollView.observe(\.contentOffset) { view, _ in render.run(view) },
                scrollView.observe(\.bounds) { view, _ in render.run(view) },
                scrollView.observe(\.contentInset) { view, _ in render.run(view) },
            ]
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionStatusDidChange), name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                object: nil)
        }

        /// How far beyond each end of the visible area an item is still evaluated, in points
        /// (50 by default).
        public var visibilityMargin: Double {
            get { core.visibilityMargin }
            set { core.visibilityMargin = newValue }
        }

        /// Called with the new size when the scroll view's size changes (rotation, split
        /// view), before the next frame is shown: bind the items again with animators resolved
        /// for that viewport.
        public var onViewportSizeChange: ((ScrollMetrics.Size) -> Void)? {
            get { core.onViewportSizeChange }
            set { core.onViewportSizeChange = newValue }
        }

        /// Animates `targets` with `animator` as `item` crosses the scroll view. A target the
        /// map lacks is `item` itself when the preset has one target. Binding a view again
        /// (cell reuse) replaces its binding and shows the views it leaves their own values
        /// again. The target views' own values (for that, and for Parade's `"underlying"`) are
        /// read now, once.
        public func bind(
            _ item: UIView, animator: Animator, targets: [String: UIView] = [:], reducedMotion: ReducedMotionPolicy = .resting
        ) {
            core.bind(item, animator: animator, targets: targets, reducedMotion: reducedMotion)
            updateTicking()
            guard itemObservations[ObjectIdentifier(item)] == nil else { return }
            let refresh = MainThreadAction<CALayer> { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.core.refresh(item)
                self.updateTicking()
            }
            itemObservations[ObjectIdentifier(item)] = [
                item.layer.observe(\.position) { layer, _ in refresh.run(layer) },
                item.layer.observe(\.bounds) { layer, _ in refresh.run(layer) },
            ]
        }

        /// Ends `item`'s binding and shows its views their own values again.
        public func unbind(_ item: UIView) {
            core.unbind(item)
            itemObservations.removeValue(forKey: ObjectIdentifier(item))?.forEach { $0.invalidate() }
        }

        /// Shows every visible bound item's state for the scroll view as it is now.
        public func render() {
            core.render(Self.viewport(of: scrollView), at: CACurrentMediaTime())
            updateTicking()
        }

        /// Where a list that snaps settles (see ``ScrollEffectsCore/snapOffset``): set it to a
        /// menu's `snapOffset(proposed:velocity:viewport:)` and call
        /// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`` from the scroll
        /// view's delegate.
        public var snapOffset: ((_ proposed: Double, _ velocity: Double, _ viewport: ScrollMetrics.Size) -> Double)? {
            get { core.snapOffset }
            set { core.snapOffset = newValue }
        }

        /// Moves a drag's target offset to where ``snapOffset`` settles it; call it from the
        /// same `UIScrollViewDelegate` method. Without ``snapOffset``, nothing changes.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            guard core.snapOffset != nil else { return }
            switch core.axis {
            case .vertical:
                targetContentOffset.pointee.y = CGFloat(
                    core.settlingOffset(proposed: Double(targetContentOffset.pointee.y), velocity: Double(velocity.y)))
            case .horizontal:
                targetContentOffset.pointee.x = CGFloat(
                    core.settlingOffset(proposed: Double(targetContentOffset.pointee.x), velocity: Double(velocity.x)))
            }
        }

        @objc private func reduceMotionStatusDidChange() {
            core.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            updateTicking()
        }

        /// Starts the display link while motion is unsettled, stops it once it settles.
        private func updateTicking() {
            if core.hasUnsettledMotion, displayLink == nil {
                let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
                link.add(to: .main, forMode: .common)
                displayLink = link
            } else if !core.hasUnsettledMotion, let link = displayLink {
                link.invalidate()
                displayLink = nil
            }
        }

        fileprivate func tick(_ link: CADisplayLink) {
            core.tick(at: link.timestamp)
            updateTicking()
        }

        private static func viewport(of scrollView: UIScrollView) -> ScrollViewport {
            let inset = scrollView.adjustedContentInset
            return ScrollViewport(
                size: .init(width: Double(scrollView.bounds.width), height: Double(scrollView.bounds.height)),
                contentOffset: .init(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)),
                contentInsets: .init(
                    top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom), right: Double(inset.right)))
        }
    }

    /// The display link's target, holding ``ScrollEffects`` weakly (a display link retains
    /// its target): once the effects are gone, the link stops itself.
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        weak var effects: ScrollEffects?

        init(_ effects: ScrollEffects) {
            self.effects = effects
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let effects else {
                link.invalidate()
                return
            }
            effects.tick(link)
        }
    }
#endif
