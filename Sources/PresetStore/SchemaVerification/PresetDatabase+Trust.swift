import GRDB

extension PresetDatabase {
    /// How the catalog's schema differs from what its applied migrations create, one finding per
    /// object (see ``SchemaFinding``); empty when the catalog is exactly what they made. Reads
    /// only; works on read-only catalogs.
    package func schemaFindings() throws -> [SchemaFinding] {
        // Opened read-only and current (or refused), immutable, and matching the record: the
        // expected schema is that of all the migrations, and the file's is it.
        if matchesRecordedSchema { return [] }
        return try read { db in try Self.schemaFindings(in: db) }
    }

    /// The findings for the catalog open on `db`, compared with the migrations it records as
    /// applied (a newer catalog is refused before this is asked).
    static func schemaFindings(in db: Database) throws -> [SchemaFinding] {
        let status = try MigrationStatus(db, migrations: Migration.embedded)
        let applied = Set(status.applied.map(\.number))
        let expected = try ExpectedSchema.applying(Migration.embedded.filter { applied.contains($0.number) })
        return SchemaComparison.findings(actual: try SchemaObject.all(in: db), expected: expected)
    }

    /// Throws ``PresetDatabaseError/untrustedSchema(path:finding:moreFindings:access:)`` naming the
    /// first difference, if there is any.
    static func requireTrustedSchema(in db: Database, path: String, access: CatalogAccess) throws {
        let findings = try schemaFindings(in: db)
        if let first = findings.first {
            throw PresetDatabaseError.untrustedSchema(path: path, finding: first, moreFindings: findings.count - 1, access: access)
        }
    }

    /// Runs SQLite's `quick_check` (every page and record well formed; SQLite's advice for files
    /// of uncertain origin, before trusting one) and refuses a damaged file with
    /// ``PresetDatabaseError/notACatalog(path:problem:)``.
    static func requireUndamaged(_ db: Database, path: String) throws {
        let problems: [String]
        do {
            problems = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            problems = [error.message ?? "corrupt"]
        }
        guard problems == ["ok"] else {
            throw PresetDatabaseError.notACatalog(
                path: path, problem: "damaged SQLite file (quick_check: \(problems.first ?? "no result"))")
        }
    }
}
