extension FrameEvaluation {
    /// Parade's band around the viewport's centre (`centerThreshHold`, UIScrollView+Parade.swift)
    /// inside which every property rests.
    static let centerBand = 0.0005

    /// Writes every Parade state for an item whose centre is `centerOffset` viewport lengths
    /// past the viewport's centre (−1…1), resting values read from `values` or `underlying`.
    func write(states: UnsafeBufferPointer<CompiledState>, centerOffset r: Double, underlying: UnsafeBufferPointer<Double>) {
        for state in states {
            let restValues = state.restIsUnderlying ? underlying : values
            let side: CompiledState.Side?
            let progress: Double
            if r > Self.centerBand {
                side = state.start
                progress = 1 - r
            } else if r < -Self.centerBand {
                side = state.end
                progress = 1 + r
            } else {
                side = nil
                progress = 1
            }
            guard let side else {
                copy(from: restValues, at: state.rest, to: state.slot, colorSpace: state.colorSpace)
                continue
            }
            let fraction = easings[side.easing].value(at: side.range?.remap(progress) ?? progress)
            write(
                from: values, at: side.value, to: restValues, at: state.rest, fraction: fraction,
                slot: state.slot, colorSpace: state.colorSpace)
        }
    }

    /// Writes the resting value starting at `source[index]` into the state's slots.
    private func copy(from source: UnsafeBufferPointer<Double>, at index: Int, to slot: Int, colorSpace: ColorSpace?) {
        write(from: source, at: index, to: source, at: index, fraction: 0, slot: slot, colorSpace: colorSpace)
    }
}
