/// What tells one state of a catalog from another, entry by entry: each preset's name, revision
/// and creation time, and each image's and menu's name and fields (a menu's items included).
/// Two readings compared give the entries that changed between them (``changes(since:)``),
/// whoever wrote them.
public struct CatalogVersions: Equatable, Sendable {
    /// One entry, by its kind and row id, so a rename is seen as the same entry renamed.
    struct Key: Hashable, Sendable {
        let kind: CatalogEntryKind
        let id: Int64
    }

    /// What is compared of an entry.
    struct Version: Equatable, Sendable {
        let name: String
        /// A preset's revision; nil for images and menus.
        let revision: Int?
        /// Every other field, as one text: for a preset its creation time (its revision says
        /// the rest), for an image or a menu its fields (a menu's items included).
        let content: String
    }

    var entries: [Key: Version]

    /// The number of entries read.
    public var count: Int { entries.count }

    /// The entries that are not in `older` as they are here, in kind order (images, presets,
    /// menus, as ``CatalogEntryKind`` lists them), then by name, a deletion before a creation.
    public func changes(since older: CatalogVersions) -> [CatalogChange] {
        var changes: [CatalogChange] = []
        for (key, version) in entries {
            guard let before = older.entries[key] else {
                changes.append(CatalogChange(kind: key.kind, name: version.name, action: .created, revision: version.revision))
                continue
            }
            if before.name == version.name {
                if before != version {
                    changes.append(CatalogChange(kind: key.kind, name: version.name, action: .updated, revision: version.revision))
                }
            } else if before.revision == version.revision, before.content == version.content {
                changes.append(
                    CatalogChange(kind: key.kind, name: version.name, action: .renamed, revision: version.revision, previousName: before.name))
            } else {
                // A new name with new content: SQLite gave a deleted entry's row id to a new one
                // (it reuses the largest), or a rename and an edit fell between two readings.
                changes.append(CatalogChange(kind: key.kind, name: before.name, action: .deleted))
                changes.append(CatalogChange(kind: key.kind, name: version.name, action: .created, revision: version.revision))
            }
        }
        for (key, before) in older.entries where entries[key] == nil {
            changes.append(CatalogChange(kind: key.kind, name: before.name, action: .deleted))
        }
        let kindOrder = Dictionary(uniqueKeysWithValues: CatalogEntryKind.allCases.enumerated().map { ($1, $0) })
        return changes.sorted { left, right in
            if left.kind != right.kind { return kindOrder[left.kind]! < kindOrder[right.kind]! }
            if left.name != right.name { return left.name < right.name }
            return left.action == .deleted && right.action != .deleted
        }
    }
}
