#if canImport(SwiftUI) && canImport(QuartzCore)
    import CoreGraphics
    import ParallaxEngine
    import QuartzCore
    import SwiftUI

    /// Shows a target's ``ViewState`` on a SwiftUI view as a Core Animation layer would show it:
    /// its size (``ViewState/layoutSize``), background colour, border (``ViewState/border``) and
    /// clipping in the layer's shape (circular corners of the corner radius), shadow
    /// (``ViewState/shadow``), opacity, the composed transform about the view's centre (as a
    /// layer turns about its anchor point) and z index. A property the state does not animate is
    /// left as the view has it, and adds no modifier. The frame's origin, the centre and the
    /// contents rect have no SwiftUI counterpart (SwiftUI places views itself);
    /// `UIView.apply(_:)` sets them.
    public struct ViewStateModifier: ViewModifier {
        /// The state shown.
        public let state: ViewState

        /// Shows `state`.
        public init(_ state: ViewState) {
            self.state = state
        }

        /// The view with the state applied.
        public func body(content: Content) -> some View {
            content
                .frame(width: Self.points(state.layoutSize.width), height: Self.points(state.layoutSize.height))
                .modifier(LayerDecoration(state: state))
                .opacity(state.alpha ?? 1)
                .modifier(CentredTransform(transform: state.transform ?? .identity))
                .zIndex(state.zPosition ?? 0)
        }
    }

    extension ViewStateModifier {
        /// `value` as SwiftUI's lengths, nil staying nil (the view's own).
        fileprivate static func points(_ value: Double?) -> CGFloat? {
            value.map { CGFloat($0) }
        }
    }

    extension View {
        /// Shows `state` on the view (see ``ViewStateModifier``).
        public func viewState(_ state: ViewState) -> some View {
            modifier(ViewStateModifier(state))
        }
    }

    /// What a layer draws around its content, in its order: the shadow (cast by the background
    /// and content together, as a layer's shadow follows its composited alpha), the background
    /// colour, the content; then the clip, which cuts the shadow away outside the shape as
    /// `masksToBounds` does; the border on top, inside the shape.
    private struct LayerDecoration: ViewModifier {
        let state: ViewState

        /// The layer's shape: `cornerRadius` with circular corners, as `CALayer` draws them
        /// (`cornerCurve` `.circular`, its default).
        private var shape: RoundedRectangle {
            RoundedRectangle(cornerRadius: CGFloat(state.cornerRadius ?? 0), style: .circular)
        }

        func body(content: Content) -> some View {
            content
                .modifier(LayerBackground(shape: shape, color: state.backgroundColor))
                .modifier(LayerShadow(shadow: state.shadow))
                .modifier(LayerClipping(shape: state.clipsToBounds == true ? shape : nil))
                .modifier(LayerBorder(shape: shape, border: state.border))
        }
    }

    /// The background colour in `shape`, when there is one.
    private struct LayerBackground: ViewModifier {
        let shape: RoundedRectangle
        let color: RGBA?

        @ViewBuilder func body(content: Content) -> some View {
            if let color {
                content.background { shape.fill(Color(sRGB: color)) }
            } else {
                content
            }
        }
    }

    /// The shadow, when the state animates one.
    private struct LayerShadow: ViewModifier {
        let shadow: (color: RGBA, radius: Double, x: Double, y: Double)?

        @ViewBuilder func body(content: Content) -> some View {
            if let shadow {
                content.compositingGroup().shadow(
                    color: Color(sRGB: shadow.color), radius: CGFloat(shadow.radius), x: CGFloat(shadow.x), y: CGFloat(shadow.y))
            } else {
                content
            }
        }
    }

    /// Clips to `shape` when there is one.
    private struct LayerClipping: ViewModifier {
        let shape: RoundedRectangle?

        @ViewBuilder func body(content: Content) -> some View {
            if let shape {
                content.clipShape(shape)
            } else {
                content
            }
        }
    }

    /// The border inside `shape`, when the state animates a width.
    private struct LayerBorder: ViewModifier {
        let shape: RoundedRectangle
        let border: (color: RGBA, width: Double)?

        @ViewBuilder func body(content: Content) -> some View {
            if let border {
                content.overlay { shape.strokeBorder(Color(sRGB: border.color), lineWidth: CGFloat(border.width)) }
            } else {
                content
            }
        }
    }

    /// `transform` about the view's centre: SwiftUI hands the effect the view's size.
    /// `GeometryEffect`'s requirements are nonisolated (SwiftUI may ask for them off the main
    /// actor), so its members are too.
    private struct CentredTransform: GeometryEffect {
        let transform: Transform3D

        nonisolated var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }

        nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CATransform3D(transform.about(x: Double(size.width) / 2, y: Double(size.height) / 2)))
        }
    }

    extension Color {
        /// `color` (gamma-encoded sRGB components, as animators write them) as a SwiftUI colour.
        init(sRGB color: RGBA) {
            self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }
#endif
