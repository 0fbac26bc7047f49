/// The two buffer indices a pair of number properties writes. A pair of neighbouring slots
/// (`second == first + 1`) is mixed into one two-value store. A group of odd size ends with a
/// pair whose second property repeats its first: the same value is written twice.
struct SlotPair: Sendable {
    let first: Int
    let second: Int
}

/// The pairs ``NumberPairs/append(_:)`` added: back to back, those of neighbouring slots
/// first. (A pair of the others never holds neighbours: a slot is left over only when the next
/// one is not among the members.)
struct PairRanges: Sendable {
    let neighbours: Range<Int>
    let apart: Range<Int>

    /// All of them.
    var all: Range<Int> { neighbours.lowerBound..<apart.upperBound }
}

/// Number properties of Parade states two by two, as structure-of-arrays: the slots, the
/// starting values and the differences `to − from`, one element per pair. Per frame a pair is
/// mixed with one vector multiply and add, `start + difference·f` for both properties.
struct NumberPairs {
    var slots: [SlotPair] = []
    var starts: [SIMD2<Double>] = []
    var differences: [SIMD2<Double>] = []

    var count: Int { slots.count }

    /// Appends `members` (of distinct slots) two by two: neighbouring slots together where they
    /// can be, then the rest in order, the last one twice when their count is odd. Returns the
    /// pairs' indices, the neighbours' (`second == first + 1`, written with one store) first.
    mutating func append(_ members: [NumberStateMember]) -> PairRanges {
        let first = slots.count
        let sorted = members.sorted { $0.slot < $1.slot }
        var others: [NumberStateMember] = []
        var index = 0
        while index < sorted.count {
            if index + 1 < sorted.count, sorted[index + 1].slot == sorted[index].slot + 1 {
                append(sorted[index], sorted[index + 1])
                index += 2
            } else {
                others.append(sorted[index])
                index += 1
            }
        }
        let neighbours = first..<slots.count
        index = 0
        while index < others.count {
            append(others[index], others[min(index + 1, others.count - 1)])
            index += 2
        }
        return PairRanges(neighbours: neighbours, apart: neighbours.upperBound..<slots.count)
    }

    private mutating func append(_ one: NumberStateMember, _ other: NumberStateMember) {
        slots.append(SlotPair(first: one.slot, second: other.slot))
        starts.append(SIMD2(one.from, other.from))
        differences.append(SIMD2(one.difference, other.difference))
    }
}

extension AnimationProgram {
    /// Writes the starting value of each pair in `pairs`.
    @inline(__always)
    func writeStarts(_ pairs: Range<Int>, into target: UnsafeMutablePointer<Double>) {
        var index = pairs.lowerBound
        while index < pairs.upperBound {
            let slots = pairSlots.base + index
            let start = pairStarts.base[index]
            target[slots.pointee.first] = start[0]
            target[slots.pointee.second] = start[1]
            index &+= 1
        }
    }

    /// Writes `start + difference·fraction` for each pair in `pairs` (finite: the caller has
    /// checked): the neighbours' with one two-value store each.
    @inline(__always)
    func writeMixed(_ pairs: PairRanges, fraction: Double, into target: UnsafeMutablePointer<Double>) {
        let fractions = SIMD2(repeating: fraction)
        var index = pairs.neighbours.lowerBound
        while index < pairs.neighbours.upperBound {
            let value = pairStarts.base[index] + pairDifferences.base[index] * fractions
            UnsafeMutableRawPointer(target + pairSlots.base[index].first).storeBytes(of: value, as: SIMD2<Double>.self)
            index &+= 1
        }
        while index < pairs.apart.upperBound {
            let slots = pairSlots.base + index
            let value = pairStarts.base[index] + pairDifferences.base[index] * fractions
            target[slots.pointee.first] = value[0]
            target[slots.pointee.second] = value[1]
            index &+= 1
        }
    }

    /// Writes `start + difference` (the mix at fraction 1) for each pair in `pairs`.
    @inline(__always)
    func writeEnds(_ pairs: Range<Int>, into target: UnsafeMutablePointer<Double>) {
        var index = pairs.lowerBound
        while index < pairs.upperBound {
            let slots = pairSlots.base + index
            let value = pairStarts.base[index] + pairDifferences.base[index]
            target[slots.pointee.first] = value[0]
            target[slots.pointee.second] = value[1]
            index &+= 1
        }
    }
}
