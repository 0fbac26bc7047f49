import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// A preset catalog opened by a tool: read, edit, validate, import, export, resolve and preview
/// presets. Every definition is validated before anything is written, and every change is one
/// transaction, so a failed operation leaves the catalog as it was.
///
/// Apps that only evaluate presets use the smaller, read-only ``PresetLibrary``.
package final class CatalogEditor: Sendable {
    /// The catalog file's path.
    package let path: String
    package let store: PresetDatabase
    let resolver: PresetResolver

    private init(store: PresetDatabase) {
        self.path = store.path
        self.store = store
        self.resolver = PresetResolver(store: store)
    }

    /// Opens an existing catalog for reading and writing, applying the migrations it lacks.
    /// - Throws: ``CatalogError`` — not found (66) when the file does not exist; invalid data
    ///   (65) for a file that is not a catalog or has a newer schema; busy (75); I/O (74).
    package static func openWritable(at path: String) throws -> CatalogEditor {
        CatalogEditor(store: try explainingMissingFile { try DatabaseFile.openStore(at: path, writable: true) })
    }

    /// Opens an existing catalog read-only: nothing is written, so it works on a read-only file.
    /// With `schemaTrust` `.verify` (the default) a catalog whose schema is not what its
    /// migrations create, or that fails SQLite's quick_check, is refused. With
    /// `followsOtherWriters`, every read sees what other processes committed since (for an editor
    /// that stays open, such as the studio's); otherwise the file may be opened immutable.
    /// - Throws: as ``openWritable(at:)``; an older schema is invalid data (65).
    package static func openReadOnly(
        at path: String, schemaTrust: SchemaTrust = .verify, followsOtherWriters: Bool = false
    ) throws -> CatalogEditor {
        CatalogEditor(
            store: try explainingMissingFile {
                try DatabaseFile.openStore(at: path, writable: false, schemaTrust: schemaTrust, followsOtherWriters: followsOtherWriters)
            })
    }

    /// Runs `body`, an opening of an existing catalog, adding to its not-found error how to make
    /// the file: `catalog 'x.sqlite' does not exist (create it with init)`.
    static func explainingMissingFile<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError where error.kind == .notFound {
            throw CatalogError(.notFound, error.message + " (create it with init)")
        }
    }

    /// Whether the catalog was opened read-only.
    package var isReadOnly: Bool { store.isReadOnly }

    /// Whether the catalog file at ``path`` is no longer the one this editor opened: replaced by
    /// a rename (`git checkout`, `mv`), moved or deleted. Its writes are then refused (busy, 75,
    /// naming the file) and closing it leaves the `-wal` at the path alone
    /// (``PresetDatabase/fileWasReplaced()``).
    package func fileWasReplaced() -> Bool {
        store.fileWasReplaced()
    }

    /// Whether the catalog file at ``path`` is the one this editor opened but its `-shm` was
    /// removed or recreated: SQLite keeps one shared-memory index per file in a process, so an
    /// editor opened again in this process would share the old one and not see other processes'
    /// locks. Such a catalog is opened again only by a new process.
    package var lostSharedMemory: Bool { store.lostSharedMemory }

    /// The error every use of an editor whose file was replaced gets: busy (75), with the
    /// `catalogReplaced` conflict the studio answers with 409.
    package var replacedError: CatalogError {
        CatalogError(PresetDatabaseError.catalogReplaced(path: path))
    }

    /// Every entry's version, to find what changed since an earlier reading
    /// (``CatalogVersions/changes(since:)``).
    package func versions() throws -> CatalogVersions {
        try withStore { try $0.versions() }
    }

    /// SQLite's `data_version` on the editor's read connection: it moves whenever someone else
    /// committed a change (see ``PresetDatabase/dataVersion()``).
    package func dataVersion() throws -> Int {
        try withStore { try $0.dataVersion() }
    }

    /// Creates a new catalog file (and its folder), migrated, and seeded unless `seeded` is false.
    /// The file is built beside the path and appears there whole (``NewCatalogFile``): another
    /// process never opens it half made, and a file another process put at the path meanwhile
    /// is kept. A failed creation removes only the files it made.
    /// - Throws: ``CatalogError/Kind/cannotCreate`` (73) when the file exists or cannot be created.
    package static func create(at path: String, seeded: Bool) throws -> CatalogEditor {
        guard let editor = try createIfMissing(at: path, seeded: seeded) else {
            throw CatalogError(.cannotCreate, "catalog '\(pathText(path))' already exists")
        }
        return editor
    }

    /// ``create(at:seeded:)``, or nil when a file is at `path` already (or arrives there while
    /// the new one is built): nothing at the path is touched.
    static func createIfMissing(at path: String, seeded: Bool) throws -> CatalogEditor? {
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(.cannotCreate, "catalog '\(pathText(path))': cannot create the folder \(pathText(folder.path))")
        }
        do {
            let placed = try NewCatalogFile.place(at: path) { temporary in
                let store = try PresetDatabase.openWritable(at: temporary)
                defer { try? store.close() }
                if seeded { try store.loadSeed() }
            }
            guard placed else { return nil }
        } catch {
            let reason = (error as? PresetDatabaseError)?.description ?? (error as? DurableFileError)?.description ?? "\(error)"
            throw CatalogError(.cannotCreate, "catalog '\(pathText(path))' cannot be created: \(reason)")
        }
        return try openWritable(at: path)
    }

    /// Opens the catalog at `location` for a command. The per-user default catalog is created
    /// and seeded on first use, and `notice` receives one line saying where.
    /// - Parameters:
    ///   - writable: Whether the command changes the catalog; read-only commands open it
    ///     read-only and write nothing. A writable opening refuses a catalog whose schema is not
    ///     what its migrations create; a read-only one reads it anyway (its connection runs no
    ///     trigger and reads no view).
    ///   - warnsOfUntrustedSchema: Whether a read-only opening of such a catalog sends `notice`
    ///     one line naming the first object that differs (`validate` reports them itself).
    ///   - followsOtherWriters: Whether a read-only opening sees what other processes commit
    ///     while it is open (``openReadOnly(at:schemaTrust:followsOtherWriters:)``).
    package static func open(
        _ location: CatalogLocation, writable: Bool, warnsOfUntrustedSchema: Bool = true, followsOtherWriters: Bool = false,
        notice: (String) -> Void
    ) throws -> CatalogEditor {
        if location.source == .userDefault, !FileManager.default.fileExists(atPath: location.path),
            let catalog = try createIfMissing(at: location.path, seeded: true)
        {
            notice("created the default catalog at \(pathText(location.path)) (seeded)")
            if writable || !followsOtherWriters { return catalog }
            return try openReadOnly(at: location.path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
        }
        if writable { return try openWritable(at: location.path) }
        let catalog = try openReadOnly(at: location.path, schemaTrust: .acceptUnverified, followsOtherWriters: followsOtherWriters)
        guard warnsOfUntrustedSchema else { return catalog }
        let findings = try CatalogError.translatingStoreErrors { try catalog.store.schemaFindings() }
        if let first = findings.first {
            let others = findings.count > 1 ? " (and \(findings.count - 1) more)" : ""
            notice("warning: catalog '\(messageText(location.path, limit: 300))' \(first)\(others); run validate")
        }
        return catalog
    }

    /// Drops the objects of the catalog at `path` that its migrations did not create, in one
    /// transaction, passing each to `announce` before it is dropped; refuses a catalog with
    /// missing or altered objects, changing nothing.
    /// - Returns: The objects dropped (empty when there were none and nothing was written).
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) when an object is missing or
    ///   altered, or the file is not a catalog; cannot create (73) when it is read-only.
    @discardableResult
    package static func repairSchema(at path: String, announcing announce: (SchemaFinding) -> Void) throws -> [SchemaFinding] {
        try explainingMissingFile { try DatabaseFile.requireExisting(path) }
        return try CatalogError.translatingStoreErrors { try PresetDatabase.repairSchema(at: path, announcing: announce) }
    }

    /// The schema version this tool writes (its newest migration's number); `--version` shows it.
    package static var schemaVersion: Int { PresetDatabase.schemaVersion }

    /// The folder holding the catalog file, against which relative image URIs resolve.
    package var folder: URL { URL(fileURLWithPath: path).deletingLastPathComponent() }

    /// How often ``animator(named:context:)`` found a compiled animator in its cache.
    package var cacheStatistics: CacheStatistics { resolver.cacheStatistics }

    /// The compiled animator of the preset named `name` for `context`; compiled once per
    /// (name, revision, context) and cached.
    /// - Throws: ``CatalogError`` — not found (66) or invalid data (65) naming the field.
    package func animator(named name: String, context: PresetContext) throws -> Animator {
        try resolver.animator(named: name, context: context)
    }
}
