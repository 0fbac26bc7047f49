import ParallaxEngine
import PresetCatalog
import PresetStore

/// Reads the row positions `items move`, `items remove` and `items update` take as positional
/// arguments. The commands collect them raw (`@Argument(parsing: .allUnrecognized)`), so `-1`
/// reaches this check, and the menu's range check after it, instead of being taken for an
/// unknown option and reported as a missing argument.
package enum ItemPositions {
    /// The positions in `arguments`, one per name in `names` (e.g. ["from", "to"]).
    /// - Throws: ``CatalogError/Kind/invalidArgument`` for a missing or extra position, a position that
    ///   is not a whole number, or an unknown option caught among them.
    package static func parse(_ arguments: [String], names: [String]) throws -> [Int] {
        let texts = arguments.filter { $0 != "--" }  // the end-of-options marker, if given
        if let option = texts.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw CatalogError(.invalidArgument, "Unknown option '\(messageText(option))'")
        }
        guard texts.count >= names.count else {
            throw CatalogError(.invalidArgument, "Missing expected argument '<\(names[texts.count])>' (a row position, 0 = first)")
        }
        guard texts.count == names.count else {
            throw CatalogError(.invalidArgument, "Unexpected argument '\(messageText(texts[names.count]))'")
        }
        return try zip(texts, names).map { text, name in
            guard let position = Int(text) else {
                throw CatalogError(.invalidArgument, "<\(name)>: '\(messageText(text))' is not a row position (a whole number, 0 = first)")
            }
            return position
        }
    }
}
