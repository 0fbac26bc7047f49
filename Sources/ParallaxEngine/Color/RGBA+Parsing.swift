import RealModule

extension RGBA {
    /// What a colour may be written as, for error messages.
    static let notations = "#RGB, #RRGGBB, #RRGGBBAA, a CSS colour name such as teal, rgb(…), hsl(…) or oklch(…)"

    /// Reads a colour as CSS Color 4 writes it: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, a
    /// named colour (`teal`, `transparent`; any case), `rgb(255 128 0 / 50%)` or
    /// `rgb(255, 128, 0)` (`rgba` too), `hsl(30 100% 50%)` (`hsla` too; hues in `deg`, `rad`,
    /// `grad` or `turn`, plain numbers are degrees), or `oklch(70% 0.15 40 / 0.5)` (lightness
    /// 0…1 or a percentage, chroma a number or a percentage of 0.4). Components outside their
    /// range are clipped, and an `oklch()` colour outside sRGB is clipped to it.
    /// - Throws: `EngineError` with field `color` naming the text.
    public init(parsing text: String) throws {
        let trimmed = Substring(text).trimmingSpaces()
        let fail = EngineError(field: "color", problem: "'\(messageText(trimmed))' is not a colour (expected \(Self.notations))")
        if trimmed.hasPrefix("#") {
            guard let color = Self.hex(trimmed.dropFirst()) else { throw fail }
            self = color
        } else if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let name = trimmed[..<open].lowercased()
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            guard let arguments = Self.arguments(inner), let color = Self.function(name, arguments) else { throw fail }
            self = color
        } else {
            let name = trimmed.lowercased()
            if name == "transparent" {
                self.init(red: 0, green: 0, blue: 0, alpha: 0)
                return
            }
            guard let value = Self.cssNamedColors[name] else { throw fail }
            self.init(
                red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255)
        }
    }

    /// `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` hex digits.
    private static func hex(_ digits: Substring) -> RGBA? {
        let values = digits.map { $0.hexDigitValue }
        guard [3, 4, 6, 8].contains(values.count), values.allSatisfy({ $0 != nil }) else { return nil }
        let nibbles: [Int] = values.map { $0! }
        let bytes: [Int] =
            nibbles.count <= 4
            ? nibbles.map { $0 * 17 }
            : stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        let components = bytes.map { Double($0) / 255 }
        return RGBA(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }

    /// The components and the optional alpha of a colour function: `a, b, c[, alpha]` or
    /// `a b c[ / alpha]`.
    private static func arguments(_ inner: Substring) -> (components: [Substring], alpha: Substring?)? {
        if inner.contains(",") {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard parts.count == 3 || parts.count == 4 else { return nil }
            return (Array(parts[0..<3]), parts.count == 4 ? parts[3] : nil)
        }
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let parts = halves[0].split(whereSeparator: \.isWhitespace)
        guard parts.count == 3 else { return nil }
        let alpha = halves.count == 2 ? halves[1].trimmingSpaces() : nil
        return (parts, alpha)
    }

    private static func function(_ name: String, _ arguments: (components: [Substring], alpha: Substring?)) -> RGBA? {
        let alpha: Double
        if let text = arguments.alpha {
            guard let value = fraction(text, percentOf: 1) else { return nil }
            alpha = value
        } else {
            alpha = 1
        }
        let parts = arguments.components
        switch name {
        case "rgb", "rgba":
            let channels = parts.compactMap { fraction($0, percentOf: 1, numberScale: 255) }
            guard channels.count == 3 else { return nil }
            return RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        case "hsl", "hsla":
            guard let hue = hue(parts[0]), let saturation = percent(parts[1]), let lightness = percent(parts[2]) else {
                return nil
            }
            return hsl(hue: hue, saturation: clip(saturation / 100), lightness: clip(lightness / 100), alpha: alpha)
        case "oklch":
            guard let lightness = unbounded(parts[0], percentOf: 1), let chroma = unbounded(parts[1], percentOf: 0.4),
                let hue = hue(parts[2])
            else { return nil }
            return oklch(lightness: lightness, chroma: max(chroma, 0), hue: hue, alpha: alpha)
        default:
            return nil
        }
    }

    /// CSS Color 4 §7.1 "Converting HSL Colors to sRGB".
    private static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBA {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return RGBA(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// OKLCh → OKLab → linear sRGB → gamma-encoded sRGB, clipped to the gamut.
    private static func oklch(lightness: Double, chroma: Double, hue: Double, alpha: Double) -> RGBA {
        let radians = hue * .pi / 180
        let (red, green, blue) = ColorSpace.oklab.rgb(lightness, chroma * Double.cos(radians), chroma * Double.sin(radians))
        return RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A number or a percentage as a fraction clipped to 0…1: `n%` is `n/100 · full`, a plain
    /// number `n / numberScale`.
    private static func fraction(_ text: Substring, percentOf full: Double, numberScale: Double = 1) -> Double? {
        if let value = parsePercent(text) { return clip(value / 100 * full) }
        if let value = parseNumber(text) { return clip(value / numberScale) }
        return nil
    }

    /// A number, or a percentage of `full`, not clipped.
    private static func unbounded(_ text: Substring, percentOf full: Double) -> Double? {
        if let value = parsePercent(text) { return value / 100 * full }
        return parseNumber(text)
    }

    /// A percentage, or a plain number read as one (CSS Color 4's modern syntax).
    private static func percent(_ text: Substring) -> Double? {
        parsePercent(text) ?? parseNumber(text)
    }

    /// A hue in degrees: a plain number, or with `deg`, `rad`, `grad` or `turn`.
    private static func hue(_ text: Substring) -> Double? {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for (unit, degrees) in units where text.hasSuffix(unit) {
            return parseNumber(text.dropLast(unit.count)).map { $0 * degrees }
        }
        return parseNumber(text)
    }

    private static func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
}
