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
    /// `shadowOffset`.
    public var shadowOffset: ScrollMetrics.Size
    /// `contentsRect`, in unit coordinates.
    public var contentsRect: ScrollMetrics.Rect
    /// `masksToBounds`.
    public var masksToBounds: Bool
    /// The ``LayerApplication/sameNamedProperty`` channels' values, each the layer property of
    /// its name (``value(of:)``, ``color(of:)``, ``setValue(_:of:)``, ``setColor(_:of:)``): a
    /// channel added with this kind of application needs no field here.
    private var sameNamed = ViewState()

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
        for channel in LayerApplication.sameNamedChannels {
            if channel.isColor { sameNamed[color: channel] = color(channel) } else { sameNamed[channel: channel] = number(channel) }
        }
        shadowOffset = .init(width: number(.shadowOffsetX), height: number(.shadowOffsetY))
        contentsRect = .init(
            x: number(.contentsRectX), y: number(.contentsRectY), width: number(.contentsRectWidth), height: number(.contentsRectHeight))
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
        switch LayerApplication(channel) {
        case .opacity: return opacity
        case .transform: return transformValue(of: channel)
        case .geometry: return geometryValue(of: channel)
        case .shadowOffset: return channel == .shadowOffsetX ? shadowOffset.width : shadowOffset.height
        case .contentsRect: return contentsRectValue(of: channel)
        case .masksToBounds: return masksToBounds ? 1 : 0
        case .sameNamedProperty:
            return channel.isColor ? (sameNamed[color: channel]?.red ?? 0) : (sameNamed[channel: channel] ?? 0)
        }
    }

    /// The colour of a colour channel; nil for a number channel.
    public func color(of channel: Channel) -> RGBA? {
        channel.isColor ? sameNamed[color: channel] : nil
    }

    /// Sets the value of a ``LayerApplication/sameNamedProperty`` number channel, the layer
    /// property of its name (an adapter reads it from the layer).
    public mutating func setValue(_ value: Double, of channel: Channel) {
        precondition(LayerApplication(channel) == .sameNamedProperty && !channel.isColor, "\(channel.rawValue) is no same-named number")
        sameNamed[channel: channel] = value
    }

    /// Sets the colour of a ``LayerApplication/sameNamedProperty`` colour channel.
    public mutating func setColor(_ color: RGBA, of channel: Channel) {
        precondition(channel.isColor, "\(channel.rawValue) is no colour channel")
        sameNamed[color: channel] = color
    }

    /// A transform channel's reading: the translations the matrix's last row, the axis scales
    /// its first two rows' lengths, the rest their identities.
    private func transformValue(of channel: Channel) -> Double {
        switch channel {
        case .translationX: transform.m41
        case .translationY: transform.m42
        case .translationZ: transform.m43
        case .scaleX: (transform.m11 * transform.m11 + transform.m12 * transform.m12 + transform.m13 * transform.m13).squareRoot()
        case .scaleY: (transform.m21 * transform.m21 + transform.m22 * transform.m22 + transform.m23 * transform.m23).squareRoot()
        default: channel.identity ?? 0
        }
    }

    /// A layout channel's reading: the frame's, the position's or the bounds' component.
    private func geometryValue(of channel: Channel) -> Double {
        switch channel {
        case .x: frame.x
        case .y: frame.y
        case .centerX: position.x
        case .centerY: position.y
        case .width, .boundsWidth: boundsSize.width
        default: boundsSize.height
        }
    }

    /// A contents rect channel's reading.
    private func contentsRectValue(of channel: Channel) -> Double {
        switch channel {
        case .contentsRectX: contentsRect.x
        case .contentsRectY: contentsRect.y
        case .contentsRectWidth: contentsRect.width
        default: contentsRect.height
        }
    }
}

extension LayerValues {
    /// `backgroundColor` (transparent when the layer has none).
    public var backgroundColor: RGBA {
        get { sameNamed[color: .backgroundColor] ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        set { sameNamed[color: .backgroundColor] = newValue }
    }
    /// `borderColor`.
    public var borderColor: RGBA {
        get { sameNamed[color: .borderColor] ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1) }
        set { sameNamed[color: .borderColor] = newValue }
    }
    /// `shadowColor`.
    public var shadowColor: RGBA {
        get { sameNamed[color: .shadowColor] ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1) }
        set { sameNamed[color: .shadowColor] = newValue }
    }
    /// `cornerRadius`.
    public var cornerRadius: Double {
        get { value(of: .cornerRadius) }
        set { setValue(newValue, of: .cornerRadius) }
    }
    /// `borderWidth`.
    public var borderWidth: Double {
        get { value(of: .borderWidth) }
        set { setValue(newValue, of: .borderWidth) }
    }
    /// `shadowOpacity`.
    public var shadowOpacity: Double {
        get { value(of: .shadowOpacity) }
        set { setValue(newValue, of: .shadowOpacity) }
    }
    /// `shadowRadius`.
    public var shadowRadius: Double {
        get { value(of: .shadowRadius) }
        set { setValue(newValue, of: .shadowRadius) }
    }
    /// `zPosition`.
    public var zPosition: Double {
        get { value(of: .zPosition) }
        set { setValue(newValue, of: .zPosition) }
    }
}
