/// A progress sub-range `[lower, upper]` (Parade's `.range`): progress below `lower` maps to 0,
/// above `upper` to 1, and linearly in between. Encoded as a two-number JSON array.
package struct ProgressRange: Codable, Hashable, Sendable {
    /// Where the remapped progress starts (maps to 0).
    package var lower: Double
    /// Where the remapped progress ends (maps to 1).
    package var upper: Double

    /// Creates a range; the store requires `lower < upper`.
    package init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// Decodes `[lower, upper]`.
    package init(from decoder: any Decoder) throws {
        (lower, upper) = try decodeNumberPair(from: decoder, named: "range")
    }

    /// Encodes `[lower, upper]`.
    package func encode(to encoder: any Encoder) throws {
        try encodeNumberPair(lower, upper, to: encoder)
    }
}

/// Decodes a JSON array of exactly two numbers.
func decodeNumberPair(from decoder: any Decoder, named field: String) throws -> (Double, Double) {
    var container = try decoder.unkeyedContainer()
    guard container.count == 2 else {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "\(field) must be an array of two numbers"))
    }
    let first = try container.decode(Double.self)
    let second = try container.decode(Double.self)
    return (first, second)
}

/// Encodes a JSON array of the two numbers.
func encodeNumberPair(_ first: Double, _ second: Double, to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(first)
    try container.encode(second)
}
