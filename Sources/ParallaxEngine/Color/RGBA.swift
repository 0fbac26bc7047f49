/// A colour as gamma-encoded sRGB components and alpha, each 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red, gamma-encoded sRGB.
    public var red: Double
    /// Green, gamma-encoded sRGB.
    public var green: Double
    /// Blue, gamma-encoded sRGB.
    public var blue: Double
    /// Opacity.
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to bytes).
    public var description: String {
        let components = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + components.map { component in
                // NaN (which min and max pass through) counts as 0, so no conversion traps.
                let byte = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
