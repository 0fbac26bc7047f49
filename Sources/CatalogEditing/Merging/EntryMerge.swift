import PresetCatalog
import PresetStore

/// The three-way merge of one kind of entry (images, presets or menus), each side's entries as
/// JSON by name. An entry is followed across a rename: a side that renamed it without changing
/// anything else (as `rename` does) keeps its identity, so the other side's edits reach it
/// under its new name. Entries only one side has are added; one side's delete of an entry the
/// other left alone deletes it; a delete of an entry the other changed is a conflict.
struct EntryMerge {
    /// Where a merged entry came from: its name on each side (nil: not there).
    struct Origin: Hashable {
        var base: String?
        var ours: String?
        var theirs: String?
    }

    /// One merged entry: its origin, and the merged JSON (nil: deleted).
    struct Entry {
        let origin: Origin
        var value: JSONValue?
        var conflicts: [JSONMerge.Conflict]
    }

    /// Every entry of the three sides, merged, in the order: base names, then ours' additions,
    /// then theirs'.
    private(set) var entries: [Entry] = []
    /// The renames either side made (old name → new name).
    private(set) var renames: [String: String] = [:]
    /// Each side's entries as JSON by name.
    let base: [String: JSONValue]
    let ours: [String: JSONValue]
    let theirs: [String: JSONValue]

    init(base: [String: JSONValue], ours: [String: JSONValue], theirs: [String: JSONValue]) throws {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        let ourRenames = try Self.renames(from: base, to: ours)
        let theirRenames = try Self.renames(from: base, to: theirs)
        for (old, new) in ourRenames { renames[old] = new }
        for (old, new) in theirRenames where renames[old] == nil { renames[old] = new }
        var origins = base.keys.sorted().map { Origin(base: $0, ours: ourRenames[$0] ?? $0, theirs: theirRenames[$0] ?? $0) }
        let ourTaken = Set(origins.compactMap(\.ours))
        let theirTaken = Set(origins.compactMap(\.theirs))
        let ourAdded = ours.keys.filter { !ourTaken.contains($0) }.sorted()
        let theirAdded = theirs.keys.filter { !theirTaken.contains($0) }
        origins += ourAdded.map { Origin(base: nil, ours: $0, theirs: theirAdded.contains($0) ? $0 : nil) }
        origins += theirAdded.filter { !ourAdded.contains($0) }.sorted().map { Origin(base: nil, ours: nil, theirs: $0) }
        for origin in origins {
            var merge = JSONMerge()
            let value = merge.merge(
                origin.base.flatMap { base[$0] }, origin.ours.flatMap { ours[$0] }, origin.theirs.flatMap { theirs[$0] }, at: .entry)
            entries.append(Entry(origin: origin, value: value, conflicts: merge.conflicts))
        }
    }

    /// The merged entry's name (nil for a deleted one).
    static func name(of entry: Entry) -> String? {
        if case .object(let members)? = entry.value, case .string(let name)? = members["name"] { name } else { nil }
    }

    /// Points the menu items (of merged menus) that name an image or preset a side renamed at
    /// the new name: the other side's new items still use the old one.
    mutating func repointItems(renamedImages: [String: String], renamedPresets: [String: String]) {
        guard !renamedImages.isEmpty || !renamedPresets.isEmpty else { return }
        for index in entries.indices {
            guard case .object(var menu)? = entries[index].value, case .array(let items)? = menu["items"] else { continue }
            menu["items"] = .array(
                items.map { item in
                    guard case .object(var members) = item else { return item }
                    for (member, renames) in [("image", renamedImages), ("preset", renamedPresets)] {
                        if case .string(let name)? = members[member], let new = renames[name] { members[member] = .string(new) }
                    }
                    return .object(members)
                })
            entries[index].value = .object(menu)
        }
    }

    /// The image and preset names the merged menus' items use.
    func usedNames() -> (images: Set<String>, presets: Set<String>) {
        var used: (images: Set<String>, presets: Set<String>) = ([], [])
        for entry in entries {
            guard case .object(let menu)? = entry.value, case .array(let items)? = menu["items"] else { continue }
            for case .object(let item) in items {
                if case .string(let image)? = item["image"] { used.images.insert(image) }
                if case .string(let preset)? = item["preset"] { used.presets.insert(preset) }
            }
        }
        return used
    }

    /// Keeps each entry a side deleted while merged menu items still use it: as the side that
    /// kept it has it (ours first), a conflict of the whole entry.
    mutating func keepUsed(_ names: Set<String>) {
        let present = Set(entries.compactMap(Self.name(of:)))
        for index in entries.indices where entries[index].value == nil {
            let origin = entries[index].origin
            let kept = [(origin.ours, ours), (origin.theirs, theirs)].lazy.compactMap { name, side in
                name.flatMap { names.contains($0) && !present.contains($0) ? side[$0] : nil }
            }.first
            guard let kept else { continue }
            entries[index].value = kept
            entries[index].conflicts = [JSONMerge.Conflict(path: .entry, base: nil, ours: nil, theirs: nil)]
        }
    }

    /// The pure renames from `base` to `side`: an entry gone from `side` whose JSON, but for
    /// its name, is that of one `side` added.
    private static func renames(from base: [String: JSONValue], to side: [String: JSONValue]) throws -> [String: String] {
        var added: [String: [String]] = [:]
        for (name, value) in side where base[name] == nil {
            added[try Self.textWithoutName(value), default: []].append(name)
        }
        guard !added.isEmpty else { return [:] }
        var renames: [String: String] = [:]
        for (name, value) in base.sorted(by: { $0.key < $1.key }) where side[name] == nil {
            let text = try Self.textWithoutName(value)
            if let new = added[text]?.first {
                renames[name] = new
                added[text]?.removeFirst()
            }
        }
        return renames
    }

    private static func textWithoutName(_ value: JSONValue) throws -> String {
        guard case .object(var members) = value else { return try value.canonicalText(layout: .compact, numbers: .exact) }
        members["name"] = nil
        return try JSONValue.object(members).canonicalText(layout: .compact, numbers: .exact)
    }
}
