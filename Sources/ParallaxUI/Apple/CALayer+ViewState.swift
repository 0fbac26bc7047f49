#if canImport(QuartzCore)
    import CoreGraphics
    import ParallaxEngine
    import QuartzCore

    extension CALayer {
        /// Sets every property `state` animates (mapped by ``LayerUpdate``); the others keep
        /// their values. Implicit animations are off for these changes, so a per-frame update
        /// shows at once.
        public func apply(_ state: ViewState) {
            let current = LayerUpdate.Current(
                boundsSize: .init(width: Double(bounds.width), height: Double(bounds.height)),
                position: .init(x: Double(position.x), y: Double(position.y)),
                anchorPoint: .init(x: Double(anchorPoint.x), y: Double(anchorPoint.y)),
                shadowOffset: .init(width: Double(shadowOffset.width), height: Double(shadowOffset.height)),
                contentsRect: .init(
                    x: Double(contentsRect.origin.x), y: Double(contentsRect.origin.y),
                    width: Double(contentsRect.width), height: Double(contentsRect.height)))
            let update = LayerUpdate(state, current: current)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if let value = update.opacity { opacity = Float(value) }
            if let value = update.transform { transform = CATransform3D(value) }
            if let value = update.boundsSize { bounds.size = CGSize(width: value.width, height: value.height) }
            if let value = update.position { position = CGPoint(x: value.x, y: value.y) }
            if let value = update.shadowOffset { shadowOffset = CGSize(width: value.width, height: value.height) }
            if let value = update.contentsRect {
                contentsRect = CGRect(x: value.x, y: value.y, width: value.width, height: value.height)
            }
            if let value = update.masksToBounds { masksToBounds = value }
            for channel in LayerApplication.sameNamedChannels { applySameNamed(channel, of: update) }
            CATransaction.commit()
        }

        /// Sets the layer property named after `channel` when `update` sets it: directly for the
        /// channels there are today, by key-value coding (which every `CALayer` property
        /// supports) for one added with this kind of application.
        private func applySameNamed(_ channel: Channel, of update: LayerUpdate) {
            if let color = update.color(of: channel) {
                let value = CGColor.sRGB(color)
                switch channel {
                case .backgroundColor: backgroundColor = value
                case .borderColor: borderColor = value
                case .shadowColor: shadowColor = value
                default: setValue(value, forKey: channel.rawValue)
                }
            } else if let value = update.value(of: channel) {
                switch channel {
                case .cornerRadius: cornerRadius = CGFloat(value)
                case .borderWidth: borderWidth = CGFloat(value)
                case .shadowOpacity: shadowOpacity = Float(value)
                case .shadowRadius: shadowRadius = CGFloat(value)
                case .zPosition: zPosition = CGFloat(value)
                default: setValue(value, forKey: channel.rawValue)
                }
            }
        }
    }

    extension CATransform3D {
        /// The same matrix: ``Transform3D`` and `CATransform3D` name their sixteen fields alike.
        public init(_ transform: Transform3D) {
            self.init(
                m11: CGFloat(transform.m11), m12: CGFloat(transform.m12), m13: CGFloat(transform.m13), m14: CGFloat(transform.m14),
                m21: CGFloat(transform.m21), m22: CGFloat(transform.m22), m23: CGFloat(transform.m23), m24: CGFloat(transform.m24),
                m31: CGFloat(transform.m31), m32: CGFloat(transform.m32), m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
                m41: CGFloat(transform.m41), m42: CGFloat(transform.m42), m43: CGFloat(transform.m43), m44: CGFloat(transform.m44))
        }
    }

    extension CGColor {
        /// `color` (gamma-encoded sRGB components, as animators write them) as a `CGColor`.
        static func sRGB(_ color: RGBA) -> CGColor {
            CGColor(srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
        }
    }
#endif

#if canImport(UIKit)
    import ParallaxEngine
    import UIKit

    extension UIView {
        /// Sets every property `state` animates on the view's layer (alpha, transform, frame,
        /// centre, bounds, colours, corner radius, border, shadow, contents rect, z position,
        /// clipping; see ``LayerUpdate``); the others keep their values. Call it every frame with
        /// ``Animator/viewState(of:in:)`` for the view's target.
        public func apply(_ state: ViewState) {
            layer.apply(state)
        }
    }
#endif
