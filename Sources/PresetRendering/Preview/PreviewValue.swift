import CatalogEditing
import ParallaxEngine

/// One channel's value in a preview: a number, or a colour's four components.
package enum PreviewValue: Equatable, Sendable {
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
                let byte = Int(saturating: (Swift.min(Swift.max(component, 0), 1) * 255).rounded())
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }
            return .text("#" + hex.joined())
        }
    }
}

/// The values one evaluation of an animator produced, keyed `target.property`, in slot order.
package struct PreviewValues: Equatable, Sendable {
    /// The `target.property` keys, in the animator's slot order.
    package let keys: [String]
    /// The values, one per key.
    package let values: [PreviewValue]
    /// The composed transform of each target that has transform channels, by target name
    /// (`Animator.transform(of:in:)`).
    package let transforms: [String: Transform3D]

    /// The value of `key`, if the animator writes it.
    package subscript(key: String) -> PreviewValue? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    /// Evaluates `previewed` for `geometry` and groups the slots by channel.
    init(_ previewed: PreviewedAnimator, geometry: ScrollMetrics) {
        var buffer = [Double](repeating: 0, count: previewed.animator.slotCount)
        previewed.evaluate(geometry, into: &buffer)
        self.init(previewed.animator, buffer: buffer)
    }

    /// Evaluates `previewed` for `geometry` at `time`, the frame recorded in `motion`.
    init(_ previewed: PreviewedAnimator, geometry: ScrollMetrics, at time: Double, motion: inout MotionState) {
        var buffer = [Double](repeating: 0, count: previewed.animator.slotCount)
        previewed.evaluate(geometry, at: time, motion: &motion, into: &buffer)
        self.init(previewed.animator, buffer: buffer)
    }

    /// `buffer`, `animator`'s values, grouped by channel.
    private init(_ animator: Animator, buffer: [Double]) {
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
        transforms = PreviewValues.transforms(of: animator, in: buffer)
    }

    /// The composed transform of every target of `animator` that has transform channels.
    private static func transforms(of animator: Animator, in buffer: [Double]) -> [String: Transform3D] {
        var transforms: [String: Transform3D] = [:]
        for target in animator.targets where animator.channels(of: target)?.hasTransform == true {
            transforms[target] = animator.transform(of: target, in: buffer)
        }
        return transforms
    }

    /// The values as a JSON object keyed `target.property`, plus `target.transform` (the 16
    /// entries of the composed matrix, row by row, `m11 … m44`) for each target with transform
    /// channels.
    var json: JSONValue {
        var members = Dictionary(uniqueKeysWithValues: zip(keys, values.map(\.json)))
        for (target, transform) in transforms {
            members[target + ".transform"] = .array(transform.entries.map(JSONValue.number))
        }
        return .object(members)
    }
}
