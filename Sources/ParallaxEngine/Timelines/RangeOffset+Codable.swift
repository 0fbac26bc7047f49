/// The definition JSON's form of a range offset: `"25%"` for a percentage, a number for points.
extension RangeOffset: Codable {
    /// Decodes `"25%"` or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .points(points)
            return
        }
        let text = try container.decode(String.self)
        guard text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is neither a percentage like \"25%\" nor a number of points")
        }
        self = .percent(percent)
    }

    /// Encodes `"25%"` (a whole percentage without a fraction, e.g. `"100%"`) or the number of points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points):
            try container.encode(points)
        case .percent(let percent):
            try container.encode(numberText(percent) + "%")
        }
    }
}
