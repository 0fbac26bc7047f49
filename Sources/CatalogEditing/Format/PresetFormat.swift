import Foundation
import PresetStore

/// The preset definition format as a published contract: its JSON Schemas and the check every
/// definition passes, both derived from one description (``DefinitionFormat``), so a file the
/// check accepts validates against the schema and one the schema rejects the check refuses.
/// `preset-manager schema`, `validate --file` and the studio's `GET /api/schema` and
/// `POST /api/validate` are made of these.
package enum PresetFormat {
    /// The documents the format has a schema for.
    package enum Schema: String, CaseIterable, Sendable {
        /// One preset definition (`presets show --format json`, `presets create --file`).
        case preset
        /// A whole catalog document, `parallax-catalog` (`export`, `import`).
        case catalog

        /// The schema's `$id`, which files name in their `$schema` member.
        package var identifier: String { FormatSchemaWriter.identifier(of: rawValue) }
    }

    /// The JSON Schema (draft 2020-12) of `schema` as canonical JSON text (sorted keys, two-space
    /// indents), ending with a newline: what `preset-manager schema` prints and
    /// docs/schema/*.schema.json hold.
    package static func schemaText(_ schema: Schema = .preset) -> String {
        // Canonical text fails only for a number that is not finite, and the schema has none.
        (try? schemaJSON(schema).canonicalText(layout: .pretty)).map { $0 + "\n" } ?? ""
    }

    /// The JSON Schema of `schema` as a value.
    package static func schemaJSON(_ schema: Schema = .preset) -> JSONValue {
        switch schema {
        case .preset:
            FormatSchemaWriter.schema(
                of: DefinitionFormat.preset, named: schema.rawValue, title: "Parallax preset definition",
                definitions: DefinitionFormat.definitions)
        case .catalog:
            FormatSchemaWriter.schema(
                of: DefinitionFormat.document, named: schema.rawValue, title: "Parallax presets catalog document",
                definitions: DefinitionFormat.documentDefinitions)
        }
    }

    /// Every problem of a preset definition given as JSON bytes (UTF-8), each with its JSON path:
    /// syntax; shape (types, missing and unknown members, enumerations with their valid values,
    /// bounds, counts); curves, colours, expressions and variables, names and ranges; then, when
    /// all of that is sound, the engine's checks of the whole. Empty when the definition is
    /// valid (what `presets create` accepts, the name being free). Problems are in the order
    /// found, all of them; a front end shows the first ``DefinitionRefusal/listedLimit``. Bytes
    /// beyond ``CatalogLimits/maximumDefinitionBytes`` are refused unread, as `--file` refuses them.
    package static func problems(inDefinition json: Data) -> [DefinitionProblem] {
        problems(in: json) { DefinitionReader.preset(from: $0) }
    }

    /// Every problem of the parsed preset definition `value`, as ``problems(inDefinition:)``
    /// finds them in its text.
    package static func problems(inParsedDefinition value: JSONValue) -> [DefinitionProblem] {
        switch DefinitionReader.preset(parsed: value) {
        case .success: []
        case .failure(let list): list.problems
        }
    }

    /// Every problem of a catalog document (`parallax-catalog`) given as JSON bytes, as
    /// ``problems(inDefinition:)`` finds them for each of its presets, and its images and menus
    /// checked against their formats. Cross-references (a menu item's preset or image) depend on
    /// the catalog it goes into and are checked by `import`.
    package static func problems(inDocument json: Data) -> [DefinitionProblem] {
        problems(in: json) { text in DefinitionReader.parsed(text).flatMap { DefinitionReader.document(parsed: $0) } }
    }

    /// Every problem of the JSON bytes `json`: over the size limit, not UTF-8, or what `read`
    /// finds in their text.
    private static func problems<Read>(in json: Data, readBy read: (String) -> Result<Read, DefinitionProblemList>) -> [DefinitionProblem] {
        if let tooLarge = sizeProblem(json) { return [tooLarge] }
        guard let text = String(validating: Array(json), as: UTF8.self) else {
            return [DefinitionProblem(path: "", code: .notJSON, message: "not JSON (not UTF-8 text)")]
        }
        switch read(text) {
        case .success: return []
        case .failure(let list): return list.problems
        }
    }

    /// A definition of more than ``CatalogLimits/maximumDefinitionBytes`` bytes, in the words
    /// `--file` uses; nil for one within.
    private static func sizeProblem(_ json: Data) -> DefinitionProblem? {
        let limit = CatalogLimits.maximumDefinitionBytes
        guard json.count > limit else { return nil }
        return DefinitionProblem(path: "", code: .tooLarge, message: "more than \(limit) bytes, the most a definition file may hold")
    }
}
