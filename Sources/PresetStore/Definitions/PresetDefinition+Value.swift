import ParallaxEngine

extension PresetDefinition {
    /// A keyframe or state value: a number, an expression over context names, or a colour.
    ///
    /// In JSON a number is a number. A string is a colour (any CSS notation: `#RRGGBB`,
    /// `teal`, `rgb(…)`, `oklch(…)`…) when it is the value of a colour channel or starts with
    /// `#`, otherwise an expression such as `"-(imageHeight - rowHeight) / 2"`; the owner of
    /// the value (a track, a state) knows its channel and settles it with ``forChannel(_:)``.
    package enum Value: Codable, Hashable, Sendable {
        /// A constant.
        case number(Double)
        /// An expression over context names, resolved when the preset is resolved.
        case expression(String)
        /// A colour in any CSS notation, as written.
        case color(String)

        /// Decodes a number or a string (colour when it starts with `#`).
        package init(from decoder: any Decoder) throws {
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

        /// The value as `property` reads it: a string is a colour for a colour channel.
        package func forChannel(_ property: String) -> Value {
            guard case .expression(let text) = self, Channel(rawValue: property)?.isColor == true else { return self }
            return .color(text)
        }

        /// Encodes the number or the string.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .expression(let text), .color(let text): try container.encode(text)
            }
        }
    }
}
