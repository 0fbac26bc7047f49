#if canImport(SwiftUI) && canImport(QuartzCore)
    import CoreGraphics
    import ParallaxEngine
    import QuartzCore
    import SwiftUI

    /// Shows a target's ``ViewState`` on a SwiftUI view: its size (``ViewState/layoutSize``),
    /// background colour and border with the corner radius, clipping, shadow
    /// (``ViewState/shadow``), opacity, the composed transform about the view's centre (as a
    /// layer turns about its anchor point) and z index. A property the state does not animate
    /// is left as the view has it. The frame's origin, the centre and the contents rect have no
    /// SwiftUI counterpart (SwiftUI places views itself); `UIView.apply(_:)` sets them.
    public struct ViewStateModifier: ViewModifier {
        /// The state shown.
        public let state: ViewState

        /// Shows `state`.
        public init(_ state: ViewState) {
            self.state = state
        }

        /// The view with the state applied.
        public func body(content: Content) -> some View {
            let size = state.layoutSize
            let corner = RoundedRectangle(cornerRadius: CGFloat(state.cornerRadius ?? 0))
            let shadow = state.shadow
            content
                .frame(width: size.width.map { CGFloat($0) }, height: size.height.map { CGFloat($0) })
                .background { corner.fill(state.backgroundColor.map { Color(sRGB: $0) } ?? .clear) }
                .modifier(Clipping(shape: state.clipsToBounds == true ? corner : nil))
                .overlay {
                    corner.strokeBorder(state.borderColor.map { Color(sRGB: $0) } ?? .clear, lineWidth: CGFloat(state.borderWidth ?? 0))
                }
                .shadow(
                    color: shadow.map { Color(sRGB: $0.color) } ?? .clear, radius: CGFloat(shadow?.radius ?? 0),
                    x: CGFloat(shadow?.x ?? 0), y: CGFloat(shadow?.y ?? 0)
                )
                .opacity(state.alpha ?? 1)
                .modifier(CentredTransform(transform: state.transform ?? .identity))
                .zIndex(state.zPosition ?? 0)
        }
    }

    extension View {
        /// Shows `state` on the view (see ``ViewStateModifier``).
        public func viewState(_ state: ViewState) -> some View {
            modifier(ViewStateModifier(state))
        }
    }

    /// Clips to `shape` when there is one.
    private struct Clipping: ViewModifier {
        let shape: RoundedRectangle?

        @ViewBuilder func body(content: Content) -> some View {
            if let shape {
                content.clipShape(shape)
            } else {
                content
            }
        }
    }

    /// `transform` about the view's centre: SwiftUI hands the effect the view's size.
    private struct CentredTransform: GeometryEffect {
        let transform: Transform3D

        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
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
