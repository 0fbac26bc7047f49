/// An animatable property of a target layer. Colours take 4 slots (red, green, blue, alpha in
/// gamma-encoded sRGB 0…1); every other channel takes 1. Angles are in degrees, lengths in
/// points. Transforms are animated by components (translation, scale, rotation), never by
/// matrix entries. Each channel's unit, group and identity are in one table, ``descriptor``,
/// in this file with the channel's ``ordinal``: adding a case, the compiler names each switch
/// to extend here and in the few other places that must say what the channel does
/// (docs/DESIGN.md, "Adding a channel").
public enum Channel: String, CaseIterable, Hashable, Sendable {
    /// Opacity, 0…1.
    case alpha
    /// Horizontal translation of the transform.
    case translationX
    /// Vertical translation of the transform.
    case translationY
    /// Depth translation of the 3D transform (towards the viewer when positive).
    case translationZ
    /// Uniform scale of the transform.
    case scale
    /// Horizontal scale of the transform.
    case scaleX
    /// Vertical scale of the transform.
    case scaleY
    /// 2D rotation, degrees.
    case rotation
    /// 3D rotation about the x axis, degrees.
    case rotationX
    /// 3D rotation about the y axis, degrees.
    case rotationY
    /// 3D rotation about the z axis, degrees.
    case rotationZ
    /// Perspective distance for 3D transforms (the `m34 = −1/perspective` eye distance).
    case perspective
    /// Frame origin x.
    case x
    /// Frame origin y.
    case y
    /// Frame width.
    case width
    /// Frame height.
    case height
    /// Centre x.
    case centerX
    /// Centre y.
    case centerY
    /// Bounds width.
    case boundsWidth
    /// Bounds height.
    case boundsHeight
    /// Layer corner radius.
    case cornerRadius
    /// Layer border width.
    case borderWidth
    /// Layer border colour (4 slots).
    case borderColor
    /// Background colour (4 slots).
    case backgroundColor
    /// Layer shadow colour (4 slots).
    case shadowColor
    /// Layer shadow opacity, 0…1.
    case shadowOpacity
    /// Layer shadow blur radius.
    case shadowRadius
    /// Layer shadow offset x.
    case shadowOffsetX
    /// Layer shadow offset y.
    case shadowOffsetY
    /// Layer `contentsRect` origin x (unit coordinates).
    case contentsRectX
    /// Layer `contentsRect` origin y (unit coordinates).
    case contentsRectY
    /// Layer `contentsRect` width (unit coordinates).
    case contentsRectWidth
    /// Layer `contentsRect` height (unit coordinates).
    case contentsRectHeight
    /// Layer z position.
    case zPosition
    /// Whether the layer clips its sublayers: 0 or 1 (apply as `value >= 0.5`).
    case clipsToBounds

    /// Whether the channel holds a colour (its ``descriptor``'s kind is `.color`).
    public var isColor: Bool { descriptor.kind == .color }

    /// How many values the channel writes: 4 for colours, otherwise 1.
    public var componentCount: Int { descriptor.componentCount }

    /// The value that leaves a view as it is, where there is one: 1 for `alpha`, `scale`,
    /// `scaleX` and `scaleY`; 0 for translations, rotations and `zPosition`. Parade states rest
    /// at it unless told otherwise; other channels (sizes, positions, colours…) have none.
    public var identity: Double? { descriptor.identity }

    /// The number a Core Animation layer holds for the channel before anything sets it (e.g. 3
    /// for `shadowRadius`, −3 for `shadowOffsetY`), which every adapter assumes for a channel a
    /// state leaves out; nil for a colour channel (see ``layerDefaultColor``) and for a channel
    /// the view's own geometry decides (``ChannelDescriptor/layerDefault``).
    public var layerDefault: Double? {
        guard let components = descriptor.layerDefault, components.count == 1 else { return nil }
        return components[0]
    }

    /// The colour a Core Animation layer holds for a colour channel before anything sets it:
    /// opaque black for `borderColor` and `shadowColor`, transparent for `backgroundColor`; nil
    /// for a number channel.
    public var layerDefaultColor: RGBA? {
        guard let components = descriptor.layerDefault, components.count == 4 else { return nil }
        return RGBA(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}

extension Channel {
    /// The channel's unit, group, identity and layer default: the table every description of a
    /// channel is derived from.
    public var descriptor: ChannelDescriptor {
        switch self {
        case .alpha: ChannelDescriptor(unit: .fraction, group: .layer, identity: 1, layerDefault: [1])
        case .translationX, .translationY, .translationZ:
            ChannelDescriptor(unit: .points, group: .transform, identity: 0, layerDefault: [0])
        case .scale, .scaleX, .scaleY: ChannelDescriptor(unit: .factor, group: .transform, identity: 1, layerDefault: [1])
        case .rotation, .rotationX, .rotationY, .rotationZ:
            ChannelDescriptor(unit: .degrees, group: .transform, identity: 0, layerDefault: [0])
        case .perspective: ChannelDescriptor(unit: .points, group: .transform, layerDefault: nil)
        case .x, .y, .width, .height, .centerX, .centerY, .boundsWidth, .boundsHeight:
            ChannelDescriptor(unit: .points, group: .layout, layerDefault: nil)
        case .borderColor, .shadowColor: ChannelDescriptor(unit: .color, group: .color, layerDefault: [0, 0, 0, 1])
        case .backgroundColor: ChannelDescriptor(unit: .color, group: .color, layerDefault: [0, 0, 0, 0])
        case .cornerRadius, .borderWidth, .shadowOffsetX: ChannelDescriptor(unit: .points, group: .layer, layerDefault: [0])
        case .shadowRadius: ChannelDescriptor(unit: .points, group: .layer, layerDefault: [3])
        case .shadowOffsetY: ChannelDescriptor(unit: .points, group: .layer, layerDefault: [-3])
        case .shadowOpacity: ChannelDescriptor(unit: .fraction, group: .layer, layerDefault: [0])
        case .contentsRectX, .contentsRectY: ChannelDescriptor(unit: .unitCoordinates, group: .layer, layerDefault: [0])
        case .contentsRectWidth, .contentsRectHeight: ChannelDescriptor(unit: .unitCoordinates, group: .layer, layerDefault: [1])
        case .zPosition: ChannelDescriptor(unit: .points, group: .layer, identity: 0, layerDefault: [0])
        case .clipsToBounds: ChannelDescriptor(unit: .flag, group: .layer, layerDefault: [0])
        }
    }

    /// The channel's position in `Channel.allCases` (a switch, so a constant channel's
    /// ordinal is a constant).
    var ordinal: Int {
        switch self {
        case .alpha: 0
        case .translationX: 1
        case .translationY: 2
        case .translationZ: 3
        case .scale: 4
        case .scaleX: 5
        case .scaleY: 6
        case .rotation: 7
        case .rotationX: 8
        case .rotationY: 9
        case .rotationZ: 10
        case .perspective: 11
        case .x: 12
        case .y: 13
        case .width: 14
        case .height: 15
        case .centerX: 16
        case .centerY: 17
        case .boundsWidth: 18
        case .boundsHeight: 19
        case .cornerRadius: 20
        case .borderWidth: 21
        case .borderColor: 22
        case .backgroundColor: 23
        case .shadowColor: 24
        case .shadowOpacity: 25
        case .shadowRadius: 26
        case .shadowOffsetX: 27
        case .shadowOffsetY: 28
        case .contentsRectX: 29
        case .contentsRectY: 30
        case .contentsRectWidth: 31
        case .contentsRectHeight: 32
        case .zPosition: 33
        case .clipsToBounds: 34
        }
    }
}
