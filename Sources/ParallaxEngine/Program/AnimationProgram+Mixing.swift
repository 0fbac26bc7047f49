extension AnimationProgram {
    /// Writes into `buffer` from `slot` on the value `fraction` of the way from the one starting
    /// at `fromValues[from]` to the one starting at `toValues[to]`: one number, or for a colour
    /// (`colorSpace` set) four premultiplied components mixed in that space and written as
    /// gamma-encoded sRGB and alpha.
    func mix(
        from fromValues: UnsafeBufferPointer<Double>, at from: Int, to toValues: UnsafeBufferPointer<Double>, at to: Int,
        fraction: Double, into buffer: UnsafeMutableBufferPointer<Double>, at slot: Int, colorSpace: ColorSpace?
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

    /// Curve number `curve` of the program at `u`: linear curves (the most common) skip the
    /// curve's dispatch.
    @inline(__always)
    func ease(_ curve: Int, _ u: Double) -> Double {
        let curve = UnsafePointer(curves.baseAddress! + curve)
        if curve.pointee.isLinear { return u }
        return CompiledCurve.value(of: curve, at: u, in: tables)
    }

    /// The largest eased fraction a colour mixes with (see `mix(from:at:to:at:fraction:into:at:colorSpace:)`).
    private static let colorFractionLimit = 1e6
}
