/// One Parade-state property with resolved numbers, as a plain value with indices into its
/// program.
struct StateProgram: Sendable {
    /// One side (start or end) of a property.
    struct Side: Sendable {
        /// The state's value starts at `numbers[value]` (`componentCount` numbers).
        let value: Int
        /// The side's curve is `curves[curve]`.
        let curve: Int
        let range: ProgressRange?
    }

    /// The first buffer index the property writes.
    let slot: Int
    /// Set for colour channels: values are premultiplied components in this space, then alpha.
    let colorSpace: ColorSpace?
    /// The resting value starts at `numbers[rest]`, or at `underlying[rest]` when
    /// `restIsUnderlying`.
    let rest: Int
    let restIsUnderlying: Bool
    let start: Side?
    let end: Side?
}

extension AnimationProgram {
    /// Parade's band around the viewport's centre (`centerThreshHold`, UIScrollView+Parade.swift)
    /// inside which every property rests.
    static let centerBand = 0.0005

    /// Writes every Parade state for an item whose centre is `centerOffset` viewport lengths
    /// past the viewport's centre (−1…1), resting values read from `numbers` or `underlying`.
    func writeStates(
        centerOffset r: Double, underlying: UnsafeBufferPointer<Double>, into buffer: UnsafeMutableBufferPointer<Double>
    ) {
        let numbers = UnsafeBufferPointer(self.numbers)
        // States are read through a pointer, field by field, not copied whole.
        for index in states.indices {
            let state = UnsafePointer(states.baseAddress! + index)
            let restValues = state.pointee.restIsUnderlying ? underlying : numbers
            let rest = state.pointee.rest
            let side: StateProgram.Side?
            let progress: Double
            if r > Self.centerBand {
                side = state.pointee.start
                progress = 1 - r
            } else if r < -Self.centerBand {
                side = state.pointee.end
                progress = 1 + r
            } else {
                side = nil
                progress = 1
            }
            guard let side else {
                mix(
                    from: restValues, at: rest, to: restValues, at: rest, fraction: 0, into: buffer, at: state.pointee.slot,
                    colorSpace: state.pointee.colorSpace)
                continue
            }
            let fraction = ease(side.curve, side.range?.remap(progress) ?? progress)
            mix(
                from: numbers, at: side.value, to: restValues, at: rest, fraction: fraction, into: buffer,
                at: state.pointee.slot, colorSpace: state.pointee.colorSpace)
        }
    }
}
