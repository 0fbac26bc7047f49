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
    /// following the system's change notification. The logic is ``ScrollEffectsCore``'s; this
    /// class only observes the views and reads and writes their layers.
    @MainActor
    public final class ScrollEffects: NSObject {
        /// The scroll view observed.
        public let scrollView: UIScrollView
        private let core: ScrollEffectsCore<UIKitScrollHost>
        private var scrollObservations: [NSKeyValueObservation] = []
        private var itemObservations: [ObjectIdentifier: [NSKeyValueObservation]] = [:]

        /// Effects for `scrollView`, which scrolls along `axis`.
        public init(scrollView: UIScrollView, axis: ScrollAxis = .vertical) {
            self.scrollView = scrollView
            core = ScrollEffectsCore(host: UIKitScrollHost(scrollView: scrollView), axis: axis, viewport: Self.viewport(of: scrollView))
            super.init()
            core.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            let render: (UIScrollView) -> Void = { [weak self] _ in self?.render() }
            scrollObservations = [
                scrollView.observe(\.contentOffset) { view, _ in render(view) },
                scrollView.observe(\.bounds) { view, _ in render(view) },
                scrollView.observe(\.contentInset) { view, _ in render(view) },
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
            guard itemObservations[ObjectIdentifier(item)] == nil else { return }
            let refresh: (CALayer) -> Void = { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.core.refresh(item)
            }
            itemObservations[ObjectIdentifier(item)] = [
                item.layer.observe(\.position) { layer, _ in refresh(layer) },
                item.layer.observe(\.bounds) { layer, _ in refresh(layer) },
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
        }

        @objc private func reduceMotionStatusDidChange() {
            core.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
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
#endif
