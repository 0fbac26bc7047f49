import ParallaxEngine

/// What to set on a Core Animation layer (or the `UIView` that owns it) for one target's
/// ``ViewState``: the whole mapping of the Apple-platform adapter (`CALayer.apply(_:)`,
/// `UIView.apply(_:)`), worked out here in plain Swift so it is tested on every platform. The
/// adapter reads ``Current`` from the layer, builds this, and copies each non-nil field to the
/// layer property of the same name; nil leaves the layer's value alone.
///
/// | view state | layer property |
/// |---|---|
/// | `alpha` | `opacity` (what `UIView.alpha` is) |
/// | `transform` | `transform` (`CATransform3D` has the same sixteen fields) |
/// | `x`, `y`, `width`, `height` (the frame) | `bounds.size` and `position`, see below |
/// | `boundsWidth`, `boundsHeight` | `bounds.size` |
/// | `centerX`, `centerY` | `position` (what `UIView.center` is) |
/// | `backgroundColor`, `borderColor`, `shadowColor` | the same, as sRGB `CGColor`s |
/// | `cornerRadius`, `borderWidth`, `shadowOpacity`, `shadowRadius`, `zPosition` | the same |
/// | any other channel applied as ``LayerApplication/sameNamedProperty`` | the same (``value(of:)``, ``color(of:)``) |
/// | `shadowOffsetX`, `shadowOffsetY` | `shadowOffset` |
/// | `contentsRectX`, `…Y`, `…Width`, `…Height` | `contentsRect` |
/// | `clipsToBounds` | `masksToBounds` (what `UIView.clipsToBounds` is) |
///
/// The frame is never set directly (Core Animation leaves it undefined under a transform): it
/// is the untransformed box around the anchor point, so frame values become a bounds size and
/// a position. They apply first, then the bounds size, then the centre; a component the state
/// does not animate keeps the layer's current value (a width alone keeps the frame's left edge,
/// as setting `frame.size.width` does).
public struct LayerUpdate: Hashable, Sendable {
    /// A width and height in points.
    public typealias Size = ScrollMetrics.Size
    /// A point.
    public typealias Point = ScrollMetrics.Point
    /// A rectangle.
    public typealias Rect = ScrollMetrics.Rect

    /// The layer's values an update keeps where the state does not animate them.
    public struct Current: Hashable, Sendable {
        /// `bounds.size`.
        public var boundsSize: Size
        /// `position`.
        public var position: Point
        /// `anchorPoint`, in unit coordinates ((0.5, 0.5) by default).
        public var anchorPoint: Point
        /// `shadowOffset`.
        public var shadowOffset: Size
        /// `contentsRect`, in unit coordinates.
        public var contentsRect: Rect

        /// Creates the current values.
        public init(boundsSize: Size, position: Point, anchorPoint: Point, shadowOffset: Size, contentsRect: Rect) {
            self.boundsSize = boundsSize
            self.position = position
            self.anchorPoint = anchorPoint
            self.shadowOffset = shadowOffset
            self.contentsRect = contentsRect
        }
    }

    /// `opacity`.
    public var opacity: Double?
    /// `transform`.
    public var transform: Transform3D?
    /// `bounds.size`.
    public var boundsSize: Size?
    /// `position`.
    public var position: Point?
    /// `shadowOffset`.
    public var shadowOffset: Size?
    /// `contentsRect`.
    public var contentsRect: Rect?
    /// `masksToBounds`.
    public var masksToBounds: Bool?
    /// The values of the ``LayerApplication/sameNamedProperty`` channels, each set on the layer
    /// property of its name: ``value(of:)`` and ``color(of:)`` read them.
    private var sameNamed = ViewState()

    /// The value to set on the layer property named after `channel` (a
    /// ``LayerApplication/sameNamedProperty`` number channel), nil to leave it alone.
    public func value(of channel: Channel) -> Double? {
        sameNamed[channel: channel]
    }

    /// The colour to set on the layer property named after `channel` (a colour channel), nil to
    /// leave it alone.
    public func color(of channel: Channel) -> RGBA? {
        sameNamed[color: channel]
    }

    /// What to set for `state` on a layer whose values are `current`.
    public init(_ state: ViewState, current: Current) {
        opacity = state.alpha
        transform = state.transform
        (boundsSize, position) = Self.geometry(state, current: current)
        for channel in LayerApplication.sameNamedChannels {
            if channel.isColor {
                sameNamed[color: channel] = state[color: channel]
            } else {
                sameNamed[channel: channel] = state[channel: channel]
            }
        }
        if state.shadowOffsetX != nil || state.shadowOffsetY != nil {
            shadowOffset = Size(
                width: state.shadowOffsetX ?? current.shadowOffset.width, height: state.shadowOffsetY ?? current.shadowOffset.height)
        }
        let rect = current.contentsRect
        if state.contentsRectX != nil || state.contentsRectY != nil || state.contentsRectWidth != nil || state.contentsRectHeight != nil {
            contentsRect = Rect(
                x: state.contentsRectX ?? rect.x, y: state.contentsRectY ?? rect.y,
                width: state.contentsRectWidth ?? rect.width, height: state.contentsRectHeight ?? rect.height)
        }
        masksToBounds = state.clipsToBounds
    }

