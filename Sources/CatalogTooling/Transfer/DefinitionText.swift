import Foundation
import PresetCatalog
import PresetStore

/// Reads and writes the definition JSON format as text: syntax errors with line and column,
/// unknown members refused, type errors with their field path; output canonical (sorted keys,
/// shortest numbers), so equal definitions always give identical bytes.
package enum DefinitionText {
    /// What an import file holds: a whole catalog document or one preset definition.
    package enum Content: Sendable {
        /// A `{"format": "parallax-catalog", …}` document.
        case document(CatalogDocument)
        /// A single preset definition.
        case preset(PresetDefinition)
    }

    /// Reads one preset definition.
    /// - Parameter source: How messages name the text, e.g. its file name.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming `source` and the field.
    package static func preset(from text: String, source: String) throws -> PresetDefinition {
        try preset(from: text, parsed: try parsed(text, source: source), source: source)
    }

    /// Reads a catalog document (an object with a "format" member) or a single preset. An
    /// error inside a document's entry names the entry: `preset 'fade-up': presets[3]…`.
    package static func content(from text: String, source: String) throws -> Content {
        let value = try parsed(text, source: source)
        guard case .object(let members) = value, members["format"] != nil else {
            return .preset(try preset(from: text, parsed: value, source: source))
        }
        if case .array(let presets) = members["presets"], presets.count > CatalogLimits.maximumImportPresets {
            throw CatalogError(
                .invalidData, "\(source): presets: has \(presets.count) presets; at most \(CatalogLimits.maximumImportPresets) are allowed")
        }
        let (document, declared) = try prefixing(source) { try DeclaredVariables.split(document: value) }
        try naming(entriesOf: value, source: source) { try DefinitionShape.checkDocument(document) }
        let decoded = try decode(CatalogDocument.self, from: text, source: source, document: value)
        try naming(entriesOf: value, source: source) {
            for (index, names) in declared.sorted(by: { $0.key < $1.key }) {
                try DeclaredVariables.check(names, of: decoded.presets[index], at: FieldPath.root.member("presets").element(index))
            }
        }
        return .document(decoded)
    }

    /// The JSON value of `text`. Text that cannot be a definition or a document at all (empty,
    /// or not starting with `{`) is "not JSON" rather than a parser's complaint about its first
    /// character, or, when it is JSON of another kind, says what it is instead.
    private static func parsed(_ text: String, source: String) throws -> JSONValue {
        guard let first = text.unicodeScalars.first(where: { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) }) else {
            throw CatalogError(.invalidData, "\(source): not JSON (it is empty)")
        }
        guard first == "{" else {
            let expected = "a preset definition or a catalog document is a JSON object, starting with '{'"
            guard let value = try? JSONValue(parsing: text, source: source) else {
                throw CatalogError(.invalidData, "\(source): not JSON (\(expected))")
            }
            throw CatalogError(.invalidData, "\(source): a JSON \(value.kindName), not an object (\(expected))")
        }
        return try JSONValue(parsing: text, source: source)
    }

    /// Runs `body`, prefixing its errors with `source` and, for a field inside an entry of
    /// `document`, the entry's name: `catalog.json: preset 'fade-up': presets[3]…`.
    private static func naming<T>(entriesOf document: JSONValue, source: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError {
            throw CatalogError(error.kind, source + ": " + EntryLabel.prefix(forPath: error.message, in: document) + error.message)
        }
    }

    /// The preset `text` holds, `value` being its parsed form: shape checked, then decoded, its
    /// declared variables (if any) checked against its expressions.
    private static func preset(from text: String, parsed value: JSONValue, source: String) throws -> PresetDefinition {
        let (preset, declared) = try prefixing(source) { try DeclaredVariables.split(value, at: .root) }
        try prefixing(source) { try DefinitionShape.checkPreset(preset, at: .root) }
        let decoded = try decode(PresetDefinition.self, from: text, source: source)
        if let declared {
            try prefixing(source) { try DeclaredVariables.check(declared, of: decoded, at: .root) }
        }
        return decoded
    }

    /// The canonical JSON text of `value` (a definition or document), ending with a newline;
    /// its numbers exact (``JSONValue/NumberStyle/exact``), so the text reads back as `value`.
    package static func canonicalText(of value: some Encodable) throws -> String {
        try jsonValue(of: value).canonicalText(layout: .pretty, numbers: .exact) + "\n"
    }

    /// The JSON value of `value` (a definition or document), for embedding in reports.
    static func jsonValue(of value: some Encodable) throws -> JSONValue {
        let data = try DefinitionJSON.encode(value, pretty: false)
        return try JSONValue(parsing: String(decoding: data, as: UTF8.self), source: "encoded definition")
    }

    /// Decodes `text`; a field error inside an entry of `document` names the entry.
    private static func decode<Value: Decodable>(
        _ type: Value.Type, from text: String, source: String, document: JSONValue? = nil
    ) throws -> Value {
        do {
            return try DefinitionJSON.decode(type, from: Data(text.utf8))
        } catch CatalogStoreError.invalidJSON(let path, let problem) {
            let field = path.isEmpty ? "" : path + ": "
            let entry = document.map { EntryLabel.prefix(forPath: path, in: $0) } ?? ""
            throw CatalogError(.invalidData, "\(source): \(entry)\(field)\(problem)")
        }
    }

    private static func prefixing<T>(_ source: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError {
            throw CatalogError(error.kind, source + ": " + error.message)
        }
    }
}
