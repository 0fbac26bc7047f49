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

    /// The state of `channels`' target in `values` (an animator's evaluated buffer): the fields
    /// its channels animate, every other field nil.
    public init(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        self.init()
        update(channels, in: values)
    }

    /// Sets the fields `channels` animates to their values in `values`, leaving every other
    /// field as it is, at the cost of the animated fields alone (a frame keeps one state per
    /// target and updates it).
    public mutating func update(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        var animated = channels.animated
        if animated & Channel.transformMask != 0 { transform = channels.composedTransform(in: values) }
        animated &= ~Channel.transformMask
        while animated != 0 {
            let ordinal = animated.trailingZeroBitCount
            animated &= animated - 1
            guard let slot = channels.slot(ordinal: ordinal) else { continue }
            switch Channel.byOrdinal[ordinal] {
            case .alpha: alpha = values[slot]
            case .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotation, .rotationX, .rotationY, .rotationZ,
                .perspective:
                break  // composed into `transform` above (and masked out)
            case .x: x = values[slot]
            case .y: y = values[slot]
            case .width: width = values[slot]
            case .height: height = values[slot]
            case .centerX: centerX = values[slot]
            case .centerY: centerY = values[slot]
            case .boundsWidth: boundsWidth = values[slot]
            case .boundsHeight: boundsHeight = values[slot]
            case .backgroundColor: backgroundColor = TargetChannels.color(at: slot, in: values)
            case .cornerRadius: cornerRadius = values[slot]
            case .borderWidth: borderWidth = values[slot]
            case .borderColor: borderColor = TargetChannels.color(at: slot, in: values)
            case .shadowColor: shadowColor = TargetChannels.color(at: slot, in: values)
            case .shadowOpacity: shadowOpacity = values[slot]
            case .shadowRadius: shadowRadius = values[slot]
            case .shadowOffsetX: shadowOffsetX = values[slot]
            case .shadowOffsetY: shadowOffsetY = values[slot]
            case .contentsRectX: contentsRectX = values[slot]
            case .contentsRectY: contentsRectY = values[slot]
            case .contentsRectWidth: contentsRectWidth = values[slot]
            case .contentsRectHeight: contentsRectHeight = values[slot]
            case .zPosition: zPosition = values[slot]
            case .clipsToBounds: clipsToBounds = values[slot] >= 0.5
            }
        }
    }

    /// The state of `channels`' target in `values` (at least the animator's `slotCount` long).
    public init(_ channels: TargetChannels, in values: [Double]) {
        self = values.withUnsafeBufferPointer { ViewState(channels, in: $0) }
    }
}
