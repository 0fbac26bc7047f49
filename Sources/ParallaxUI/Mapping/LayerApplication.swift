import ParallaxEngine

/// How a channel reaches a Core Animation layer: the small closed set ``LayerUpdate`` and the
/// adapters switch over, worked out from the channel's ``ChannelDescriptor``. A channel added
/// with an existing kind of application (a layer number or colour of its own name, most
/// likely) needs no work here or in the adapters; only a new kind does.
public enum LayerApplication: Hashable, Sendable {
    /// Composed into the layer's `transform` (the `.transform` group).
    case transform
    /// The layer's `opacity` (`alpha`).
    case opacity
    /// Moves or sizes the layer: `bounds.size` and `position` (the `.layout` group).
    case geometry
    /// A component of `shadowOffset`.
    case shadowOffset
    /// A component of `contentsRect`.
    case contentsRect
    /// `masksToBounds` (`clipsToBounds`).
    case masksToBounds
    /// The layer property of the channel's own name: a number, or an sRGB `CGColor` for a colour
    /// channel (`cornerRadius`, `borderWidth`, `backgroundColor`, `zPosition`…).
    case sameNamedProperty

    /// How `channel` is applied.
    public init(_ channel: Channel) {
        switch channel.descriptor.group {
        case .transform: self = .transform
        case .layout: self = .geometry
        case .color: self = .sameNamedProperty
        case .layer:
            switch channel {
            case .alpha: self = .opacity
            case .shadowOffsetX, .shadowOffsetY: self = .shadowOffset
            case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight: self = .contentsRect
            case .clipsToBounds: self = .masksToBounds
            default: self = .sameNamedProperty
            }
        }
    }

    /// The channels applied as ``sameNamedProperty``, in channel order.
    public static let sameNamedChannels: [Channel] = Channel.allCases.filter { LayerApplication($0) == .sameNamedProperty }
}
