import ParallaxEngine
import PresetCatalog
import PresetStore

/// Reads comma-separated finite numbers, as `--offsets` and `--at` take them, and the two
/// numbers of a size or frame (`--viewport 390x844`, `--item-frame 120,100`).
enum NumberListParser {
    /// The numbers in `text`, in order.
    /// - Parameters:
    ///   - example: What a valid value looks like, for the error message.
    ///   - bound: The bound every number must lie in.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when the list is empty, an item is not a number,
    ///   or one lies outside `bound`.
    static func numbers(in text: Substring, example: String, bound: NumberBound) throws -> [Double] {
        guard !text.trimmingSpaces().isEmpty else {
            throw CatalogError(.invalidArgument, "expected numbers like \(example), got ''")
        }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map {
            try OptionNumber.bounded($0, bound)
        }
    }

    /// The two numbers in `text` on either side of one separator, each with its text (without
    /// surrounding spaces) for a message about its value.
    /// - Parameter form: The expected form with an example, e.g. "WIDTHxHEIGHT like 390x844".
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when there are not exactly two parts or a part is
    ///   not a number.
    static func pair(
        in text: String, separatedBy isSeparator: (Character) -> Bool, form: String
    ) throws -> (first: (value: Double, text: Substring), second: (value: Double, text: Substring)) {
        let parts = Substring(text).trimmingSpaces().split(omittingEmptySubsequences: false, whereSeparator: isSeparator)
        guard parts.count == 2 else {
            throw CatalogError(.invalidArgument, "expected \(form), got '\(messageText(text))'")
        }
        return (
            (try DecimalNumber(parsing: parts[0]).value, parts[0].trimmingSpaces()),
            (try DecimalNumber(parsing: parts[1]).value, parts[1].trimmingSpaces())
        )
    }
}
