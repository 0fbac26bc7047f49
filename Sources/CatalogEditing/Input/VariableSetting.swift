import ParallaxEngine
import PresetCatalog
import PresetStore

/// One variable a preview sets for the presets' expressions, from `--var NAME=VALUE`.
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
        guard !PresetContext.builtInNames.contains(name) else {
            throw CatalogError(.invalidArgument, "\(name) is built in, not a variable; use \(Self.option(setting: name))")
        }
        value = try OptionNumber.bounded(parts[1], .coordinate)
        self.name = name
    }

    /// The `preview` option that sets the built-in value `name`.
    static func option(setting name: String) -> String {
        switch name {
        case "rowHeight": "--row-height"
        case "headerHeight": "--header-height"
        case "viewportWidth", "viewportHeight": "--viewport WxH"
        default: "--image NAME (an image of the catalog)"
        }
    }

    /// The settings as a name → value map.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when a name is set twice.
    package static func variables(_ settings: [VariableSetting]) throws -> [String: Double] {
        var variables: [String: Double] = [:]
        for setting in settings {
            guard variables.updateValue(setting.value, forKey: setting.name) == nil else {
                throw CatalogError(.invalidArgument, "--var \(setting.name) is given more than once")
            }
        }
        return variables
    }
}
