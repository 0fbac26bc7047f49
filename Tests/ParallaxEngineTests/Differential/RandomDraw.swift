/// Random choices for the differential tests: SplitMix64 seeded from the property checker's
/// generator, so one `.fixedSeed(…)` reproduces a whole case.
struct RandomDraw {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in 0..<1.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func element<T>(of elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` distinct elements of `elements`, in their order.
    mutating func subset<T>(of elements: [T], count: Int) -> [T] {
        var chosen = Array(elements.indices)
        for index in chosen.indices.reversed() where index > 0 {
            chosen.swapAt(index, int(in: 0...index))
        }
        return chosen.prefix(min(count, elements.count)).sorted().map { elements[$0] }
    }
}
