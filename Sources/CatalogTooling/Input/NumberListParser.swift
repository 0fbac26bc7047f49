import PresetCatalog

/// Reads comma-separated finite numbers, as `--offsets` and `--at` take them.
enum NumberListParser {
    /// The numbers in `text`, in order.
    /// - Parameter example: What a valid value looks like, for the error message.
    /// - Throws: ``CatalogError/Kind/usage`` when the list is empty or an item is not a number.
    static func numbers(in text: Substring, example: String) throws -> [Double] {
        guard !text.trimmingSpaces().isEmpty else {
            throw CatalogError(.usage, "expected numbers like \(example), got ''")
        }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map {
            try DecimalNumber(parsing: $0).value
        }
    }
}
