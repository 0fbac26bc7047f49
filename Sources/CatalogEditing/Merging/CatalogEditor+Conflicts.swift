import ParallaxEngine
import PresetCatalog
import PresetStore

/// How a merge conflict is settled: one side's value, the common ancestor's, or a value given.
package enum ConflictChoice: Sendable {
    case ours, theirs, base
    /// This JSON value (`null` is a JSON null; it does not remove the member).
    case value(JSONValue)
}

extension CatalogEditor {
    /// The unresolved merge conflicts, by kind, name and path.
    package func mergeConflicts() throws -> [MergeConflict] {
        try withStore { try $0.mergeConflicts() }
    }

    /// `conflicts`: one row per conflict (kind, name, path, base, ours, theirs; absent values
    /// empty); JSON `[{"kind", "name", "path", "base", "ours", "theirs"}]`, the values as JSON
    /// (absent: null).
    package func mergeConflictReport() throws -> Report {
        let conflicts = try mergeConflicts()
        let parsed = try conflicts.map { conflict in
            try [conflict.base, conflict.ours, conflict.theirs].map { text in
                try text.map { try JSONValue(parsing: $0, source: "conflict") }
            }
        }
        return Report(
            columns: [
                .init("kind"), .init("name"), .init("path"), .init("base", cutWidth: 30), .init("ours", cutWidth: 30),
                .init("theirs", cutWidth: 30),
            ],
            rows: conflicts.map { conflict in
                [.text(conflict.kind.rawValue), .text(conflict.name), .text(conflict.path)]
                    + [conflict.base, conflict.ours, conflict.theirs].map { $0.map(Report.Cell.text) ?? .empty }
            },
            numbers: .exact,
            json: .array(
                zip(conflicts, parsed).map { conflict, values in
                    .object([
                        "kind": .string(conflict.kind.rawValue), "name": .string(conflict.name), "path": .string(conflict.path),
                        "base": values[0] ?? .null, "ours": values[1] ?? .null, "theirs": values[2] ?? .null,
                    ])
                }))
    }

    /// One problem per unresolved merge conflict, for ``validate()``: a catalog a merge left
    /// conflicted is not ready to ship. Read as plain text, so a row of any content is named.
    func mergeConflictProblems() throws -> [ValidationProblem] {
        try withStore { try $0.mergeConflictPlaces() }.map { place in
            let member = place.path.isEmpty ? "the whole entry" : "'\(messageText(place.path, limit: 200))'"
            return ValidationProblem(
                subject: "\(messageText(place.entity, limit: 20)) '\(messageText(place.name, limit: 80))'",
                problem: "unresolved merge conflict at \(member) (settle it with conflicts resolve)")
        }
    }

    /// Settles the conflict at `path` of the entry `name` (of `kind`, needed only when entries
    /// of two kinds share the name and both have a conflict there): the entry gets the chosen
    /// value at that path (an absent one removes the member, or the whole entry for the empty
    /// path), checked as an import checks it, and the conflict goes, in one transaction.
    /// - Returns: The conflict settled.
    /// - Throws: ``CatalogError``: not found (66) for no such conflict; invalid data (65) when the
    ///   chosen value makes an entry the catalog refuses (nothing is written).
    @discardableResult
    package func resolveMergeConflict(kind: CatalogEntryKind?, name: String, path: String, choice: ConflictChoice) throws -> MergeConflict {
        let matching = try mergeConflicts().filter { $0.name == name && $0.path == path && (kind == nil || $0.kind == kind) }
        guard let conflict = matching.first else {
            throw CatalogError(
                .notFound, "no merge conflict of '\(messageText(name))' at '\(messageText(path))' (list them with conflicts)")
        }
        guard matching.count == 1 else {
            throw CatalogError(.invalidArgument, "'\(messageText(name))' is both an image and a preset or menu; give --kind")
        }
        try withStore { try $0.settleMergeConflicts([try settlement(of: [conflict], choosing: choice)]) }
        return conflict
    }

