import ParallaxEngine

/// A layer's own values, as a view has them before a preset animates it: what a binding reads
/// once to restore the view when it leaves (cell reuse, `unbind`) and to give Parade states
/// that rest at `"underlying"` the view's own values.
///
/// Each channel reads the layer property ``LayerUpdate`` writes it to: `alpha` the opacity,
/// `x`/`y`/`width`/`height` the untransformed frame around the anchor point, `centerX`/`centerY`
/// the position, `boundsWidth`/`boundsHeight` the bounds size, the colours, corner radius,
/// border, shadow, contents rect, z position and clipping the same-named properties. Of the
/// transform, the translations are its last row (`m41`, `m42`, `m43`) and `scaleX`/`scaleY` the
/// lengths of its first two rows; rotations, `scale` and `perspective` read as their identities
/// (a matrix does not say how it was composed), so a view restored after a binding keeps its
/// translation and axis scales, not a rotation of its own.
public struct LayerValues: Hashable, Sendable {
    /// `opacity`.
    public var opacity: Double
    /// `transform`.
    public var transform: Transform3D
    /// `bounds.size`.
    public var boundsSize: ScrollMetrics.Size
    /// `position`.
    public var position: ScrollMetrics.Point
    /// `anchorPoint`, in unit coordinates.
    public var anchorPoint: ScrollMetrics.Point
    /// `backgroundColor` (transparent when the layer has none).
    public var backgroundColor: RGBA
    /// `cornerRadius`.
    public var cornerRadius: Double
    /// `borderWidth`.
    public var borderWidth: Double
    /// `borderColor`.
    public var borderColor: RGBA
    /// `shadowColor`.
    public var shadowColor: RGBA
    /// `shadowOpacity`.
    public var shadowOpacity: Double
    /// `shadowRadius`.
    public var shadowRadius: Double
    /// `shadowOffset`.
    public var shadowOffset: ScrollMetrics.Size
    /// `contentsRect`, in unit coordinates.
    public var contentsRect: ScrollMetrics.Rect
    /// `zPosition`.
    public var zPosition: Double
    /// `masksToBounds`.
    public var masksToBounds: Bool

    /// A layer as Core Animation makes one, each property at its channel's
    /// ``ParallaxEngine/Channel/layerDefault`` (opaque, untransformed, no background or border,
    /// black shadow of opacity 0 and radius 3 offset (0, −3), the whole contents, z position 0,
    /// no clipping), with a centred anchor; `boundsSize` at `position`.
    public init(boundsSize: ScrollMetrics.Size = .init(width: 0, height: 0), position: ScrollMetrics.Point = .init(x: 0, y: 0)) {
        func number(_ channel: Channel) -> Double { channel.layerDefault ?? 0 }
        func color(_ channel: Channel) -> RGBA { channel.layerDefaultColor ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        opacity = number(.alpha)
        transform = .identity
        self.boundsSize = boundsSize
        self.position = position
        anchorPoint = .init(x: 0.5, y: 0.5)
        backgroundColor = color(.backgroundColor)
        cornerRadius = number(.cornerRadius)
        borderWidth = number(.borderWidth)
        borderColor = color(.borderColor)
        shadowColor = color(.shadowColor)
        shadowOpacity = number(.shadowOpacity)
        shadowRadius = number(.shadowRadius)
        shadowOffset = .init(width: number(.shadowOffsetX), height: number(.shadowOffsetY))
        contentsRect = .init(
            x: number(.contentsRectX), y: number(.contentsRectY), width: number(.contentsRectWidth), height: number(.contentsRectHeight))
        zPosition = number(.zPosition)
        masksToBounds = number(.clipsToBounds) >= 0.5
    }

    /// The untransformed frame in the superlayer's coordinates: the bounds size around the
    /// position, placed by the anchor point.
    public var frame: ScrollMetrics.Rect {
        ScrollMetrics.Rect(
            x: position.x - anchorPoint.x * boundsSize.width, y: position.y - anchorPoint.y * boundsSize.height,
            width: boundsSize.width, height: boundsSize.height)
    }

    /// The value of a number channel (see the type's description); for a colour channel, its
    /// red component.
    public func value(of channel: Channel) -> Double {
        switch channel {
        case .alpha: opacity
        case .translationX: transform.m41
        case .translationY: transform.m42
        case .translationZ: transform.m43
        case .scaleX: (transform.m11 * transform.m11 + transform.m12 * transform.m12 + transform.m13 * transform.m13).squareRoot()
        case .scaleY: (transform.m21 * transform.m21 + transform.m22 * transform.m22 + transform.m23 * transform.m23).squareRoot()
        case .scale, .rotation, .rotationX, .rotationY, .rotationZ, .perspective: channel.identity ?? 0
        case .x: frame.x
        case .y: frame.y
        case .width: boundsSize.width
        case .height: boundsSize.height
        case .centerX: position.x
        case .centerY: position.y
        case .boundsWidth: boundsSize.width
        case .boundsHeight: boundsSize.height
        case .cornerRadius: cornerRadius
        case .borderWidth: borderWidth
        case .shadowOpacity: shadowOpacity
        case .shadowRadius: shadowRadius
        case .shadowOffsetX: shadowOffset.width
        case .shadowOffsetY: shadowOffset.height
        case .contentsRectX: contentsRect.x
        case .contentsRectY: contentsRect.y
        case .contentsRectWidth: contentsRect.width
        case .contentsRectHeight: contentsRect.height
        case .zPosition: zPosition
        case .clipsToBounds: masksToBounds ? 1 : 0
        case .backgroundColor, .borderColor, .shadowColor: color(of: channel)?.red ?? 0
        }
    }

    /// The colour of a colour channel; nil for a number channel.
    public func color(of channel: Channel) -> RGBA? {
        switch channel {
        case .backgroundColor: backgroundColor
        case .borderColor: borderColor
        case .shadowColor: shadowColor
        case .alpha, .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotation, .rotationX, .rotationY,
            .rotationZ, .perspective, .x, .y, .width, .height, .centerX, .centerY, .boundsWidth, .boundsHeight, .cornerRadius,
            .borderWidth, .shadowOpacity, .shadowRadius, .shadowOffsetX, .shadowOffsetY, .contentsRectX, .contentsRectY,
            .contentsRectWidth, .contentsRectHeight, .zPosition, .clipsToBounds:
            nil
        }
    }
}
