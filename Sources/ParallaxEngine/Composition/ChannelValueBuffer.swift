/// A view state's channel values, stored in place: 48 numbers, one per ``Channel/ordinal``
/// with three more after each colour channel's (red, green, blue, alpha). A fixed-size tuple, so
/// a ``ViewState`` holds its values without allocating and a frame updates them in place.
/// ``Channel/stateSlotCount`` must stay within ``capacity`` (a test checks it).
struct ChannelValueBuffer: Sendable {
    /// How many numbers the buffer holds.
    static let capacity = 48

    private var slots:
        (
            Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
            Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
            Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
        ) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0
        )

    /// Calls `body` with the buffer's numbers, writable.
    @inline(__always)
    mutating func withNumbers<Result>(_ body: (UnsafeMutablePointer<Double>) -> Result) -> Result {
        withUnsafeMutableBytes(of: &slots) { body($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self)) }
    }

    /// The number at `index` (below ``capacity``).
    @inline(__always)
    subscript(index: Int) -> Double {
        get { withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index &* 8, as: Double.self) } }
        set { withNumbers { $0[index] = newValue } }
    }
}