    /// Settles every conflict with `choice` (ours, theirs or base), all in one transaction:
    /// when any entry's chosen values make one the catalog refuses, nothing is written and
    /// every conflict stays.
    /// - Returns: The conflicts settled.
    /// - Throws: ``CatalogError``: invalid data (65) naming the entry the catalog refuses.
    package func resolveAllMergeConflicts(taking choice: ConflictChoice) throws -> [MergeConflict] {
        let conflicts = try mergeConflicts()
        var entries: [[MergeConflict]] = []
        var entryIndex: [[String]: Int] = [:]
        for conflict in conflicts {
            let key = [conflict.kind.rawValue, conflict.name]
            if let index = entryIndex[key] {
                entries[index].append(conflict)
            } else {
                entryIndex[key] = entries.count
                entries.append([conflict])
            }
        }
        let settlements = try entries.map { try settlement(of: $0, choosing: choice) }
        try withStore { try $0.settleMergeConflicts(settlements) }
        return conflicts
    }

    /// What one entry becomes when `conflicts` (all of that entry, in order) are settled with
    /// `choice`: its current JSON with each conflict's chosen value set at its path (an absent
    /// value removes the member, or the entry for the empty path), read as an import reads it.
    private func settlement(of conflicts: [MergeConflict], choosing choice: ConflictChoice) throws -> ConflictSettlement {
        let (kind, name) = (conflicts[0].kind, conflicts[0].name)
        let current = try currentJSON(of: kind, named: name)
        var settled = current
        for conflict in conflicts {
            let chosen: JSONValue?
            switch choice {
            case .ours: chosen = try conflict.ours.map(Self.parsedConflictValue)
            case .theirs: chosen = try conflict.theirs.map(Self.parsedConflictValue)
            case .base: chosen = try conflict.base.map(Self.parsedConflictValue)
            case .value(let value): chosen = value
            }
            guard let memberPath = MemberPath(parsing: conflict.path) else {
                throw CatalogError(.invalidData, "merge conflict path '\(messageText(conflict.path))' cannot be read")
            }
            if memberPath == .entry {
                settled = chosen
            } else if let value = settled?.setting(memberPath, to: chosen) {
                settled = value
            } else {
                throw CatalogError(
                    .invalidData, "\(kind.rawValue) '\(messageText(name))' has no member '\(messageText(conflict.path))' to set")
            }
        }
        let place = conflicts.count == 1 ? " at '\(conflicts[0].path)'" : ""
        let document = try Self.document(holding: settled, kind: kind, source: "\(kind.rawValue) '\(name)'\(place)")
        let newName = document.images.first?.name ?? document.presets.first?.name ?? document.menus.first?.name
        return ConflictSettlement(
            kind: kind, name: name, paths: conflicts.map(\.path),
            // A rename keeps the entry's history and the menu items using it.
            newName: current != nil ? newName : nil, deletesEntry: current != nil && newName == nil, document: document)
    }

    private static func parsedConflictValue(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text, source: "merge conflict")
    }

    /// The entry's JSON as the catalog holds it now; nil when it has none of that name.
    private func currentJSON(of kind: CatalogEntryKind, named name: String) throws -> JSONValue? {
        guard try contains(kind, named: name) else { return nil }
        switch kind {
        case .image: return try DefinitionText.jsonValue(of: image(named: name).definition)
        case .preset: return try DefinitionText.jsonValue(of: preset(named: name).definition)
        case .menu: return try DefinitionText.jsonValue(of: menu(named: name).definition)
        }
    }

    /// A document holding `value` as its one entry of `kind` (none for nil), read and checked as
    /// an import reads it.
    private static func document(holding value: JSONValue?, kind: CatalogEntryKind, source: String) throws -> CatalogDocument {
        guard let value else { return CatalogDocument() }
        if kind == .preset {
            switch DefinitionReader.preset(parsed: value, isStoredRow: true) {
            case .success(let preset): return CatalogDocument(presets: [preset])
            case .failure(let list): throw list.refusal(of: source)
            }
        }
        let list = kind.rawValue + "s"
        let text = try JSONValue.object([
            "format": .string(CatalogDocument.format), "version": .number(Double(CatalogDocument.version)), list: .array([value]),
        ]).canonicalText(layout: .compact, numbers: .exact)
        guard case .document(let document) = try DefinitionText.content(from: text, source: source) else { return CatalogDocument() }
        return document
    }
}
