/// The values a view has of its own (Parade's snapshot) for the Parade properties that rest at
/// `"underlying"`: set once per view, then passed to every evaluation. Nothing is allocated per
/// frame; setting a value is a short search, so do it when a view is configured.
///
/// ```swift
/// var underlying = animator.makeUnderlyingValues()
/// underlying.set(Double(imageView.layer.cornerRadius), target: "image", channel: .cornerRadius)
/// // every frame:
/// animator.evaluate(geometry, underlying: underlying, into: &values)
/// ```
///
/// A value never set reads as the channel's identity (0 where it has none; a transparent
/// colour), and ``missing`` lists it.
public struct UnderlyingValues: Sendable {
    /// What one value is, and where it is kept.
    struct Entry: Sendable {
        let target: String
        let channel: Channel
        /// Set for colour channels: colours are kept premultiplied in this space.
        let colorSpace: ColorSpace?
        /// The value's first index in `storage`.
        let index: Int
    }

    private let entries: [Entry]
    /// The values, in the layout the animator reads them.
    private(set) var storage: [Double]
    private var isSet: [Bool]

    init(entries: [Entry]) {
        self.entries = entries
        storage = Self.defaults(for: entries)
        isSet = Array(repeating: false, count: entries.count)
    }

    /// The values before any is set: each channel's identity (0 where it has none), colours
    /// transparent.
    static func defaults(for entries: [Entry]) -> [Double] {
        entries.flatMap { entry in entry.channel.isColor ? [0, 0, 0, 0] : [entry.channel.identity ?? 0] }
    }

    /// `target.channel` of every value the animator reads, in its order.
    public var names: [String] { entries.map { "\($0.target).\($0.channel.rawValue)" } }

    /// `target.channel` of every value not set yet.
    public var missing: [String] {
        zip(entries, isSet).filter { !$0.1 }.map { "\($0.0.target).\($0.0.channel.rawValue)" }
    }

    /// Sets the view's own value of a number channel.
    /// - Returns: Whether the animator reads it (false for a channel it does not rest at
    ///   `underlying`, or a colour channel).
    @discardableResult
    public mutating func set(_ value: Double, target: String, channel: Channel) -> Bool {
        guard let position = position(of: target, channel), !channel.isColor, value.isFinite else { return false }
        storage[entries[position].index] = value
        isSet[position] = true
        return true
    }

    /// Sets the view's own value of a colour channel.
    /// - Returns: Whether the animator reads it.
    @discardableResult
    public mutating func set(_ color: RGBA, target: String, channel: Channel) -> Bool {
        guard let position = position(of: target, channel), let space = entries[position].colorSpace else { return false }
        let components = space.premultipliedComponents(of: color)
        let index = entries[position].index
        for component in 0..<4 { storage[index + component] = components[component] }
        isSet[position] = true
        return true
    }

    private func position(of target: String, _ channel: Channel) -> Int? {
        entries.firstIndex { $0.target == target && $0.channel == channel }
    }
}
