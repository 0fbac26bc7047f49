import Foundation
import GRDB
import GRDBSQLite

/// A preset catalog in one SQLite file (or in memory), opened writable or read-only.
///
/// Writable catalogs are created when missing and migrated to this library's schema; they use
/// WAL, foreign keys and a 5 s busy timeout, and every public write is one transaction, so a
/// failed operation leaves nothing half-written. Read-only catalogs (e.g. shipped inside an app)
/// are opened without writing anything. A newer schema, a file that is not SQLite or a truncated
/// file is refused with a ``PresetDatabaseError`` and left untouched.
package final class PresetDatabase: Sendable {
    /// The catalog file's path, or `:memory:`.
    package let path: String
    /// Whether writes are refused with ``PresetDatabaseError/readOnly(path:)``.
    package var isReadOnly: Bool { writer == nil }

    let reader: any DatabaseReader
    let writer: (any DatabaseWriter)?
    /// Whether the file is open as immutable (``openReadOnly(at:schemaTrust:)``): nothing can
    /// change it while it is open.
    private let isImmutable: Bool

    /// Whether the schema was found to be exactly what the migrations create when the catalog
    /// was opened read-only (``SchemaFingerprint``): an immutable file then has no findings.
    let matchesRecordedSchema: Bool
    /// The file the store opened (``FileNode``); nil in memory. Every write transaction checks
    /// that `path` still names it (``requireOpenedFile(_:)``, ``fileWasReplaced()``).
    let openedFile: FileNode?
    /// The file and its `-wal` and `-shm` as the store opened them, and what it last saw of them
    /// (``OpenedCatalogFiles``); nil in memory and for an immutable file.
    let openedFiles: OpenedCatalogFiles?

    private init(
        path: String, reader: any DatabaseReader, writer: (any DatabaseWriter)?, openedFile: FileNode?,
        openedFiles: OpenedCatalogFiles? = nil, isImmutable: Bool = false, matchesRecordedSchema: Bool = false
    ) {
        self.path = path
        self.reader = reader
        self.writer = writer
        self.openedFile = openedFile
        self.openedFiles = openedFiles
        self.isImmutable = isImmutable
        self.matchesRecordedSchema = matchesRecordedSchema
    }

    /// Opens the catalog at `path` for reading and writing, creating it when missing and applying
    /// the migrations it lacks (each in its own transaction). A catalog whose file or directory is
    /// marked read-only is refused with ``PresetDatabaseError/readOnly(path:)`` and left untouched
    /// (open it with ``openReadOnly(at:schemaTrust:)``). An existing catalog that fails SQLite's
    /// `quick_check`, or whose schema is not what its migrations create
    /// (``PresetDatabaseError/untrustedSchema(path:finding:moreFindings:access:)``), is refused
    /// before anything is written.
    package static func openWritable(at path: String) throws -> PresetDatabase {
        let path = try CatalogFileName.followingLinks(path)
        return try translatingDatabaseErrors {
            if let size = try SQLiteFileInspector.size(of: path) {
                try SQLiteFileInspector.validate(path: path)
                if size > 0 { try refuseUntrustedFile(at: path) }
            }
            if try SQLiteFileInspector.isMarkedReadOnly(path) {
                throw PresetDatabaseError.readOnly(path: path)
            }
            // One serialized connection: when it closes, SQLite checkpoints the write-ahead log
            // into the file and removes -wal/-shm, so a closed catalog is one self-contained file.
            let before = FileNode(path: path)
            let queue = try DatabaseQueue(path: CatalogFileName.plain(path), configuration: writableConfiguration())
            let opened: FileNode?
            let files: OpenedCatalogFiles?
            do {
                opened = try requireUnmoved(path, since: before)
                try MigrationRunner(migrations: Migration.embedded).migrate(queue, path: path)
                files = try companions(of: queue, path: path, opened: opened, emptyingLog: true)
            } catch {
                try? queue.close()
                throw error
            }
            return PresetDatabase(path: path, reader: queue, writer: queue, openedFile: opened, openedFiles: files)
        }
    }

    /// Opens the catalog at `path` read-only, writing nothing (no journal mode change, no
    /// `-wal`/`-shm` files when the catalog has no pending write-ahead log), so it works on a
    /// read-only file in a read-only directory. Refuses a catalog whose schema is older or newer
    /// than this library's and, with `schemaTrust` ``SchemaTrust/verify`` (the default), one
    /// that fails SQLite's `quick_check` or whose schema is not what its migrations create.
    ///
    /// The file is opened as immutable (SQLite's `immutable=1`): nobody may write it while it is
    /// open read-only. A catalog with a non-empty `-wal` file is opened with regular locking, and
    /// so is every catalog when `followsOtherWriters` is true: for a reader that stays open while
    /// other connections or processes write (a server), which then sees each of their commits.
    package static func openReadOnly(
        at path: String, schemaTrust: SchemaTrust = .verify, followsOtherWriters: Bool = false
    ) throws -> PresetDatabase {
        let path = try CatalogFileName.followingLinks(path)
        return try translatingDatabaseErrors {
            guard try SQLiteFileInspector.size(of: path) != nil else {
                throw PresetDatabaseError.missingFile(path: path)
            }
            try SQLiteFileInspector.validate(path: path)
            let before = FileNode(path: path)
            let isImmutable = try !followsOtherWriters && opensImmutable(path)
            let matching = isImmutable ? openMatchingRecordedSchema(at: path) : nil
            let queue = try matching ?? openReadOnlyQueue(at: path, immutable: isImmutable)
            let opened: FileNode?
            let files: OpenedCatalogFiles?
            do {
                opened = try requireUnmoved(path, since: before)
                try checkSchema(of: queue, path: path, requireCurrent: true)
                files = isImmutable ? nil : try companions(of: queue, path: path, opened: opened, emptyingLog: false)
                if schemaTrust == .verify {
                    try queue.read { db in
                        try requireUndamaged(db, path: path)
                        if matching == nil { try requireTrustedSchema(in: db, path: path, access: .reading) }
                    }
                }
            } catch {
                try? queue.close()
                throw error
            }
            return PresetDatabase(
                path: path, reader: queue, writer: nil, openedFile: opened, openedFiles: files, isImmutable: isImmutable,
                matchesRecordedSchema: matching != nil)
        }
    }

    /// A new, empty, migrated catalog in memory (for tests and the embedded default catalog).
    package static func inMemory() throws -> PresetDatabase {
        try translatingDatabaseErrors {
            let queue = try DatabaseQueue(configuration: connectionConfiguration(readonly: false))
            try MigrationRunner(migrations: Migration.embedded).migrate(queue, path: ":memory:")
            return PresetDatabase(path: ":memory:", reader: queue, writer: queue, openedFile: nil)
        }
    }

    /// Closes the database connections; the store must not be used afterwards. A writable
    /// store whose files are still the ones it opened checkpoints its log into the file first
    /// (SQLite does so on close only as the file's last connection).
    package func close() throws {
        if let writer, !fileWasReplaced() {
            try? writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        }
        try reader.close()
    }

    /// Runs `body` in one write transaction, committed only if it returns and the file at
    /// ``path`` is still the one the store opened, checked as the transaction begins and again
    /// just before it commits (``PresetDatabaseError/catalogReplaced(path:)`` otherwise). Once
    /// committed, the write-ahead log is checkpointed and emptied (``emptyLog(of:committedAt:)``).
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        guard let writer else { throw PresetDatabaseError.readOnly(path: path) }
        let (result, dataVersion) = try Self.translatingDatabaseErrors {
            try writer.write { db in
                try requireOpenedFile(db)
                let result = try body(db)
                try requireOpenedFile(db)
                return (result, try Self.dataVersion(db))
            }
        }
        try emptyLog(of: writer, committedAt: dataVersion)
        return result
    }

    /// Runs `body` with a consistent read view. An immutable file is one already: there `body`
    /// runs without beginning and ending a transaction around it (which cost more than reading a
    /// preset).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.translatingDatabaseErrors { isImmutable ? try reader.unsafeRead(body) : try reader.read(body) }
    }

    /// Rethrows a raw SQLite error as a one-line ``PresetDatabaseError/database(message:)``, or a
    /// constraint failure no statement named as ``PresetDatabaseError/invalidField(owner:field:problem:)``
    /// naming the entity (``ConstraintMessages/unattributed(_:)``): never SQLite's own text.
    static func translatingDatabaseErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw ConstraintMessages.unattributed(error)
        } catch let error as DatabaseError {
            throw PresetDatabaseError.database(message: "\(error.message ?? "SQLite error") (code \(error.extendedResultCode.rawValue))")
        }
    }

    /// How long a connection waits for another's lock before it reports the catalog busy.
    static let busyTimeoutMilliseconds: Int32 = 5_000

    /// The settings of every connection: foreign keys on (GRDB's default), a 5 s busy timeout,
    /// and the defences of ``ConnectionHardening``.
    /// The settings of every connection: hardened (``ConnectionHardening``) with `hardening`,
    /// or when nil with the settings worked out from the migrations.
    static func connectionConfiguration(readonly: Bool, hardening: ConnectionHardening.Settings? = nil) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.busyMode = .timeout(Double(busyTimeoutMilliseconds) / 1000)
        configuration.prepareDatabase { db in
            try ConnectionHardening.harden(db, with: try hardening ?? ConnectionHardening.settings.get())
        }
        return configuration
    }

    /// The settings of a writable file connection: those of every connection, in WAL mode, and
    /// ``preparingWritableConnection`` when set.
    static func writableConfiguration() -> Configuration {
        var configuration = connectionConfiguration(readonly: false)
        configuration.journalMode = .wal
        if let prepare = preparingWritableConnection { configuration.prepareDatabase(prepare) }
        return configuration
    }

    /// Run as each writable catalog connection opens, after its own set-up: the seam through
    /// which the import-crash tests' program (`import-interruption`, test-only) kills itself
    /// inside a write. Set once, before any catalog opens; nil (nothing run) otherwise, and
    /// never set by the shipping tool.
    package nonisolated(unsafe) static var preparingWritableConnection: (@Sendable (Database) throws -> Void)?

    /// A read-only connection to `path`, immutable when it can be.
    static func openReadOnlyQueue(at path: String) throws -> DatabaseQueue {
        try openReadOnlyQueue(at: path, immutable: opensImmutable(path))
    }

    private static func openReadOnlyQueue(at path: String, immutable: Bool) throws -> DatabaseQueue {
        let configuration = connectionConfiguration(readonly: true)
        return try DatabaseQueue(path: immutable ? immutableURI(for: path) : CatalogFileName.plain(path), configuration: configuration)
    }

    /// `path` opened immutable, when its ``SchemaFingerprint`` is the recorded one
    /// (``ExpectedSchema/Recorded``) and the record applies to the linked SQLite, on a
    /// connection with the settings the migrations' schema gets (``ConnectionHardening/recorded``);
    /// nil otherwise, the connection closed.
    private static func openMatchingRecordedSchema(at path: String) -> DatabaseQueue? {
        guard ExpectedSchema.Recorded.appliesToLinkedSQLite else { return nil }
        let configuration = connectionConfiguration(readonly: true, hardening: ConnectionHardening.recorded)
        guard let queue = try? DatabaseQueue(path: immutableURI(for: path), configuration: configuration) else { return nil }
        if (try? queue.read { try SchemaFingerprint.of($0) }) == ExpectedSchema.Recorded.fingerprint { return queue }
        try? queue.close()
        return nil
    }

    /// Whether a read-only open of `path` opens it as immutable: when it has no pending
    /// write-ahead log and SQLite reads URIs.
    private static func opensImmutable(_ path: String) throws -> Bool {
        try (SQLiteFileInspector.size(of: path + "-wal") ?? 0) == 0 && sqliteAcceptsURIs
    }

    /// A `file:` URI opening `path` with `immutable=1`: no locks, no `-shm`, nothing written.
    static func immutableURI(for path: String) -> String {
        var encoded = ""
        for character in CatalogFileName.plain(path).unicodeScalars {
            switch character {
            case "%": encoded += "%25"
            case "?": encoded += "%3f"
            case "#": encoded += "%23"
            default: encoded.unicodeScalars.append(character)
            }
        }
        // An absolute path gets an empty authority: `file:` followed by `//` would read what
        // comes next as a host name.
        return (path.hasPrefix("/") ? "file://" : "file:") + "\(encoded)?immutable=1"
    }

    /// Whether the linked SQLite interprets `file:` names as URIs (compiled with SQLITE_USE_URI),
    /// asked of the library itself (the SQL function `sqlite_compileoption_used` calls the same
    /// C function; opening an in-memory database to run it cost more than the catalog's open).
    private static let sqliteAcceptsURIs = sqlite3_compileoption_used("USE_URI") != 0

    /// Refuses, before a writable connection touches it (opening one writes), an existing file
    /// that is a newer, foreign, damaged or tampered database. A refusal is only made after a
    /// few looks: the probe is immutable when no write-ahead log exists, and may then read
    /// pages another process is checkpointing, which clears at once, while a bad file stays bad.
    private static func refuseUntrustedFile(at path: String) throws {
        for look in 1...probeLooks {
            do {
                let probe = try openReadOnlyQueue(at: path)
                defer { try? probe.close() }
                try checkSchema(of: probe, path: path, requireCurrent: false)
                try probe.read { db in
                    try requireUndamaged(db, path: path)
                    try requireTrustedSchema(in: db, path: path, access: .writing)
                }
                return
            } catch let error where look < probeLooks && mayBeATornRead(error) {
                usleep(probeLookInterval)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
                throw PresetDatabaseError.notACatalog(path: path, problem: "damaged SQLite file (\(error.message ?? "corrupt"))")
            }
        }
    }

    /// How often, and how many microseconds apart, an existing file is looked at before it is
    /// refused.
    private static let probeLooks = 3
    private static let probeLookInterval: useconds_t = 20_000

    /// Whether `error` may come from reading pages mid-checkpoint rather than from the file.
    private static func mayBeATornRead(_ error: any Error) -> Bool {
        switch error {
        case let error as DatabaseError: error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
        case PresetDatabaseError.notACatalog, PresetDatabaseError.untrustedSchema: true
        default: false
        }
    }

    /// Refuses a foreign database or a newer schema; with `requireCurrent`, an older one too.
    static func checkSchema(of queue: DatabaseQueue, path: String, requireCurrent: Bool) throws {
        try queue.read { db in
            let status = try MigrationStatus(db, migrations: Migration.embedded)
            if status.applied.isEmpty, try !AppliedMigrations.tableExists(in: db),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0
            {
                throw PresetDatabaseError.notACatalog(path: path, problem: "a SQLite database without a catalog_migrations table")
            }
            if status.isNewer {
                throw PresetDatabaseError.schemaTooNew(path: path, detail: status.newerDetail)
            }
            if requireCurrent, !status.pending.isEmpty {
                let names = status.pending.map(\.name).joined(separator: ", ")
                throw PresetDatabaseError.schemaTooOld(path: path, detail: "missing migrations \(names)")
            }
        }
    }
}
