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
            values.backgroundColor = layer.backgroundColor.map(RGBA.init(sRGB:)) ?? values.backgroundColor
            values.cornerRadius = Double(layer.cornerRadius)
            values.borderWidth = Double(layer.borderWidth)
            values.borderColor = layer.borderColor.map(RGBA.init(sRGB:)) ?? values.borderColor
            values.shadowColor = layer.shadowColor.map(RGBA.init(sRGB:)) ?? values.shadowColor
            values.shadowOpacity = Double(layer.shadowOpacity)
            values.shadowRadius = Double(layer.shadowRadius)
            values.shadowOffset = .init(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height))
            let rect = layer.contentsRect
            values.contentsRect = .init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            values.zPosition = Double(layer.zPosition)
            values.masksToBounds = layer.masksToBounds
            return values
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
