#if canImport(UIKit)
    import CoreGraphics
    import ParallaxEngine
    import QuartzCore
    import UIKit

    /// ``ScrollEffectsCore``'s views as UIKit has them: frames converted into the scroll view's
    /// content coordinates (its bounds' space), states applied through `UIView.apply(_:)`, own
    /// values read from each view's layer.
    @MainActor
    struct UIKitScrollHost: ScrollEffectsHost {
        let scrollView: UIScrollView

        func frame(of item: UIView) -> ScrollMetrics.Rect {
            let layer = item.layer
            let untransformed = CGRect(
                x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                y: layer.position.y - layer.anchorPoint.y * layer.bounds.height, width: layer.bounds.width, height: layer.bounds.height)
            let frame = item.superview.map { scrollView.convert(untransformed, from: $0) } ?? untransformed
            return ScrollMetrics.Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        }

        func apply(_ state: ViewState, to view: UIView) {
            view.apply(state)
        }

        func layerValues(of view: UIView) -> LayerValues {
            let layer = view.layer
            var values = LayerValues(
                boundsSize: .init(width: Double(layer.bounds.width), height: Double(layer.bounds.height)),
                position: .init(x: Double(layer.position.x), y: Double(layer.position.y)))
            values.opacity = Double(layer.opacity)
            values.transform = Transform3D(layer.transform)
            values.anchorPoint = .init(x: Double(layer.anchorPoint.x), y: Double(layer.anchorPoint.y))
            for channel in LayerApplication.sameNamedChannels { readSameNamed(channel, of: layer, into: &values) }
            values.shadowOffset = .init(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height))
            let rect = layer.contentsRect
            values.contentsRect = .init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            values.masksToBounds = layer.masksToBounds
            return values
        }

        /// Reads the layer property named after `channel`: directly for the channels there are
        /// today, by key-value coding (which every `CALayer` property supports) for one added
        /// with this kind of application; a nil colour stays the layer default.
        private func readSameNamed(_ channel: Channel, of layer: CALayer, into values: inout LayerValues) {
            if channel.isColor {
                let color: CGColor?
                switch channel {
                case .backgroundColor: color = layer.backgroundColor
                case .borderColor: color = layer.borderColor
                case .shadowColor: color = layer.shadowColor
                default:
                    let value = layer.value(forKey: channel.rawValue) as CFTypeRef?
                    color = value.flatMap { CFGetTypeID($0) == CGColor.typeID ? ($0 as! CGColor) : nil }
                }
                if let color { values.setColor(RGBA(sRGB: color), of: channel) }
                return
            }
            switch channel {
            case .cornerRadius: values.setValue(Double(layer.cornerRadius), of: channel)
            case .borderWidth: values.setValue(Double(layer.borderWidth), of: channel)
            case .shadowOpacity: values.setValue(Double(layer.shadowOpacity), of: channel)
            case .shadowRadius: values.setValue(Double(layer.shadowRadius), of: channel)
            case .zPosition: values.setValue(Double(layer.zPosition), of: channel)
            default:
                if let number = layer.value(forKey: channel.rawValue) as? NSNumber { values.setValue(number.doubleValue, of: channel) }
            }
        }
    }

    extension Transform3D {
        /// The same matrix as `transform`.
        init(_ transform: CATransform3D) {
            self = .identity
            (m11, m12, m13, m14) = (Double(transform.m11), Double(transform.m12), Double(transform.m13), Double(transform.m14))
            (m21, m22, m23, m24) = (Double(transform.m21), Double(transform.m22), Double(transform.m23), Double(transform.m24))
            (m31, m32, m33, m34) = (Double(transform.m31), Double(transform.m32), Double(transform.m33), Double(transform.m34))
            (m41, m42, m43, m44) = (Double(transform.m41), Double(transform.m42), Double(transform.m43), Double(transform.m44))
        }
    }

    extension RGBA {
        /// `color` in gamma-encoded sRGB components (converted when it is in another space).
        init(sRGB color: CGColor) {
            let srgb = CGColorSpace(name: CGColorSpace.sRGB).flatMap {
                color.converted(to: $0, intent: .defaultIntent, options: nil)
            }
            let components = (srgb ?? color).components ?? []
            if components.count >= 4 {
                self.init(
                    red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]), alpha: Double(components[3]))
            } else if components.count == 2 {
                self.init(
                    red: Double(components[0]), green: Double(components[0]), blue: Double(components[0]), alpha: Double(components[1]))
            } else {
                self.init(red: 0, green: 0, blue: 0, alpha: 0)
            }
        }
    }
#endif
