/// Everything an animator says about one target (a view or layer) at one moment, composed from
/// its values: what a platform adapter copies onto a `UIView`/`CALayer` or a SwiftUI view.
/// A field is nil when no track or state animates it, so the view keeps its own value.
public struct ViewState: Hashable, Sendable {
    /// Opacity (`alpha`).
    public var alpha: Double?
    /// The composed transform (see ``TargetChannels/transform(in:)``); nil when no transform
    /// channel is animated.
    public var transform: Transform3D?
    /// Frame origin and size (`x`, `y`, `width`, `height`), each when animated.
    public var x: Double?
    /// Frame origin y.
    public var y: Double?
    /// Frame width.
    public var width: Double?
    /// Frame height.
    public var height: Double?
    /// Centre x (`centerX`).
    public var centerX: Double?
    /// Centre y (`centerY`).
    public var centerY: Double?
    /// Bounds width (`boundsWidth`).
    public var boundsWidth: Double?
    /// Bounds height (`boundsHeight`).
    public var boundsHeight: Double?
    /// Background colour.
    public var backgroundColor: RGBA?
    /// Layer corner radius.
    public var cornerRadius: Double?
    /// Layer border width.
    public var borderWidth: Double?
    /// Layer border colour.
    public var borderColor: RGBA?
    /// Layer shadow colour.
    public var shadowColor: RGBA?
    /// Layer shadow opacity.
    public var shadowOpacity: Double?
    /// Layer shadow blur radius.
    public var shadowRadius: Double?
    /// Layer shadow offset x.
    public var shadowOffsetX: Double?
    /// Layer shadow offset y.
    public var shadowOffsetY: Double?
    /// Layer `contentsRect` origin x.
    public var contentsRectX: Double?
    /// Layer `contentsRect` origin y.
    public var contentsRectY: Double?
    /// Layer `contentsRect` width.
    public var contentsRectWidth: Double?
    /// Layer `contentsRect` height.
    public var contentsRectHeight: Double?
    /// Layer z position.
    public var zPosition: Double?
    /// Whether the layer clips its sublayers (the `clipsToBounds` value ≥ 0.5).
    public var clipsToBounds: Bool?

    /// A state that animates nothing: every field nil (set the ones you want by hand).
    public init() {}

    /// The state of `channels`' target in `values` (an animator's evaluated buffer).
    public init(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        let animated = channels.animated
        if animated & Channel.transformMask != 0 { transform = channels.composedTransform(in: values) }
        // Every other field is nil unless its channel is animated: skip them all when none is.
        guard animated & ~Channel.transformMask != 0 else { return }
        alpha = channels.value(.alpha, in: values)
        x = channels.value(.x, in: values)
        y = channels.value(.y, in: values)
        width = channels.value(.width, in: values)
        height = channels.value(.height, in: values)
        centerX = channels.value(.centerX, in: values)
        centerY = channels.value(.centerY, in: values)
        boundsWidth = channels.value(.boundsWidth, in: values)
        boundsHeight = channels.value(.boundsHeight, in: values)
        backgroundColor = channels.color(.backgroundColor, in: values)
        cornerRadius = channels.value(.cornerRadius, in: values)
        borderWidth = channels.value(.borderWidth, in: values)
        borderColor = channels.color(.borderColor, in: values)
        shadowColor = channels.color(.shadowColor, in: values)
        shadowOpacity = channels.value(.shadowOpacity, in: values)
        shadowRadius = channels.value(.shadowRadius, in: values)
        shadowOffsetX = channels.value(.shadowOffsetX, in: values)
        shadowOffsetY = channels.value(.shadowOffsetY, in: values)
        contentsRectX = channels.value(.contentsRectX, in: values)
        contentsRectY = channels.value(.contentsRectY, in: values)
        contentsRectWidth = channels.value(.contentsRectWidth, in: values)
        contentsRectHeight = channels.value(.contentsRectHeight, in: values)
        zPosition = channels.value(.zPosition, in: values)
        clipsToBounds = channels.value(.clipsToBounds, in: values).map { $0 >= 0.5 }
    }

    /// Sets the fields `channels` animates to their values in `values`, leaving every other
    /// field as it is: on a state built by `init(_:in:)` from the same
    /// channels, the state that init builds from `values`, at the cost of the
    /// animated fields alone (a frame keeps one state per target and updates it).
    public mutating func update(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        var animated = channels.animated
        if animated & Channel.transformMask != 0 { transform = channels.composedTransform(in: values) }
        animated &= ~Channel.transformMask
        while animated != 0 {
            let ordinal = animated.trailingZeroBitCount
            animated &= animated - 1
            guard let slot = channels.slot(ordinal: ordinal) else { continue }
            let value = values[slot]
            switch ordinal {
            case Channel.alpha.ordinal: alpha = value
            case Channel.x.ordinal: x = value
            case Channel.y.ordinal: y = value
            case Channel.width.ordinal: width = value
            case Channel.height.ordinal: height = value
            case Channel.centerX.ordinal: centerX = value
            case Channel.centerY.ordinal: centerY = value
            case Channel.boundsWidth.ordinal: boundsWidth = value
            case Channel.boundsHeight.ordinal: boundsHeight = value
            case Channel.backgroundColor.ordinal: backgroundColor = Self.color(at: slot, in: values)
            case Channel.cornerRadius.ordinal: cornerRadius = value
            case Channel.borderWidth.ordinal: borderWidth = value
            case Channel.borderColor.ordinal: borderColor = Self.color(at: slot, in: values)
            case Channel.shadowColor.ordinal: shadowColor = Self.color(at: slot, in: values)
            case Channel.shadowOpacity.ordinal: shadowOpacity = value
            case Channel.shadowRadius.ordinal: shadowRadius = value
            case Channel.shadowOffsetX.ordinal: shadowOffsetX = value
            case Channel.shadowOffsetY.ordinal: shadowOffsetY = value
            case Channel.contentsRectX.ordinal: contentsRectX = value
            case Channel.contentsRectY.ordinal: contentsRectY = value
            case Channel.contentsRectWidth.ordinal: contentsRectWidth = value
            case Channel.contentsRectHeight.ordinal: contentsRectHeight = value
            case Channel.zPosition.ordinal: zPosition = value
            case Channel.clipsToBounds.ordinal: clipsToBounds = value >= 0.5
            default: break
            }
        }
    }

    private static func color(at slot: Int, in values: UnsafeBufferPointer<Double>) -> RGBA {
        RGBA(red: values[slot], green: values[slot + 1], blue: values[slot + 2], alpha: values[slot + 3])
    }

    /// The state of `channels`' target in `values` (at least the animator's `slotCount` long).
    public init(_ channels: TargetChannels, in values: [Double]) {
        self = values.withUnsafeBufferPointer { ViewState(channels, in: $0) }
    }
}
