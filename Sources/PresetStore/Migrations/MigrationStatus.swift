import GRDB

/// How a catalog's applied migrations compare with the migrations a library knows.
struct MigrationStatus {
    /// The applied migrations, in number order.
    var applied: [AppliedMigrationRecord]
    /// Applied migrations this library does not know: the catalog is newer.
    var unknown: [AppliedMigrationRecord]
    /// Known migrations not applied yet.
    var pending: [Migration]
    /// Applied migrations whose recorded checksum differs from the library's text. Worked out
    /// when asked (the catalog check asks): it hashes every known migration's text, which
    /// opening a catalog does not need.
    var changed: [(applied: AppliedMigrationRecord, known: Migration)] {
        applied.compactMap { record in
            guard let migration = known[record.number], migration.checksum != record.sha256 else { return nil }
            return (record, migration)
        }
    }
    /// `PRAGMA user_version`, the number of the last migration applied.
    var userVersion: Int

    /// The newest migration number the library knows.
    let latestKnown: Int

    /// The migrations the library knows, by number.
    private let known: [Int: Migration]

    /// Whether the catalog was written by a newer library.
    var isNewer: Bool { !unknown.isEmpty || userVersion > latestKnown }

    /// Reads the status of `db` against `migrations`.
    init(_ db: Database, migrations: [Migration]) throws {
        latestKnown = migrations.last?.number ?? 0
        userVersion = try AppliedMigrations.userVersion(in: db)
        applied = try AppliedMigrations.all(in: db)
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.number, $0) })
        let appliedNumbers = Set(applied.map(\.number))
        unknown = applied.filter { known[$0.number] == nil }
        pending = migrations.filter { !appliedNumbers.contains($0.number) }
        self.known = known
    }

    /// A one-line description of why the catalog is newer, for errors.
    var newerDetail: String {
        let names = unknown.map(\.name)
        let listed = names.isEmpty ? "" : ", unknown migrations \(names.joined(separator: ", "))"
        return "schema version \(max(userVersion, unknown.map(\.number).max() ?? 0)), this library knows \(latestKnown)\(listed)"
    }

    /// One line per changed migration, for the catalog check.
    var changedDescriptions: [String] {
        changed.map {
            "migration \($0.known.name) was applied with checksum \($0.applied.sha256) but the library's text has \($0.known.checksum)"
        }
    }
}
