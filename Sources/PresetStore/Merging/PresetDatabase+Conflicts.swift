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

    /// Settles merge conflicts, all in one transaction: for each settlement, removes its
    /// conflicts, renames the entry when it has a new name, deletes it when it goes, then writes
    /// its document (replacing the entry of the same name). A settlement the catalog refuses
    /// writes nothing of any of them, so every conflict stays.
    /// - Throws: ``PresetDatabaseError/notFound(entity:name:)`` when a conflict is not there,
    ///   or what a rename or an import of a document throws.
    package func settleMergeConflicts(_ settlements: [ConflictSettlement]) throws {
        try write { db in
            for settlement in settlements {
                let kind = settlement.kind
                for path in settlement.paths {
                    try db.execute(
                        sql: "DELETE FROM merge_conflicts WHERE entity = ? AND name = ? AND path = ?",
                        arguments: [kind.rawValue, settlement.name, path])
                    guard db.changesCount == 1 else {
                        throw PresetDatabaseError.notFound(
                            entity: "merge conflict", name: "\(kind.rawValue) '\(settlement.name)' at '\(path)'")
                    }
                }
                var name = settlement.name
                if let newName = settlement.newName, newName != name {
                    try Self.rename(kind, named: name, to: newName, in: db)
                    name = newName
                }
                if settlement.deletesEntry {
                    switch kind {
                    case .image: try Self.deleteRecord(ImageRecord.self, named: name, in: db)
                    case .preset: try Self.deleteRecord(PresetRecord.self, named: name, in: db)
                    case .menu: try Self.deleteRecord(MenuRecord.self, named: name, in: db)
                    }
                }
                try Self.insert(settlement.document, replacingExisting: true, in: db)
            }
        }
    }
}
