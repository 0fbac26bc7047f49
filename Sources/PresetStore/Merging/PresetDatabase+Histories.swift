import GRDB

extension PresetDatabase {
    /// Every preset's history (``PresetHistory``), by preset name, read from one snapshot.
    package func presetHistories() throws -> [String: PresetHistory] {
        try read { db in
            var histories: [String: PresetHistory] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, revision, created_at, updated_at FROM presets") {
                histories[row["name"]] = PresetHistory(
                    previous: [], revision: row["revision"], createdAt: row["created_at"], updatedAt: row["updated_at"])
            }
            let revisions = try Row.fetchCursor(
                db,
                sql: """
                    SELECT p.name, r.revision, r.definition, r.recorded_at FROM preset_revisions r
                    JOIN presets p ON p.id = r.preset_id ORDER BY p.name, r.revision
                    """)
            while let row = try revisions.next() {
                histories[row["name"], default: PresetHistory(previous: [], revision: 1, createdAt: "", updatedAt: "")].previous.append(
                    PresetHistory.Revision(revision: row["revision"], definition: row["definition"], recordedAt: row["recorded_at"]))
            }
            return histories
        }
    }

    /// Gives each named preset the history in `histories`, in one transaction: its previous
    /// revisions become exactly those listed, and its revision number and times those given.
    /// The presets' definitions are not touched. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func replacePresetHistories(_ histories: [String: PresetHistory]) throws {
        try write { db in
            for (name, history) in histories.sorted(by: { $0.key < $1.key }) {
                let id = try Self.record(PresetRecord.self, named: name, in: db).id
                try db.withConstraintMessages(owner: "preset '\(name)'", path: "history") {
                    try db.execute(sql: "DELETE FROM preset_revisions WHERE preset_id = ?", arguments: [id])
                    for revision in history.previous {
                        try db.execute(
                            sql: "INSERT INTO preset_revisions (preset_id, revision, definition, recorded_at) VALUES (?, ?, ?, ?)",
                            arguments: [id, revision.revision, revision.definition, revision.recordedAt])
                    }
                    try db.execute(
                        sql: "UPDATE presets SET revision = ?, created_at = ?, updated_at = ? WHERE id = ?",
                        arguments: [history.revision, history.createdAt, history.updatedAt, id])
                }
            }
        }
    }
}
