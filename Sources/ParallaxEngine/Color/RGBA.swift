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

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    /// - Throws: `EngineError` with field `color` when the text is not of that form.
    public init(hex text: String) throws {
        let digits = Array(text.hasPrefix("#") ? text.dropFirst() : Substring(text))
        guard digits.count == 6 || digits.count == 8 else {
            throw EngineError(field: "color", problem: "'\(messageText(text))' is not #RRGGBB or #RRGGBBAA")
        }
        var bytes: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else {
                throw EngineError(field: "color", problem: "'\(messageText(text))' has a non-hex digit")
            }
            bytes.append(Double(byte) / 255)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to bytes).
    public var description: String {
        let components = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + components.map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
