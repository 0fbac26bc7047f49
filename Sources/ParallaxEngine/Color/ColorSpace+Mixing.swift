extension ColorSpace {
    /// The colour `fraction` of the way from `from` to `to`, mixed as animators mix colour
    /// keyframes: premultiplied components in this space (CSS Color 4 §12.3), converted back to
    /// gamma-encoded sRGB clamped to 0…1, alpha clamped to 0…1. `fraction` may lie outside 0…1.
    ///
    /// CSS mixes legacy colours (`#hex`, `rgb()`) as ``sRGB`` does and other notations
    /// (`color()`, `oklab()`) as ``oklab`` does, so this is also what a browser shows between
    /// two keyframes written in those notations.
    public func mix(_ from: RGBA, _ to: RGBA, fraction: Double) -> RGBA {
        let start = premultipliedComponents(of: from)
        let end = premultipliedComponents(of: to)
        let mixed = (0..<4).map { interpolate(start[$0], end[$0], fraction) }
        let divisor = mixed[3] > 0 ? mixed[3] : 1
        let rgb = rgb(mixed[0] / divisor, mixed[1] / divisor, mixed[2] / divisor)
        return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: min(max(mixed[3], 0), 1))
    }
}
