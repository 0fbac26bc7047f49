/// Where one target's channels are in an animator's buffer: one slot index per
/// ``Channel`` (in `Channel.allCases` order), or −1 where nothing animates the channel. Built
/// once per animator, so composing a target's transform or view state per frame reads plain
/// indices.
public struct TargetChannels: Hashable, Sendable {
    /// The target's name.
    public let target: String
    /// Slot per channel, −1 for none; indexed by ``Channel/ordinal``.
    private let slots: [Int]
    /// Bit ``Channel/ordinal`` set for each animated channel, so a frame skips the rest at once.
    let animated: UInt64

    init(target: String, slots animatorSlots: [Slot]) {
        self.target = target
        var slots = [Int](repeating: -1, count: Channel.allCases.count)
        for (index, slot) in animatorSlots.enumerated() where slot.target == target && slot.component == 0 {
            slots[slot.channel.ordinal] = index
        }
        self.slots = slots
        self.animated = slots.indices.reduce(0) { mask, ordinal in slots[ordinal] < 0 ? mask : mask | 1 << UInt64(ordinal) }
    }

    /// A target the animator does not write: every channel absent.
    static let none = TargetChannels(target: "", slots: [])

    /// The first slot of `channel`, or nil when nothing animates it.
    public func slot(of channel: Channel) -> Int? {
        let slot = slots[channel.ordinal]
        return slot < 0 ? nil : slot
    }

    /// Whether any of the channels a transform is composed from is animated.
    public var hasTransform: Bool {
        animated & Channel.transformMask != 0
    }

    /// The slot of the channel whose ``Channel/ordinal`` is `ordinal`, or nil when nothing
    /// animates it.
    func slot(ordinal: Int) -> Int? {
        let slot = slots[ordinal]
        return slot < 0 ? nil : slot
    }

    /// The value of `channel` in `values`, or `absent` when nothing animates it.
    func value(_ channel: Channel, in values: UnsafeBufferPointer<Double>, absent: Double) -> Double {
        let slot = slots[channel.ordinal]
        return slot < 0 ? absent : values[slot]
    }

    /// The value of `channel` in `values`, or nil when nothing animates it.
    func value(_ channel: Channel, in values: UnsafeBufferPointer<Double>) -> Double? {
        let slot = slots[channel.ordinal]
        return slot < 0 ? nil : values[slot]
    }

    /// The colour of `channel` in `values` (four slots), or nil when nothing animates it.
    func color(_ channel: Channel, in values: UnsafeBufferPointer<Double>) -> RGBA? {
        let slot = slots[channel.ordinal]
        return slot < 0 ? nil : Self.color(at: slot, in: values)
    }

    /// The colour whose four components start at `slot` in `values`.
    static func color(at slot: Int, in values: UnsafeBufferPointer<Double>) -> RGBA {
        RGBA(red: values[slot], green: values[slot + 1], blue: values[slot + 2], alpha: values[slot + 3])
    }

    /// The target's transform in `values`: `perspective(P) translate3d(tx, ty, tz) rotateX(ax)
    /// rotateY(ay) rotateZ(rotation + rotationZ) scale3d(scaleX·scale, scaleY·scale, scale)`,
    /// each missing channel at its identity and no perspective without a `perspective` channel.
    public func transform(in values: UnsafeBufferPointer<Double>) -> Transform3D {
        composedTransform(in: values)
    }

    /// ``transform(in:)``, inlined where it is called.
    @inline(__always)
    func composedTransform(in values: UnsafeBufferPointer<Double>) -> Transform3D {
        let scale = value(.scale, in: values, absent: 1)
        return Transform3D(
            perspective: value(.perspective, in: values),
            translation: (
                value(.translationX, in: values, absent: 0), value(.translationY, in: values, absent: 0),
                value(.translationZ, in: values, absent: 0)
            ),
            rotation: (
                value(.rotationX, in: values, absent: 0), value(.rotationY, in: values, absent: 0),
                value(.rotation, in: values, absent: 0) + value(.rotationZ, in: values, absent: 0)
            ),
            scale: (value(.scaleX, in: values, absent: 1) * scale, value(.scaleY, in: values, absent: 1) * scale, scale))
    }
}

extension Channel {
    /// The channels a target's transform is composed from: those of the `.transform` group.
    static let transformChannels: [Channel] = allCases.filter { $0.descriptor.group == .transform }

    /// The channels by ``ordinal``, so a loop over a mask of ordinals can switch over the
    /// channel itself (and the compiler checks that every channel is handled). Sorted by
    /// ordinal, so it holds whatever order the cases are declared in.
    static let byOrdinal: [Channel] = allCases.sorted { $0.ordinal < $1.ordinal }

    /// ``transformChannels`` as a mask of ordinals (see ``TargetChannels/animated``).
    static let transformMask: UInt64 = transformChannels.reduce(0) { $0 | 1 << UInt64($1.ordinal) }
}