    /// The bounds size and position after the frame, bounds and centre values of `state`, each
    /// nil when the state animates nothing that moves it.
    private static func geometry(_ state: ViewState, current: Current) -> (Size?, Point?) {
        var size = current.boundsSize
        var position = current.position
        let anchor = current.anchorPoint
        let framed = state.x != nil || state.y != nil || state.width != nil || state.height != nil
        if framed {
            let left = state.x ?? position.x - anchor.x * size.width
            let top = state.y ?? position.y - anchor.y * size.height
            size = Size(width: state.width ?? size.width, height: state.height ?? size.height)
            position = Point(x: left + anchor.x * size.width, y: top + anchor.y * size.height)
        }
        size = Size(width: state.boundsWidth ?? size.width, height: state.boundsHeight ?? size.height)
        position = Point(x: state.centerX ?? position.x, y: state.centerY ?? position.y)
        let sized = state.width != nil || state.height != nil || state.boundsWidth != nil || state.boundsHeight != nil
        let moved = framed || state.centerX != nil || state.centerY != nil
        return (sized ? size : nil, moved ? position : nil)
    }
}

extension LayerUpdate {
    /// `backgroundColor`.
    public var backgroundColor: RGBA? {
        get { sameNamed[color: .backgroundColor] }
        set { sameNamed[color: .backgroundColor] = newValue }
    }

    /// `cornerRadius`.
    public var cornerRadius: Double? {
        get { sameNamed[channel: .cornerRadius] }
        set { sameNamed[channel: .cornerRadius] = newValue }
    }

    /// `borderWidth`.
    public var borderWidth: Double? {
        get { sameNamed[channel: .borderWidth] }
        set { sameNamed[channel: .borderWidth] = newValue }
    }

    /// `borderColor`.
    public var borderColor: RGBA? {
        get { sameNamed[color: .borderColor] }
        set { sameNamed[color: .borderColor] = newValue }
    }

    /// `shadowColor`.
    public var shadowColor: RGBA? {
        get { sameNamed[color: .shadowColor] }
        set { sameNamed[color: .shadowColor] = newValue }
    }

    /// `shadowOpacity`.
    public var shadowOpacity: Double? {
        get { sameNamed[channel: .shadowOpacity] }
        set { sameNamed[channel: .shadowOpacity] = newValue }
    }

    /// `shadowRadius`.
    public var shadowRadius: Double? {
        get { sameNamed[channel: .shadowRadius] }
        set { sameNamed[channel: .shadowRadius] = newValue }
    }

    /// `zPosition`.
    public var zPosition: Double? {
        get { sameNamed[channel: .zPosition] }
        set { sameNamed[channel: .zPosition] = newValue }
    }
}

extension ViewState {
    /// The view's size as SwiftUI's `frame(width:height:)` takes it: the bounds size where it
    /// is animated, else the frame size; nil keeps the view's own.
    public var layoutSize: (width: Double?, height: Double?) {
        (boundsWidth ?? width, boundsHeight ?? height)
    }

    /// The border as SwiftUI strokes it inside the view's shape: the width, and Core
    /// Animation's colour, the channel's layer default (opaque black) where the state animates
    /// none; nil when the state animates no width (a layer's default `borderWidth`, 0, draws
    /// nothing whatever the colour).
    public var border: (color: RGBA, width: Double)? {
        borderWidth.map { (borderColor ?? Self.layerDefaultColor(.borderColor), $0) }
    }

    /// The shadow as SwiftUI's `shadow(color:radius:x:y:)` draws it: Core Animation's colour
    /// with its alpha multiplied by the shadow opacity, the radius and the offset, each at its
    /// channel's layer default where the state animates none (opaque black, 0, 3, (0, −3):
    /// ``ParallaxEngine/Channel/layerDefault``); nil when the state animates no shadow property.
    public var shadow: (color: RGBA, radius: Double, x: Double, y: Double)? {
        guard shadowColor != nil || shadowOpacity != nil || shadowRadius != nil || shadowOffsetX != nil || shadowOffsetY != nil
        else { return nil }
        var color = shadowColor ?? Self.layerDefaultColor(.shadowColor)
        color.alpha *= shadowOpacity ?? Self.layerDefault(.shadowOpacity)
        return (
            color, shadowRadius ?? Self.layerDefault(.shadowRadius), shadowOffsetX ?? Self.layerDefault(.shadowOffsetX),
            shadowOffsetY ?? Self.layerDefault(.shadowOffsetY)
        )
    }

    /// A number channel's layer default (every channel of the shadow and border has one).
    private static func layerDefault(_ channel: Channel) -> Double { channel.layerDefault ?? 0 }

    /// A colour channel's layer default.
    private static func layerDefaultColor(_ channel: Channel) -> RGBA { channel.layerDefaultColor ?? RGBA(red: 0, green: 0, blue: 0) }
}
