import ParallaxEngine

/// How a channel reaches a Core Animation layer: the small closed set ``LayerUpdate`` and the
/// adapters switch over. A channel added with an existing kind of application (a layer number
/// or colour of its own name, most likely) needs its line here and no work in the adapters;
/// only a new kind does.
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

    /// How `channel` is applied: a switch with a line for every channel, so the compiler names
    /// this place when a channel is added. The transform and layout groups of
    /// ``ChannelDescriptor`` are the transform and the geometry here (a test holds the two
    /// together); of the rest, what is not a special property is the layer property of its name.
    public init(_ channel: Channel) {
        switch channel {
        case .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotation, .rotationX, .rotationY, .rotationZ,
            .perspective:
            self = .transform
        case .x, .y, .width, .height, .centerX, .centerY, .boundsWidth, .boundsHeight: self = .geometry
        case .alpha: self = .opacity
        case .shadowOffsetX, .shadowOffsetY: self = .shadowOffset
        case .contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight: self = .contentsRect
        case .clipsToBounds: self = .masksToBounds
        case .cornerRadius, .borderWidth, .borderColor, .backgroundColor, .shadowColor, .shadowOpacity, .shadowRadius, .zPosition:
            self = .sameNamedProperty
        }
    }

    /// The channels applied as ``sameNamedProperty``, in channel order.
    public static let sameNamedChannels: [Channel] = Channel.allCases.filter { LayerApplication($0) == .sameNamedProperty }
}
