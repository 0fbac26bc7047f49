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

    /// `preset` without its `variables` member, and the names that member lists (nil when it
    /// has none).
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the member when it is not an array of
    ///   strings.
    static func split(_ preset: JSONValue, at path: FieldPath) throws -> (preset: JSONValue, declared: [String]?) {
        guard case .object(var members) = preset, let value = members.removeValue(forKey: member) else { return (preset, nil) }
        guard case .array(let elements) = value else {
            throw CatalogError(.invalidData, path.member(member).message("must be an array of names"))
        }
        let names = try elements.enumerated().map { index, element in
            guard case .string(let name) = element else {
                throw CatalogError(.invalidData, path.member(member).element(index).message("must be a name (a string)"))
            }
            return name
        }
        return (.object(members), names)
    }

    /// `document` with the `variables` member of each of its presets removed, and what each
    /// listed, by the preset's index.
    static func split(document: JSONValue) throws -> (document: JSONValue, declared: [Int: [String]]) {
        guard case .object(var members) = document, case .array(var presets)? = members["presets"] else { return (document, [:]) }
        var declared: [Int: [String]] = [:]
        for index in presets.indices {
            let (preset, names) = try split(presets[index], at: FieldPath.root.member("presets").element(index))
            presets[index] = preset
            declared[index] = names
        }
        members["presets"] = .array(presets)
        return (.object(members), declared)
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
