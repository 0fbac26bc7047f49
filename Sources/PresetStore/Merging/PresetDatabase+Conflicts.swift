import GRDB

extension PresetDatabase {
    /// The unresolved merge conflicts, by kind, name and path.
    package func mergeConflicts() throws -> [MergeConflict] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT entity, name, path, base, ours, theirs FROM merge_conflicts ORDER BY entity, name, path")
                .map { row in
                    let entity: String = row["entity"]
                    guard let kind = CatalogEntryKind(rawValue: entity) else {
                        throw PresetDatabaseError.invalidField(
                            owner: "merge conflict '\(row["name"] as String)'", field: "entity", problem: "is '\(entity)'")
                    }
                    return MergeConflict(
                        kind: kind, name: row["name"], path: row["path"], base: row["base"], ours: row["ours"], theirs: row["theirs"])
                }
        }
    }

    /// Where each unresolved merge conflict is, as stored text (whatever the row holds), by
    /// kind, name and path.
    package func mergeConflictPlaces() throws -> [(entity: String, name: String, path: String)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT entity, name, path FROM merge_conflicts ORDER BY entity, name, path")
                .map { (entity: $0["entity"] ?? "", name: $0["name"] ?? "", path: $0["path"] ?? "") }
        }
    }

    /// Records `conflicts`, in one transaction.
    package func recordMergeConflicts(_ conflicts: [MergeConflict]) throws {
        guard !conflicts.isEmpty else { return }
        try write { db in
            for conflict in conflicts {
                try db.withConstraintMessages(owner: "merge conflict '\(conflict.name)'", path: conflict.path) {
                    try db.execute(
                        sql: "INSERT INTO merge_conflicts (entity, name, path, base, ours, theirs) VALUES (?, ?, ?, ?, ?, ?)",
                        arguments: [conflict.kind.rawValue, conflict.name, conflict.path, conflict.base, conflict.ours, conflict.theirs])
                }
            }
        }
    }

    /// Settles the conflict of `kind` `name` at `path`: removes it, deletes the entry when
    /// `deletingEntry`, then writes `document`'s entries (replacing those of the same names), in
    /// one transaction, so a choice the catalog refuses keeps the conflict and writes nothing.
    /// - Throws: ``PresetDatabaseError/notFound(entity:name:)`` when there is no such conflict,
    ///   or what an import of `document` throws.
    package func resolveMergeConflict(
        _ kind: CatalogEntryKind, named name: String, path: String, deletingEntry: Bool, writing document: CatalogDocument
    ) throws {
        try write { db in
            try db.execute(
                sql: "DELETE FROM merge_conflicts WHERE entity = ? AND name = ? AND path = ?", arguments: [kind.rawValue, name, path])
            guard db.changesCount == 1 else {
                throw PresetDatabaseError.notFound(entity: "merge conflict", name: "\(kind.rawValue) '\(name)' at '\(path)'")
            }
            if deletingEntry {
                switch kind {
                case .image: try Self.deleteRecord(ImageRecord.self, named: name, in: db)
                case .preset: try Self.deleteRecord(PresetRecord.self, named: name, in: db)
                case .menu: try Self.deleteRecord(MenuRecord.self, named: name, in: db)
                }
            }
            try Self.insert(document, replacingExisting: true, in: db)
        }
    }
}
