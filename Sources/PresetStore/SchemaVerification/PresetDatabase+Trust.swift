import GRDB

/// Whether a read-only opening first checks that the catalog is what its migrations made.
package enum SchemaTrust: Hashable, Sendable {
    /// Refuse a catalog whose schema differs from what its applied migrations create (an object
    /// they did not create, or one of theirs missing or altered), or that fails SQLite's
    /// `quick_check`, with a ``PresetDatabaseError/untrustedSchema(path:finding:moreFindings:access:)``
    /// naming the object. The default.
    case verify
    /// Open it without those checks, e.g. a catalog the app built and shipped itself, to save
    /// reading the whole file at launch. Every connection stays hardened (triggers and views
    /// disabled when the migrations create none), so a planted object still cannot run.
    case acceptUnverified
}

/// What a refused opening of a catalog was for, as its error message says.
package enum CatalogAccess: Hashable, Sendable {
    /// Reading only (an app's ``SchemaTrust/verify`` opening).
    case reading
    /// Writing (every writable opening of an existing file).
    case writing
}

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
