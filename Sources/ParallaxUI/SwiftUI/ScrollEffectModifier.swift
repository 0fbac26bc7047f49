#if canImport(SwiftUI)
    import ParallaxEngine
    import SwiftUI

    extension View {
        /// Shows `target`'s state from `animator` on this view as it crosses the scroll view
        /// marked with ``scrollEffectSpace()``: the view's own frame drives the timeline. While
        /// the user asks for less motion, `reducedMotion` holds still what it says.
        public func scrollEffect(_ animator: Animator, target: String, reducedMotion: ReducedMotionPolicy = .resting) -> some View {
            modifier(ScrollEffectModifier(animator: animator, target: target, reducedMotion: reducedMotion))
        }

        /// Marks this scroll view as the one its `.scrollEffect(_:target:)` views measure
        /// themselves against: a named coordinate space, and its size and safe area.
        public func scrollEffectSpace() -> some View {
            modifier(ScrollEffectSpaceModifier())
        }
    }

    /// The name of the scroll view's coordinate space.
    private let scrollEffectSpaceName = "ParallaxUI.scrollEffectSpace"

    /// The scroll view's size and safe area, handed down to its items.
    private struct ScrollSpaceEnvironmentKey: EnvironmentKey {
        static let defaultValue: ScrollSpaceGeometry? = nil
    }

    extension EnvironmentValues {
        fileprivate var scrollEffectSpace: ScrollSpaceGeometry? {
            get { self[ScrollSpaceEnvironmentKey.self] }
            set { self[ScrollSpaceEnvironmentKey.self] = newValue }
        }
    }

    /// The scroll view's geometry, read in its background.
    private struct ScrollSpacePreferenceKey: PreferenceKey {
        static let defaultValue: ScrollSpaceGeometry? = nil
        static func reduce(value: inout ScrollSpaceGeometry?, nextValue: () -> ScrollSpaceGeometry?) {
            value = value ?? nextValue()
        }
    }

    /// An item's frame in the scroll view's space, read in its background.
    private struct ItemFramePreferenceKey: PreferenceKey {
        static let defaultValue: ScrollMetrics.Rect? = nil
        static func reduce(value: inout ScrollMetrics.Rect?, nextValue: () -> ScrollMetrics.Rect?) {
            value = value ?? nextValue()
        }
    }

    private struct ScrollEffectSpaceModifier: ViewModifier {
        @State private var geometry: ScrollSpaceGeometry?

        func body(content: Content) -> some View {
            let store = MainThreadAction<ScrollSpaceGeometry?> { geometry = $0 }
            return
                content
                .coordinateSpace(name: scrollEffectSpaceName)
                .environment(\.scrollEffectSpace, geometry)
                .background {
                    GeometryReader { proxy in
                        Color.clear.preference(
                            key: ScrollSpacePreferenceKey.self,
                            value: ScrollSpaceGeometry(
                                visibleSize: .init(width: Double(proxy.size.width), height: Double(proxy.size.height)),
                                safeAreaInsets: .init(
                                    top: Double(proxy.safeAreaInsets.top), left: Double(proxy.safeAreaInsets.leading),
                                    bottom: Double(proxy.safeAreaInsets.bottom), right: Double(proxy.safeAreaInsets.trailing))))
                    }
                }
                .onPreferenceChange(ScrollSpacePreferenceKey.self) { store.run($0) }
        }
    }

    private struct ScrollEffectModifier: ViewModifier {
        let animator: Animator
        let target: String
        let reducedMotion: ReducedMotionPolicy
        @Environment(\.scrollEffectSpace) private var space
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @State private var frame: ScrollMetrics.Rect?
        @State private var evaluator = ScrollEffectEvaluator()

        func body(content: Content) -> some View {
            let store = MainThreadAction<ScrollMetrics.Rect?> { frame = $0 }
            // Measured outside the state shown, so the effect's own transform does not move
            // the frame it is driven by.
            return
                content
                .viewState(state)
                .background {
                    GeometryReader { proxy in
                        let frame = proxy.frame(in: .named(scrollEffectSpaceName))
                        Color.clear.preference(
                            key: ItemFramePreferenceKey.self,
                            value: ScrollMetrics.Rect(
                                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)))
                    }
                }
                .onPreferenceChange(ItemFramePreferenceKey.self) { store.run($0) }
        }

        private var state: ViewState {
            guard let space, let frame else { return ViewState() }
            return evaluator.state(
                of: target, animator: animator, geometry: space.metrics(itemFrame: frame, axis: animator.axis),
                reducedMotion: reduceMotion ? reducedMotion : nil)
        }
    }
#endif
