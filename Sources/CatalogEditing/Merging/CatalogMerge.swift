import PresetCatalog
import PresetStore

/// The three-way merge of whole catalog documents: images, presets and menus merged entry by
/// entry and member by member (``EntryMerge``, ``JSONMerge``). Every merged entry that is not
/// one side's own is read back through the format reader import uses; one the reader refuses
/// (say, a timeline each side gave a different kind) becomes a conflict of the whole entry that
/// keeps ours. Menu items follow a preset or image the other side renamed; an entry one side
/// deleted that the other side's menus still use is kept, as a conflict of the whole entry.
struct CatalogMerge {
    /// The merged catalog.
    private(set) var document = CatalogDocument()
    /// The conflicts, in kind, name and path order.
    private(set) var conflicts: [MergeConflict] = []
    /// Each merged preset's names on the three sides, by its merged name.
    private(set) var presetOrigins: [String: EntryMerge.Origin] = [:]

    init(base: CatalogDocument, ours: CatalogDocument, theirs: CatalogDocument) throws {
        var images = try Self.entryMerge(base: base.images, ours: ours.images, theirs: theirs.images)
        var presets = try Self.entryMerge(base: base.presets, ours: ours.presets, theirs: theirs.presets)
        var menus = try Self.entryMerge(base: base.menus, ours: ours.menus, theirs: theirs.menus)
        menus.repointItems(renamedImages: images.renames, renamedPresets: presets.renames)
        let used = menus.usedNames()
        images.keepUsed(used.images)
        presets.keepUsed(used.presets)

        document.images = try collect(images, kind: .image, ours: ours.images, theirs: theirs.images) {
            Self.readEntry($0, list: "images") { $0.images.first }
        }
        document.presets = try collect(presets, kind: .preset, ours: ours.presets, theirs: theirs.presets) {
            if case .success(let preset) = DefinitionReader.preset(parsed: $0, isStoredRow: true) { preset } else { nil }
        }
        document.menus = try collect(menus, kind: .menu, ours: ours.menus, theirs: theirs.menus) {
            Self.readEntry($0, list: "menus") { $0.menus.first }
        }
        conflicts.sort { ($0.kind.rawValue, $0.name, $0.path) < ($1.kind.rawValue, $1.name, $1.path) }
    }

    /// The merged entries of `merge` as definitions, recording their conflicts: an entry equal to
    /// one side's is that side's definition, any other is read by `read` (nil: refused).
    private mutating func collect<Definition: Named>(
        _ merge: EntryMerge, kind: CatalogEntryKind, ours: [Definition], theirs: [Definition], read: (JSONValue) -> Definition?
    ) throws -> [Definition] {
        let ourDefinitions = Dictionary(ours.map { ($0.name, $0) }) { first, _ in first }
        let theirDefinitions = Dictionary(theirs.map { ($0.name, $0) }) { first, _ in first }
        func own(_ value: JSONValue) -> Definition? {
            guard case .object(let members) = value, case .string(let name)? = members["name"] else { return nil }
            if merge.ours[name] == value { return ourDefinitions[name] }
            if merge.theirs[name] == value { return theirDefinitions[name] }
            return nil
        }
        var definitions: [(name: String, definition: Definition)] = []
        var taken: Set<String> = []
        for entry in merge.entries {
            var entry = entry
            var definition: Definition?
            if let value = entry.value {
                definition = own(value) ?? read(value)
                if definition == nil {
                    // Refused as merged: the whole entry is one conflict, and ours stays.
                    entry.conflicts = [JSONMerge.Conflict(path: .entry, base: nil, ours: nil, theirs: nil)]
                    entry.value = try Self.sideValue(entry.origin.ours, in: merge.ours)
                    definition = entry.value.flatMap(own)
                }
            }
            let name = EntryMerge.name(of: entry) ?? entry.origin.ours ?? entry.origin.base ?? entry.origin.theirs ?? ""
            if let definition {
                if taken.insert(name).inserted {
                    definitions.append((name, definition))
                    if kind == .preset { presetOrigins[name] = entry.origin }
                } else {
                    entry.conflicts = [JSONMerge.Conflict(path: .entry, base: nil, ours: nil, theirs: nil)]
                }
            }
            for conflict in entry.conflicts {
                conflicts.append(try Self.record(conflict, of: entry, named: name, kind: kind, in: merge))
            }
        }
        return definitions.sorted { $0.name < $1.name }.map(\.definition)
    }

    /// `conflict` as the catalog records it; a conflict of the whole entry records each side's
    /// whole entry.
    private static func record(
        _ conflict: JSONMerge.Conflict, of entry: EntryMerge.Entry, named name: String, kind: CatalogEntryKind, in merge: EntryMerge
    ) throws -> MergeConflict {
        let isWhole = conflict.path == .entry
        let values =
            isWhole
            ? (
                try sideValue(entry.origin.base, in: merge.base), try sideValue(entry.origin.ours, in: merge.ours),
                try sideValue(entry.origin.theirs, in: merge.theirs)
            ) : (conflict.base, conflict.ours, conflict.theirs)
        return MergeConflict(
            kind: kind, name: name, path: conflict.path.description, base: try values.0.map(text), ours: try values.1.map(text),
            theirs: try values.2.map(text))
    }

    private static func sideValue(_ name: String?, in side: [String: JSONValue]) throws -> JSONValue? {
        name.flatMap { side[$0] }
    }

    /// The canonical one-line text conflicts store.
    static func text(_ value: JSONValue) throws -> String {
        try value.canonicalText(layout: .compact, numbers: .exact)
    }

    /// The image or menu `value`, read as a one-entry document in `list`; nil when refused.
    private static func readEntry<Definition>(_ value: JSONValue, list: String, _ pick: (CatalogDocument) -> Definition?) -> Definition? {
        let document = JSONValue.object([
            "format": .string(CatalogDocument.format), "version": .number(Double(CatalogDocument.version)), list: .array([value]),
        ])
        if case .success(let read) = DefinitionReader.document(parsed: document) { return pick(read) }
        return nil
    }

    /// The entry merge of one kind of entry, each side's entries as JSON by name.
    private static func entryMerge<Definition: Named>(base: [Definition], ours: [Definition], theirs: [Definition]) throws
        -> EntryMerge
    {
        let baseJSON = try json(base, sameAs: [:], in: [:])
        let baseByName = Dictionary(base.map { ($0.name, $0) }) { first, _ in first }
        return try EntryMerge(
            base: baseJSON, ours: json(ours, sameAs: baseByName, in: baseJSON), theirs: json(theirs, sameAs: baseByName, in: baseJSON))
    }

    /// Entries as JSON by name; an entry equal to the ancestor's of its name reuses that one's
    /// JSON (most of a merge's entries), the others are encoded.
    private static func json<Definition: Named>(
        _ definitions: [Definition], sameAs base: [String: Definition], in baseJSON: [String: JSONValue]
    ) throws -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for definition in definitions {
            if base[definition.name] == definition, let reused = baseJSON[definition.name] {
                values[definition.name] = reused
            } else {
                values[definition.name] = try DefinitionText.jsonValue(of: definition)
            }
        }
        return values
    }
}

/// A definition with a name: an image, a preset or a menu.
protocol Named: Encodable, Equatable {
    /// The entry's name.
    var name: String { get }
}

extension ImageDefinition: Named {}
extension PresetDefinition: Named {}
extension MenuDefinition: Named {}
