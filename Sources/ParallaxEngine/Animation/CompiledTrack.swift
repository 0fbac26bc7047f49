/// A track with resolved numbers, ready to evaluate without allocating.
struct CompiledTrack: Sendable {
    /// The first buffer index the track writes.
    let slot: Int
    /// The keyframe stops, non-decreasing.
    let stops: [Double]
    /// Keyframe values, `componentCount` per stop. Colours are stored as premultiplied
    /// components in `colorSpace` followed by alpha.
    let values: [Double]
    /// The curve of each segment (index of its first stop).
    let easings: [Easing]
    let range: ProgressRange?
    let extrapolation: Extrapolation
    /// Set for colour tracks.
    let colorSpace: ColorSpace?

    /// Writes the track's value at the animator (or parent) progress `progress`.
    func write(progress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let t = range?.remap(progress) ?? progress
        let (from, to, fraction) = segment(at: t)
        if let colorSpace {
            let mixed0 = mix(from * 4, to * 4, fraction)
            let mixed1 = mix(from * 4 + 1, to * 4 + 1, fraction)
            let mixed2 = mix(from * 4 + 2, to * 4 + 2, fraction)
            let mixedAlpha = mix(from * 4 + 3, to * 4 + 3, fraction)
            let divisor = mixedAlpha > 0 ? mixedAlpha : 1
            let rgb = colorSpace.rgb(mixed0 / divisor, mixed1 / divisor, mixed2 / divisor)
            buffer[slot] = rgb.0
            buffer[slot + 1] = rgb.1
            buffer[slot + 2] = rgb.2
            buffer[slot + 3] = min(max(mixedAlpha, 0), 1)
        } else {
            buffer[slot] = mix(from, to, fraction)
        }
    }

    /// `values[from]` moved `fraction` of the way to `values[to]`.
    private func mix(_ from: Int, _ to: Int, _ fraction: Double) -> Double {
        values[from] + (values[to] - values[from]) * fraction
    }

    /// The two stops to mix and the eased fraction between them.
    private func segment(at t: Double) -> (Int, Int, Double) {
        let last = stops.count - 1
        if t < stops[0] {
            guard extrapolation == .extend, stops[1] > stops[0] else { return (0, 0, 0) }
            return (0, 1, easings[0]((t - stops[0]) / (stops[1] - stops[0])))
        }
        if t >= stops[last] {
            guard extrapolation == .extend, t > stops[last], stops[last] > stops[last - 1] else {
                return (last, last, 0)
            }
            let u = (t - stops[last - 1]) / (stops[last] - stops[last - 1])
            return (last - 1, last, easings[last - 1](u))
        }
        var index = 0
        while stops[index + 1] <= t { index += 1 }
        let u = (t - stops[index]) / (stops[index + 1] - stops[index])
        return (index, index + 1, easings[index](u))
    }
}
