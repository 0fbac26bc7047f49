extension PresetDefinition {
    /// A keyframe value: a number, an expression over context names, or a colour.
    ///
    /// In JSON a number is a number; a string starting with `#` is a colour (`#RRGGBB` or
    /// `#RRGGBBAA`), any other string an expression such as `"-(imageHeight - rowHeight) / 2"`.
    public enum Value: Codable, Hashable, Sendable {
        /// A constant.
        case number(Double)
        /// An expression over context names, resolved when the preset is resolved.
        case expression(String)
        /// A colour, `#RRGGBB` or `#RRGGBBAA`.
        case color(String)

        /// Decodes a number or a string (colour when it starts with `#`).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = text.hasPrefix("#") ? .color(text) : .expression(text)
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "value must be a number or a string")
            }
        }

        /// Encodes the number or the string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .expression(let text), .color(let text): try container.encode(text)
            }
        }
    }
}
