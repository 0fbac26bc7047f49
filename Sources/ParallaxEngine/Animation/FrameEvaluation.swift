/// One evaluation of a ``CompiledAnimation``: its arrays borrowed as buffer pointers for the
/// duration of the call, so reading them is a plain load (no copy, no retain), and the caller's
/// buffer to write into. Indices were checked when the animation was compiled.
struct FrameEvaluation {
    let groups: UnsafeBufferPointer<CompiledGroup>
    let tracks: UnsafeBufferPointer<CompiledTrack>
    let stops: UnsafeBufferPointer<Double>
    let values: UnsafeBufferPointer<Double>
    let easings: UnsafeBufferPointer<Easing>
    let buffer: UnsafeMutableBufferPointer<Double>

    /// Writes group `index`'s tracks, then its children's, at its parent's progress.
    func write(group index: Int, parentProgress: Double) {
        let group = groups[index]
        let progress = group.range?.remap(parentProgress) ?? parentProgress
        for track in group.tracks { write(track: tracks[track], progress: progress) }
        var child = index + 1
        while child < group.subtreeEnd {
            write(group: child, parentProgress: progress)
            child = groups[child].subtreeEnd
        }
    }

    /// Writes `track`'s value at the animator (or parent) progress `progress`.
    private func write(track: CompiledTrack, progress: Double) {
        let t = track.range?.remap(progress) ?? progress
        let (from, to, fraction) = segment(of: track, at: t)
        let components = track.colorSpace == nil ? 1 : 4
        write(
            from: values, at: track.firstValue + from * components, to: values, at: track.firstValue + to * components,
            fraction: fraction, slot: track.slot, colorSpace: track.colorSpace)
    }

    /// Writes into the slots from `slot` on the value `fraction` of the way from the one starting
    /// at `fromValues[from]` to the one starting at `toValues[to]`: one number, or for a colour
    /// (`colorSpace` set) four premultiplied components mixed in that space and written as
    /// gamma-encoded sRGB and alpha.
    func write(
        from fromValues: UnsafeBufferPointer<Double>, at from: Int, to toValues: UnsafeBufferPointer<Double>, at to: Int,
        fraction: Double, slot: Int, colorSpace: ColorSpace?
    ) {
        guard let colorSpace else {
            buffer[slot] = interpolate(fromValues[from], toValues[to], fraction)
            return
        }
        // An extrapolated colour ends clipped to the sRGB gamut; beyond ±1e6 the fraction
        // changes nothing visible, and bounding it keeps the OKLab cube from overflowing.
        let colorFraction = min(max(fraction, -Self.colorFractionLimit), Self.colorFractionLimit)
        let mixed0 = interpolate(fromValues[from], toValues[to], colorFraction)
        let mixed1 = interpolate(fromValues[from + 1], toValues[to + 1], colorFraction)
        let mixed2 = interpolate(fromValues[from + 2], toValues[to + 2], colorFraction)
        let mixedAlpha = interpolate(fromValues[from + 3], toValues[to + 3], colorFraction)
        let divisor = mixedAlpha > 0 ? mixedAlpha : 1
        let rgb = colorSpace.rgb(mixed0 / divisor, mixed1 / divisor, mixed2 / divisor)
        buffer[slot] = rgb.0
        buffer[slot + 1] = rgb.1
        buffer[slot + 2] = rgb.2
        buffer[slot + 3] = min(max(mixedAlpha, 0), 1)
    }

    /// The largest eased fraction a colour track mixes with (see `write(from:at:to:at:fraction:slot:colorSpace:)`).
    private static let colorFractionLimit = 1e6

    /// The two stops of `track` to mix (counted from its first stop) and the eased fraction
    /// between them.
    private func segment(of track: CompiledTrack, at t: Double) -> (Int, Int, Double) {
        let first = track.firstStop
        let last = track.stopCount - 1
        // The segment to ease along: the one containing t, or an end segment extended past it.
        let index: Int
        if t < stops[first] {
            guard track.extrapolation == .extend, stops[first + 1] > stops[first] else { return (0, 0, 0) }
            index = 0
        } else if t >= stops[first + last] {
            guard track.extrapolation == .extend, t > stops[first + last], stops[first + last] > stops[first + last - 1] else {
                return (last, last, 0)
            }
            index = last - 1
        } else {
            var inside = 0
            while stops[first + inside + 1] <= t { inside += 1 }
            index = inside
        }
        let start = stops[first + index]
        let u = (t - start) / (stops[first + index + 1] - start)
        return (index, index + 1, ease(first + index, u))
    }

    /// The curve of the segment starting at stop `stop`, at `u`; linear segments (the most
    /// common) skip the curve's dispatch.
    private func ease(_ stop: Int, _ u: Double) -> Double {
        if case .linear = easings[stop] { return u }
        return easings[stop].value(at: u)
    }
}
