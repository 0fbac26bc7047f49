import Foundation
import PresetCatalog
import PresetStore

/// Reads and writes the definition JSON format as text: every problem of a definition at once
/// (syntax errors with line and column, then every field's problem with its path); output
/// canonical (sorted keys, shortest numbers), so equal definitions always give identical bytes.
package enum DefinitionText {
    /// What an import file holds: a whole catalog document or one preset definition.
    package enum Content: Sendable {
        /// A `{"format": "parallax-catalog", …}` document.
        case document(CatalogDocument)
        /// A single preset definition.
        case preset(PresetDefinition)
    }

    /// Reads one preset definition, finding every problem at once (see ``PresetFormat``).
    /// - Parameter source: How messages name the text, e.g. its file name.
    /// - Throws: ``DefinitionRefusal`` listing every problem with its path (invalid data, 65).
    package static func preset(from text: String, source: String) throws -> PresetDefinition {
        switch DefinitionReader.preset(from: text) {
        case .success(let preset): return preset
        case .failure(let list): throw list.refusal(of: source)
        }
    }

    /// The preset the parsed definition `value` defines, read as ``preset(from:source:)`` reads
    /// its text (a request's member, parsed with the request, is not written out and parsed again).
    /// - Throws: ``DefinitionRefusal`` listing every problem (invalid data, 65).
    package static func preset(parsed value: JSONValue, source: String) throws -> PresetDefinition {
        switch DefinitionReader.preset(parsed: value) {
        case .success(let preset): return preset
        case .failure(let list): throw list.refusal(of: source)
        }
    }

    /// Reads a catalog document (an object with a "format" member) or a single preset, finding
    /// every problem at once. A problem inside a document's entry names the entry:
    /// `preset 'fade-up': presets[3]…`.
    /// - Throws: ``DefinitionRefusal`` listing every problem (invalid data, 65).
    package static func content(from text: String, source: String) throws -> Content {
        let value: JSONValue
        switch DefinitionReader.parsed(text) {
        case .success(let parsed): value = parsed
        case .failure(let list): throw list.refusal(of: source)
        }
        guard case .object(let members) = value, members["format"] != nil else {
            switch DefinitionReader.preset(parsed: value) {
            case .success(let preset): return .preset(preset)
            case .failure(let list): throw list.refusal(of: source)
            }
        }
        // A document over the limit is refused before its presets are checked one by one.
        if case .array(let presets)? = members["presets"], presets.count > CatalogLimits.maximumImportPresets {
            let problem = DefinitionProblem(
                path: "presets", code: .count,
                message: "has \(presets.count) presets; at most \(CatalogLimits.maximumImportPresets) are allowed")
            throw DefinitionProblemList([problem]).refusal(of: source)
        }
        switch DefinitionReader.document(parsed: value) {
        case .success(let document): return .document(document)
        case .failure(let list): throw list.refusal(of: source)
        }
    }

    /// The canonical JSON text of `value` (a definition or document), ending with a newline;
    /// with `schema`, a `"$schema"` member naming it comes first, so editors pick the schema up.
    /// Its numbers are exact (``JSONValue/NumberStyle/exact``), so the text reads back as `value`.
    package static func canonicalText(of value: some Encodable, schema: PresetFormat.Schema? = nil) throws -> String {
        try naming(schema, in: jsonValue(of: value)).canonicalText(layout: .pretty, numbers: .exact) + "\n"
    }

    /// `json` with a `"$schema"` member naming `schema` (when there is one and `json` is an object).
    static func naming(_ schema: PresetFormat.Schema?, in json: JSONValue) -> JSONValue {
        guard let schema, case .object(var members) = json else { return json }
        members["$schema"] = .string(schema.identifier)
        return .object(members)
    }

    /// The JSON value of `value` (a definition or document), for embedding in reports: its
    /// `Encodable` form built as the tree directly (``JSONValueEncoder``), not written as text by
    /// another encoder and parsed back.
    static func jsonValue(of value: some Encodable) throws -> JSONValue {
        try JSONValueEncoder().encode(value)
    }
}
