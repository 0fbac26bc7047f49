import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension CatalogEditor {
    /// Publishes the catalog into `directory` for apps to fetch (`LiveCatalog`): a compacted
    /// single-file copy `catalog-<first 16 hex digits of its SHA-256>.sqlite`, then
    /// `manifest.json` describing it, signed by `key`. The manifest is written last, as a whole
    /// (a temporary file renamed over the old one), so a server never serves a manifest naming a
    /// file it does not have. Earlier catalog files stay: a client holding the previous
    /// manifest may still be fetching its file.
    ///
    /// Nothing is written when `version` is not greater than the version of the manifest already
    /// in `directory`, or when the catalog has any problem ``validate()`` finds. Two publishes
    /// to one directory take turns (the directory is locked).
    /// - Parameters:
    ///   - expiresAfter: When set, the manifest says it expires that long after `now`
    ///     (whole seconds): an app refuses it afterwards, so a server caught serving it
    ///     unchanged (frozen) is noticed. Publish again before then.
    /// - Returns: The manifest written.
    /// - Throws: ``CatalogError`` — invalid argument for a version out of range; invalid data (65)
    ///   for a version not greater than the last, a manifest in `directory` that cannot be
    ///   read, or a catalog with problems (all of them, on one line); cannot create (73); I/O (74).
    package func publish(
        signingWith key: ManifestSigningKey, version: Int, to directory: String, expiresAfter: TimeInterval? = nil,
        now: Date = Date()
    ) throws -> CatalogManifest {
        guard (1...CatalogManifest.largestNumber).contains(version) else {
            throw CatalogError(.invalidArgument, "--version must be a whole number from 1 to \(CatalogManifest.largestNumber)")
        }
        try requireNoProblems()
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(.cannotCreate, "cannot create the directory '\(messageText(folder, limit: 300))'")
        }
        return try PublishedDirectory(path: folder).whileLocked { published in
            try published.requireGreater(version)
            let (file, bytes, sha256) = try published.place(compactedCopyOf: store)
            let schema = try CatalogError.translatingStoreErrors { try store.appliedSchemaVersion() }
            let manifest = try CatalogManifest(
                version: version, file: file, bytes: bytes, sha256: sha256, schema: schema,
                publishedAt: CatalogManifest.timestamp(now),
                expires: expiresAfter.map { CatalogManifest.timestamp(now.addingTimeInterval($0.rounded(.down))) }, keyId: "",
                signature: ""
            ).signed(by: key)
            try published.write(manifest)
            return manifest
        }
    }

    /// Refuses a catalog with any problem ``validate()`` finds, naming them all on one line.
    private func requireNoProblems() throws {
        let problems = try validate().problems
        guard !problems.isEmpty else { return }
        let list = problems.map { "\($0.subject): \($0.problem)" }.joined(separator: "; ")
        throw CatalogError(
            .invalidData,
            "catalog '\(messageText(path, limit: 300))' has \(problems.count) problem\(problems.count == 1 ? "" : "s"); nothing published: \(list)"
        )
    }
}

/// A directory catalogs are published to: its `manifest.json` and catalog files.
private struct PublishedDirectory {
    let path: String

    var manifestPath: String { path + "/manifest.json" }

    /// Runs `body` holding a lock on the directory itself (`flock`: no lock file for a server to serve).
    func whileLocked<T>(_ body: (PublishedDirectory) throws -> T) throws -> T {
        try ExclusiveLock.holding(path, flags: O_RDONLY | O_CLOEXEC, opening: "open the directory", locking: "lock the directory") {
            try body(self)
        }
    }

    /// Refuses `version` unless it is greater than the one of the manifest in place, if any.
    func requireGreater(_ version: Int) throws {
        guard FileManager.default.fileExists(atPath: manifestPath) else { return }
        // Read up to a manifest's size and no further: a huge file there costs nothing.
        // Only a regular file, opened without waiting: a FIFO there must not hang the publish.
        let bytes = try TextFiles.readRegularBytes(manifestPath, limit: CatalogManifest.maximumLength, kind: "a manifest")
        let last: CatalogManifest
        do {
            last = try CatalogManifest(parsing: Data(bytes))
        } catch let error as ManifestError {
            throw CatalogError(
                .invalidData,
                "'\(messageText(manifestPath, limit: 300))' \(error), so the last version published is unknown; move it away to start again"
            )
        }
        guard version > last.version else {
            throw CatalogError(
                .invalidData,
                "version \(version) is not greater than \(last.version), the last one published to '\(messageText(path, limit: 300))'")
        }
    }

    /// Writes the compacted copy of `store` under its digest's name (kept as it is when a file of
    /// that name is there already: the same bytes); returns its name, size and SHA-256. The copy
    /// is opened as an app will (every check) before it gets its name.
    func place(compactedCopyOf store: PresetDatabase) throws -> (file: String, bytes: Int, sha256: String) {
        let temporary = path + "/.publishing-\(UUID().uuidString).sqlite"
        defer { try? DurableFile.remove(temporary) }
        do {
            try store.writeCompactedCopy(to: temporary)
            try Self.requireSound(copy: temporary)
            let (bytes, sha256) = try CatalogDigest.sizeAndSHA256(ofFileAt: temporary)
            let file = CatalogManifest.fileName(forDigest: sha256)
            let destination = path + "/" + file
            let existing = try? CatalogDigest.sizeAndSHA256(ofFileAt: destination)
            if existing?.sha256 != sha256 {
                try DurableFile.synchronizeFile(at: temporary)
                try DurableFile.rename(temporary, to: destination)
            }
            return (file, bytes, sha256)
        } catch let error as DurableFileError {
            throw CatalogError(.ioFailure, error.description)
        } catch let error as PresetDatabaseError {
            throw CatalogError(.ioFailure, "cannot copy the catalog: \(error.description)")
        }
    }

    /// Opens the copy read-only with every check an app makes (quick_check, the schema object by
    /// object, integrity_check, foreign keys, migration checksums).
    private static func requireSound(copy: String) throws {
        let store = try PresetDatabase.openReadOnly(at: copy, schemaTrust: .verify)
        defer { try? store.close() }
        if let problem = try store.checkCatalog().problems.first {
            throw CatalogError(.invalidData, "the compacted copy fails verification: \(problem)")
        }
    }

    /// Writes `manifest` as `manifest.json`, replacing the one there in one step.
    func write(_ manifest: CatalogManifest) throws {
        do {
            try DurableFile.write(
                Data(manifest.fileText.utf8), to: manifestPath, through: path + "/.manifest-\(UUID().uuidString).json")
        } catch let error as DurableFileError {
            throw CatalogError(.ioFailure, error.description)
        }
    }
}
