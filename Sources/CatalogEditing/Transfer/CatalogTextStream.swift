import PresetCatalog
import PresetStore

/// Writes the whole catalog's canonical JSON, the text ``CatalogEditor/exportJSON()`` returns
/// byte for byte, a preset at a time: the members before `"presets"` (the schema, the format,
/// the images and the menus), then each preset as it is read, then the members after it (the
/// version). Text is handed on in pieces of about ``pieceBytes``, so memory stays that of one
/// piece and one preset however large the catalog.
final class CatalogTextStream {
    /// About how many bytes each piece handed to the writer holds (the last may hold fewer).
    static let pieceBytes = 1 << 16

    private static let presetsKey = "presets"
    private let emit: (String) throws -> Void
    private var pending = ""
    private var presetCount = 0
    private var membersAfterPresets: [(key: String, value: JSONValue)] = []

    /// A stream handing its text to `emit`, in order.
    init(emit: @escaping (String) throws -> Void) {
        self.emit = emit
    }

    /// Writes the document's members that sort before `"presets"`, and opens the presets.
    /// - Parameter document: The catalog without its presets.
    func start(_ document: CatalogDocument) throws {
        guard case .object(var members) = DefinitionText.naming(.catalog, in: try DefinitionText.jsonValue(of: document)) else {
            return
        }
        members.removeValue(forKey: Self.presetsKey)
        let keys = members.keys.sorted(by: Self.precedes)
        pending += "{"
        var separator = ""
        for key in keys where Self.precedes(key, Self.presetsKey) {
            try appendMember(key, members[key]!, after: separator)
            separator = ","
        }
        pending += separator + "\n  "
        JSONStringLiteral.append(Self.presetsKey, to: &pending, escaping: .visible)
        pending += ": ["
        membersAfterPresets = keys.filter { Self.precedes(Self.presetsKey, $0) }.map { ($0, members[$0]!) }
    }

    /// Writes `preset`, with the variables it reads declared, as the presets' next element.
    func add(_ preset: PresetDefinition) throws {
        pending += presetCount == 0 ? "\n    " : ",\n    "
        try DeclaredVariables.json(of: preset).appendCanonicalText(to: &pending, layout: .pretty, numbers: .exact, depth: 2)
        presetCount += 1
        if pending.utf8.count >= Self.pieceBytes { try flush() }
    }

    /// Closes the presets, writes the members after them and hands on what is left.
    func finish() throws {
        pending += presetCount == 0 ? "]" : "\n  ]"
        for (key, value) in membersAfterPresets {
            try appendMember(key, value, after: ",")
        }
        pending += "\n}\n"
        try flush()
    }

    private func appendMember(_ key: String, _ value: JSONValue, after separator: String) throws {
        pending += separator + "\n  "
        JSONStringLiteral.append(key, to: &pending, escaping: .visible)
        pending += ": "
        try value.appendCanonicalText(to: &pending, layout: .pretty, numbers: .exact, depth: 1)
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        try emit(pending)
        pending = ""
        pending.reserveCapacity(Self.pieceBytes + (Self.pieceBytes >> 2))
    }

    /// The canonical order of object keys: by Unicode scalar values.
    private static func precedes(_ first: String, _ second: String) -> Bool {
        first.unicodeScalars.lexicographicallyPrecedes(second.unicodeScalars)
    }
}
