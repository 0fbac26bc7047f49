import Foundation
import GRDB

extension PresetDatabase {
    /// Drops every object of the catalog at `path` that its migrations did not create (a planted
    /// trigger, view, index or table), in one transaction, calling `announce` with each just
    /// before it is dropped. Objects that are missing or altered cannot be put right by dropping
    /// anything, so a catalog with any is refused whole and left untouched.
    /// - Returns: The objects dropped; empty (and nothing written) when there were none.
    /// - Throws: ``PresetDatabaseError/unrepairableSchema(path:finding:moreFindings:)`` naming a
    ///   missing or altered object; the errors of ``openWritable(at:)`` for a file that is not a
    ///   catalog, is newer, fails SQLite's quick_check or is read-only.
    @discardableResult
    package static func repairSchema(at path: String, announcing announce: (SchemaFinding) -> Void) throws -> [SchemaFinding] {
        let path = try CatalogFileName.followingLinks(path)
        return try translatingDatabaseErrors {
            guard try SQLiteFileInspector.size(of: path) != nil else { throw PresetDatabaseError.missingFile(path: path) }
            try SQLiteFileInspector.validate(path: path)
            // Decide on a read-only connection, so a refused repair writes nothing at all.
            let probe = try openReadOnlyQueue(at: path)
            let findings: [SchemaFinding]
            do {
                try checkSchema(of: probe, path: path, requireCurrent: false)
                findings = try probe.read { db in
                    try requireUndamaged(db, path: path)
                    return try droppable(schemaFindings(in: db), path: path)
                }
                try probe.close()
            } catch {
                try? probe.close()
                throw error
            }
            guard !findings.isEmpty else { return [] }
            if try SQLiteFileInspector.isMarkedReadOnly(path) { throw PresetDatabaseError.readOnly(path: path) }
            let queue = try DatabaseQueue(path: CatalogFileName.plain(path), configuration: writableConfiguration())
            defer { try? queue.close() }
            return try queue.write { db in
                // Look again under the write lock: another process may have changed the schema.
                let current = try droppable(schemaFindings(in: db), path: path)
                try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
                for finding in current {
                    announce(finding)
                    try db.execute(sql: "DROP \(finding.objectType.uppercased()) IF EXISTS \(quotedIdentifier(finding.name))")
                }
                try requireTrustedSchema(in: db, path: path, access: .writing)
                return current
            }
        }
    }

    /// `findings` in the order they can be dropped (triggers, views, indexes, tables), or a
    /// refusal naming the first one that dropping cannot fix.
    private static func droppable(_ findings: [SchemaFinding], path: String) throws -> [SchemaFinding] {
        let order = ["trigger", "view", "index", "table"]
        let unfixable = findings.filter { $0.kind != .unexpected || !order.contains($0.objectType) }
        if let first = unfixable.first {
            throw PresetDatabaseError.unrepairableSchema(path: path, finding: first, moreFindings: unfixable.count - 1)
        }
        return order.flatMap { type in findings.filter { $0.objectType == type } }
    }

    /// `name` as an SQL identifier: double-quoted, inner double quotes doubled.
    private static func quotedIdentifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
