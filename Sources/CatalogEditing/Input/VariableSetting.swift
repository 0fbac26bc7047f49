import ParallaxEngine
import PresetCatalog
import PresetStore

/// One variable a preview sets for the presets' expressions (`--var NAME=VALUE`, the studio's `variables`).
package struct VariableSetting: Equatable, Sendable {
    /// The variable's name, as expressions read it.
    package let name: String
    /// Its value.
    package let value: Double

    /// Reads `NAME=VALUE`, e.g. `cardInset=12`: NAME as expressions spell names (letters,
    /// digits and `_`, not starting with a digit) and not a built-in name, VALUE a number inside
    /// ``NumberBound/coordinate``.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` saying what is wrong (the command line names the
    ///   option and the text).
    package init(parsing text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[0].first, first.isLetter || first == "_",
            parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else {
            throw CatalogError(.invalidArgument, "expected NAME=VALUE like cardInset=12, got '\(messageText(text))'")
        }
        let name = String(parts[0])
        if let size = BuiltInSize(rawValue: name) {
            let setting = Self.setting(of: size)
            throw CatalogError(
                .invalidArgument, "\(name) is built in, not a variable; set \(setting.description) instead", input: nil,
                remedy: setting.input)
        }
        value = try OptionNumber.bounded(parts[1], .coordinate)
        self.name = name
    }

    /// The preview's setting that gives the built-in size `size`: what it is, in the domain's
    /// words, and the tool input that sets it (``CatalogError/remedy``).
    static func setting(of size: BuiltInSize) -> (description: String, input: String) {
        switch size {
        case .rowHeight: ("the row height", "rowHeight")
        case .headerHeight: ("the header height", "headerHeight")
        case .viewportWidth, .viewportHeight: ("the viewport", "viewport")
        case .imageHeight, .imageWidth: ("an image of the catalog", "image")
        }
    }

    /// The settings as a name → value map.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when a name is set twice.
    package static func variables(_ settings: [VariableSetting]) throws -> [String: Double] {
        var variables: [String: Double] = [:]
        for setting in settings {
            guard variables.updateValue(setting.value, forKey: setting.name) == nil else {
                throw CatalogError(.invalidArgument, "variable \(setting.name) is given more than once", input: "variables")
            }
        }
        return variables
    }
}
