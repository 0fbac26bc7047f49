/// What tells one state of a catalog from another, entry by entry: each preset's name, revision
/// and creation time, and each image's and menu's name and fields (a menu's items included).
/// Two readings compared give the entries that changed between them (``changes(since:)``),
/// whoever wrote them.
///
/// Presets are kept as a list in row-id order, small enough for a million of them (some 40 bytes
/// each) and compared by walking both lists together; images and menus, which are few, by row id.
package struct CatalogVersions: Equatable, Sendable {
    /// One preset as a reading saw it.
    struct PresetStamp: Equatable, Sendable {
        let id: Int64
        let name: String
        let revision: Int
        /// A digest of the creation time: a renamed preset keeps it, a new one has its own.
        let created: UInt64
    }

    /// An image or a menu, by its kind and row id.
    struct Key: Hashable, Sendable {
        let kind: CatalogEntryKind
        let id: Int64
    }

    /// An image's or a menu's name and every other field as one text (a menu's items included).
    struct Version: Equatable, Sendable {
        let name: String
        let content: String
    }

    /// The presets, by increasing row id.
    var presets: [PresetStamp]
    /// The images and menus.
    var others: [Key: Version]

    /// The number of entries read.
    package var count: Int { presets.count + others.count }

    /// The entries that are not in `older` as they are here, in kind order (images, presets,
    /// menus, as ``CatalogEntryKind`` lists them), then by name, a deletion before a creation.
    ///
    /// A new name with the rest unchanged is a rename. A new name with new content is a deletion
    /// and a creation: SQLite gives a deleted entry's row id to the next new one when it was the
    /// largest, and a rename and an edit may also fall between two readings.
    package func changes(since older: CatalogVersions) -> [CatalogChange] {
        var changes: [CatalogChange] = []
        func compare(
            _ kind: CatalogEntryKind, before: (name: String, revision: Int?, rest: AnyHashable),
            after: (name: String, revision: Int?, rest: AnyHashable)
        ) {
            if before.name == after.name {
                if before.revision != after.revision || before.rest != after.rest {
                    changes.append(CatalogChange(kind: kind, name: after.name, action: .updated, revision: after.revision))
                }
            } else if before.revision == after.revision, before.rest == after.rest {
                changes.append(
                    CatalogChange(kind: kind, name: after.name, action: .renamed, revision: after.revision, previousName: before.name))
            } else {
                changes.append(CatalogChange(kind: kind, name: before.name, action: .deleted))
                changes.append(CatalogChange(kind: kind, name: after.name, action: .created, revision: after.revision))
            }
        }
        var old = older.presets[...]
        var new = presets[...]
        while !old.isEmpty || !new.isEmpty {
            if let before = old.first, let after = new.first, before.id == after.id {
                if before != after {
                    compare(
                        .preset, before: (before.name, before.revision, before.created), after: (after.name, after.revision, after.created))
                }
                old.removeFirst()
                new.removeFirst()
            } else if let after = new.first, old.first.map({ after.id < $0.id }) ?? true {
                changes.append(CatalogChange(kind: .preset, name: after.name, action: .created, revision: after.revision))
                new.removeFirst()
            } else if let before = old.first {
                changes.append(CatalogChange(kind: .preset, name: before.name, action: .deleted))
                old.removeFirst()
            }
        }
        for (key, after) in others {
            if let before = older.others[key] {
                compare(key.kind, before: (before.name, nil, before.content), after: (after.name, nil, after.content))
            } else {
                changes.append(CatalogChange(kind: key.kind, name: after.name, action: .created))
            }
        }
        for (key, before) in older.others where others[key] == nil {
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
