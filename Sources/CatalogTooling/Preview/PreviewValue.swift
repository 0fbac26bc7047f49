import ParallaxEngine

/// One channel's value in a preview: a number, or a colour's four components.
public enum PreviewValue: Equatable, Sendable {
    /// A scalar channel's value.
    case number(Double)
    /// A colour channel's red, green, blue, alpha in gamma-encoded sRGB, 0…1.
    case color(red: Double, green: Double, blue: Double, alpha: Double)

    /// The value as JSON: a number, or `[r, g, b, a]`.
    var json: JSONValue {
        switch self {
        case .number(let number): .number(number)
        case .color(let red, let green, let blue, let alpha): .array([red, green, blue, alpha].map(JSONValue.number))
        }
    }

    /// The value as a report cell: a number, or `#RRGGBBAA` rounded to 8 bits per component.
    var cell: Report.Cell {
        switch self {
        case .number(let number):
            return .number(number)
        case .color(let red, let green, let blue, let alpha):
            let hex = [red, green, blue, alpha].map { component -> String in
                let byte = Int((Swift.min(Swift.max(component, 0), 1) * 255).rounded())
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }
            return .text("#" + hex.joined())
        }
    }
}

/// The values one evaluation of an animator produced, keyed `target.property`, in slot order.
public struct PreviewValues: Equatable, Sendable {
    /// The `target.property` keys, in the animator's slot order.
    public let keys: [String]
    /// The values, one per key.
    public let values: [PreviewValue]

    /// The value of `key`, if the animator writes it.
    public subscript(key: String) -> PreviewValue? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    /// Evaluates `previewed` for `geometry` and groups the slots by channel.
    init(_ previewed: PreviewedAnimator, geometry: ScrollMetrics) {
        let animator = previewed.animator
        var buffer = [Double](repeating: 0, count: animator.slotCount)
        previewed.evaluate(geometry, into: &buffer)
        var keys: [String] = []
        var values: [PreviewValue] = []
        var index = 0
        while index < animator.slots.count {
            let slot = animator.slots[index]
            keys.append(slot.target + "." + slot.channel.rawValue)
            if slot.channel.isColor {
                values.append(.color(red: buffer[index], green: buffer[index + 1], blue: buffer[index + 2], alpha: buffer[index + 3]))
                index += 4
            } else {
                values.append(.number(buffer[index]))
                index += 1
            }
        }
        self.keys = keys
        self.values = values
    }

    /// The values as a JSON object keyed `target.property`.
    var json: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: zip(keys, values.map(\.json))))
    }
}
