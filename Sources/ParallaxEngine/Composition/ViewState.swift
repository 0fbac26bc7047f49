/// Everything an animator says about one target (a view or layer) at one moment, composed from
/// its values: what a platform adapter copies onto a `UIView`/`CALayer` or a SwiftUI view.
/// A channel's value is nil when no track or state animates it, so the view keeps its own.
///
/// The transform channels are composed into ``transform``; every other channel's value is
/// read and written by channel (``subscript(channel:)``, ``subscript(color:)``) or by its named
/// field (``alpha``, ``cornerRadius``, ``backgroundColor``…). The values live in a fixed-size
/// buffer indexed by ``Channel/ordinal``, so a state never allocates.
public struct ViewState: Sendable {
    /// The composed transform (see ``TargetChannels/transform(in:)``); nil when no transform
    /// channel is animated.
    public var transform: Transform3D?
    /// Bit ``Channel/ordinal`` set for each channel whose value is set (never a transform one).
    private var setChannels: UInt64 = 0
    /// The values, at ``Channel/stateOffset(ordinal:)``; 0 where no value is set.
    private var values = ChannelValueBuffer()

    /// A state that animates nothing: every value nil (set the ones you want by hand).
    public init() {}

    /// The state of `channels`' target in `values` (an animator's evaluated buffer): the values
    /// its channels animate, every other value nil.
    public init(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        self.init()
        update(channels, in: values)
    }

    /// The state of `channels`' target in `values` (at least the animator's `slotCount` long).
    public init(_ channels: TargetChannels, in values: [Double]) {
        self = values.withUnsafeBufferPointer { ViewState(channels, in: $0) }
    }

    /// Sets the values `channels` animates to theirs in `values`, leaving every other value as
    /// it is, at the cost of the animated channels alone (a frame keeps one state per target
    /// and updates it). Walks the animated channels by ordinal: nothing here names a channel.
    public mutating func update(_ channels: TargetChannels, in values: UnsafeBufferPointer<Double>) {
        var animated = channels.animated
        if animated & Channel.transformMask != 0 { transform = channels.composedTransform(in: values) }
        animated &= ~Channel.transformMask
        guard animated != 0 else { return }
        setChannels |= animated
        let colors = Channel.colorMask
        let flags = Channel.flagMask
        self.values.withNumbers { numbers in
            while animated != 0 {
                let ordinal = animated.trailingZeroBitCount
                let bit = animated & (0 &- animated)
                animated &= animated &- 1
                guard let slot = channels.slot(ordinal: ordinal) else { continue }
                let offset = Channel.stateOffset(ordinal: ordinal, colors: colors)
                if colors & bit != 0 {
                    numbers[offset] = values[slot]
                    numbers[offset &+ 1] = values[slot &+ 1]
                    numbers[offset &+ 2] = values[slot &+ 2]
                    numbers[offset &+ 3] = values[slot &+ 3]
                } else if flags & bit != 0 {
                    numbers[offset] = values[slot] >= 0.5 ? 1 : 0
                } else {
                    numbers[offset] = values[slot]
                }
            }
        }
    }

    /// The value of a number or flag channel (a flag reads 1 when on, 0 when off), nil when it
    /// is not set (and for a colour channel). A transform channel has no value of its own here (it is composed into
    /// ``transform``): it reads nil, and setting one, or a colour channel (see
    /// ``subscript(color:)``), is a programming error.
    public subscript(channel channel: Channel) -> Double? {
        get {
            let ordinal = channel.ordinal
            guard setChannels & (1 << UInt64(ordinal)) != 0, !channel.isColor else { return nil }
            return values[Channel.stateOffset(ordinal: ordinal, colors: Channel.colorMask)]
        }
        set {
            let kind = channel.descriptor.kind
            precondition(channel.descriptor.group != .transform && kind != .color, "\(channel.rawValue) is not a number channel")
            let value = kind == .flag ? newValue.map { $0 >= 0.5 ? 1 : 0 } : newValue
            store(channel, (value ?? 0, 0, 0, 0), count: 1, isSet: value != nil)
        }
    }

    /// The colour of a colour channel, nil when it is not set (or the channel is no colour);
    /// setting a number channel's colour is a programming error.
    public subscript(color channel: Channel) -> RGBA? {
        get {
            let ordinal = channel.ordinal
            guard channel.isColor, setChannels & (1 << UInt64(ordinal)) != 0 else { return nil }
            let offset = Channel.stateOffset(ordinal: ordinal, colors: Channel.colorMask)
            return RGBA(red: values[offset], green: values[offset + 1], blue: values[offset + 2], alpha: values[offset + 3])
        }
        set {
            precondition(channel.isColor, "\(channel.rawValue) is not a colour channel")
            let components = newValue.map { ($0.red, $0.green, $0.blue, $0.alpha) } ?? (0, 0, 0, 0)
            store(channel, components, count: 4, isSet: newValue != nil)
        }
    }

    /// Writes the first `count` of `components` at `channel`'s offset and marks it set or not;
    /// unset values are 0, so equal states have equal buffers.
    private mutating func store(
        _ channel: Channel, _ components: (Double, Double, Double, Double), count: Int, isSet: Bool
    ) {
        let ordinal = channel.ordinal
        let offset = Channel.stateOffset(ordinal: ordinal, colors: Channel.colorMask)
        values[offset] = components.0
        if count == 4 {
            values[offset + 1] = components.1
            values[offset + 2] = components.2
            values[offset + 3] = components.3
        }
        if isSet { setChannels |= 1 << UInt64(ordinal) } else { setChannels &= ~(1 << UInt64(ordinal)) }
    }
}

extension ViewState: Hashable {
    /// Equal when the same channels are set to the same values and the transforms are equal.
    public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        guard lhs.setChannels == rhs.setChannels, lhs.transform == rhs.transform else { return false }
        for offset in 0..<Channel.stateSlotCount where lhs.values[offset] != rhs.values[offset] { return false }
        return true
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(setChannels)
        hasher.combine(transform)
        for offset in 0..<Channel.stateSlotCount { hasher.combine(values[offset]) }
    }
}

extension Channel {
    /// The colour channels as a mask of ordinals.
    static let colorMask: UInt64 = allCases.reduce(0) { $1.isColor ? $0 | 1 << UInt64($1.ordinal) : $0 }

    /// The flag channels as a mask of ordinals.
    static let flagMask: UInt64 = allCases.reduce(0) { $1.descriptor.kind == .flag ? $0 | 1 << UInt64($1.ordinal) : $0 }

    /// How many numbers a ``ViewState`` keeps: one per channel, four per colour.
    static let stateSlotCount = allCases.reduce(0) { $0 + $1.componentCount }

    /// Where the channel of ordinal `ordinal` starts in a ``ViewState``'s buffer: its ordinal,
    /// moved on by three for each colour channel before it.
    @inline(__always)
    static func stateOffset(ordinal: Int, colors: UInt64) -> Int {
        ordinal &+ 3 &* (colors & ((1 << UInt64(ordinal)) &- 1)).nonzeroBitCount
    }
}
