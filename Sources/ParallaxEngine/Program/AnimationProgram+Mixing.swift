extension AnimationProgram {
    /// Writes the colour `fraction` of the way from the four numbers at `from` to the four at
    /// `to` (premultiplied components in `colorSpace`, then alpha) into the four values at
    /// `target`, as gamma-encoded sRGB and alpha.
    func mix(
        from: UnsafePointer<Double>, to: UnsafePointer<Double>, fraction: Double, into target: UnsafeMutablePointer<Double>,
        colorSpace: ColorSpace
    ) {
        // An extrapolated colour ends clipped to the sRGB gamut; beyond ±1e6 the fraction
        // changes nothing visible, and bounding it keeps the OKLab cube from overflowing.
        let colorFraction = min(max(fraction, -Self.colorFractionLimit), Self.colorFractionLimit)
        let mixed0 = interpolate(from[0], to[0], colorFraction)
        let mixed1 = interpolate(from[1], to[1], colorFraction)
        let mixed2 = interpolate(from[2], to[2], colorFraction)
        let mixedAlpha = interpolate(from[3], to[3], colorFraction)
        let divisor = mixedAlpha > 0 ? mixedAlpha : 1
        let rgb = colorSpace.rgb(mixed0 / divisor, mixed1 / divisor, mixed2 / divisor)
        target[0] = rgb.0
        target[1] = rgb.1
        target[2] = rgb.2
        target[3] = min(max(mixedAlpha, 0), 1)
    }

    /// The largest eased fraction a colour mixes with (see `mix(from:to:fraction:into:colorSpace:)`).
    private static let colorFractionLimit = 1e6
}
