import ParallaxEngine
import PresetCatalog
import PresetStore

/// A preset's `variables` member in the definition JSON: the variables its expressions read
/// (names beyond the built-in ones), which an app must set. `presets show --format json` writes
/// it when there are any; on input it is optional and, when present, must list exactly the
/// variables the expressions read, so a file declares what an app sets and a misspelt name
/// shows. It is derived: the catalog does not store it.
enum DeclaredVariables {
    /// The member's name.
    static let member = "variables"

    /// `definition` as JSON, with `variables` when the preset reads any (and compiles).
    static func json(of definition: PresetDefinition) throws -> JSONValue {
        let json = try DefinitionText.jsonValue(of: definition)
        guard case .object(var members) = json, let names = try? DefinitionCompiler.variableNames(of: definition), !names.isEmpty
        else { return json }
        members[member] = .array(names.map(JSONValue.string))
        return .object(members)
    }

    /// `variables: a, b` (or `none`) for `presets show`'s table, for a preset that compiles;
    /// nothing for one that does not.
    static func preambleLine(of definition: PresetDefinition) -> [(label: String, value: String)] {
        guard let names = try? DefinitionCompiler.variableNames(of: definition) else { return [] }
        return [("variables", names.isEmpty ? "none" : names.joined(separator: ", "))]
    }

    /// Checks that `declared` lists exactly the variables `definition` reads, in any order.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the first name too many or missing.
    static func check(_ declared: [String], of definition: PresetDefinition, at path: FieldPath) throws {
        let read = try DefinitionCompiler.variableNames(of: definition)
        let memberPath = path.member(member)
        if let extra = declared.first(where: { !read.contains($0) }) {
            throw CatalogError(.invalidData, memberPath.message("lists '\(messageText(extra))', which no expression reads"))
        }
        if let missing = read.first(where: { !declared.contains($0) }) {
            throw CatalogError(.invalidData, memberPath.message("does not list '\(messageText(missing))', which an expression reads"))
        }
    }
}
