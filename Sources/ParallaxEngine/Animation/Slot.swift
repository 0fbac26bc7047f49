/// One value an animator writes: a component of a target's channel.
public struct Slot: Hashable, Sendable, CustomStringConvertible {
    /// The layer's name.
    public var target: String
    /// The property.
    public var channel: Channel
    /// 0 for scalar channels; 0…3 (red, green, blue, alpha) for colours.
    public var component: Int

    /// Creates a slot.
    public init(target: String, channel: Channel, component: Int) {
        self.target = target
        self.channel = channel
        self.component = component
    }

    /// `target.channel`, with `[component]` for colours.
    public var description: String {
        channel.isColor ? "\(target).\(channel.rawValue)[\(component)]" : "\(target).\(channel.rawValue)"
    }
}
