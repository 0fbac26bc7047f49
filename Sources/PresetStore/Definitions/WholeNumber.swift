extension KeyedDecodingContainer {
    /// Decodes a whole number. Foundation's JSON decoder reports a number that does not fit
    /// `Int` (`1.5`, `1e308`) as "The given data was not valid JSON." with no path, so the
    /// number is read as a `Double` and checked here, naming the field.
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        let value = try decode(Double.self, forKey: key)
        guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(key.stringValue) must be a whole number, not \(value)")
        }
        return Int(value)
    }

    /// Decodes an optional whole number (see ``decodeWholeNumber(forKey:)``).
    func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        try contains(key) && !decodeNil(forKey: key) ? decodeWholeNumber(forKey: key) : nil
    }
}
