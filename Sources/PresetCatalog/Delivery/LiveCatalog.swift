import Foundation
import PresetStore

// Weakly: a program that never fetches (preset-manager, linked with the Swift runtime and
// Foundation statically) then links no networking library; see ``LiveCatalog/session``.
#if canImport(FoundationNetworking)
    @_weakLinked import FoundationNetworking
#endif

/// A catalog an app updates without a release: the catalog it bundles, replaced by signed
/// catalogs published with `preset-manager publish` and installed into a storage directory of
/// its own, each checked before it is used.
///
/// ```swift
/// let live = try LiveCatalog(
///     storageDirectory: applicationSupport.appendingPathComponent("catalog").path,
///     bundledCatalog: Bundle.main.path(forResource: "catalog", ofType: "sqlite")!,
///     trustedPublicKeys: ["q8Hb1S0n…="])
/// let animator = try live.library.animator(named: "fade-up", context: context)
/// // at launch, or now and then:
/// do {
///     if try await live.update(from: URL(string: "https://cdn.example.com/catalog/manifest.json")!) {
///         // resolve animators again from live.library
///     }
/// } catch let error as CatalogError {
///     if case .refusedUpdate(let reason) = error.kind { report(reason) }  // else: try again later
/// }
/// ```
///
/// Before a catalog is used it must be signed (Ed25519) by a trusted key, have the size and
/// SHA-256 its manifest says, a version greater than the one in use and than any installed
/// before (so neither an old manifest served again nor deleted files bring an older catalog
/// back), the schema this library reads, and pass the store's full verification on opening.
/// Each refusal is a ``CatalogError`` of the kind ``CatalogError/Kind/refusedUpdate(_:)``,
/// whose ``CatalogError/UpdateRefusal`` says why; it leaves
/// the catalog in use and the storage directory as they were.
///
/// Safe to use from any thread: ``library`` is swapped atomically, a caller holding the
/// previous library (and every animator resolved from it) keeps a working one, and installs
/// are serialized, across processes too.
public final class LiveCatalog: @unchecked Sendable {
    /// The catalog in use.
    private struct InUse {
        let library: PresetLibrary
        /// nil for the bundled catalog.
        let version: Int?
    }

    private let storage: StorageDirectory
    private let check: ManifestCheck
    private let bundledVersion: Int
    private let observer: InstallObserver?
    /// The time expiry dates are compared with.
    let clock: @Sendable () -> Date
    /// Guards ``inUse`` and ``lastManifest`` (held only to read or swap them).
    private let stateLock = NSLock()
    private var inUse: InUse
    /// The manifest last fetched by ``update(from:)``, with its URL and entity tag (read back
    /// from the storage directory at launch).
    private var lastManifest: FetchedManifest?
    /// Serializes installs within the process (the storage's lock does across processes).
    private let installLock = NSLock()
    /// The session ``update(from:)`` fetches with: no cache of its own, and ``downloads`` as its
    /// delegate. Nil in a Linux program without FoundationNetworking: PresetCatalog links it
    /// weakly, and a program linked with the Swift runtime statically gets it only by importing
    /// it itself (`swift build` links it).
    let session: URLSession?
    /// Receives the session's bodies and stops each at its byte limit.
    let downloads: BoundedDownloads

    /// Uses the newest catalog installed in `storageDirectory` that still passes every check
    /// (its manifest's signature against `trustedPublicKeys`, its size and SHA-256, its schema,
    /// the store's checks on opening), else the catalog at `bundledCatalog`. Creates the
    /// directory when missing, and removes what an interrupted install or clean-up left there.
    /// - Parameters:
    ///   - storageDirectory: A directory the catalog owns (e.g. in Application Support), one per
    ///     `LiveCatalog` in use.
    ///   - bundledCatalog: The catalog shipped with the app, used until one is installed.
    ///   - trustedPublicKeys: The Ed25519 public keys (base64, as `preset-manager keys
    ///     generate` prints them) whose signatures the app accepts; several during a key rotation.
    /// - Throws: ``CatalogError`` — invalid argument for a malformed key; cannot create for the
    ///   directory; what ``PresetLibrary/init(contentsOf:schemaTrust:)`` throws for the bundled
    ///   catalog when no installed one passes.
    public convenience init(storageDirectory: String, bundledCatalog: String, trustedPublicKeys: [String]) throws {
        try self.init(
            storageDirectory: storageDirectory, bundledCatalog: bundledCatalog, bundledVersion: nil,
            trustedPublicKeys: trustedPublicKeys)
    }

    /// As ``init(storageDirectory:bundledCatalog:trustedPublicKeys:)``, for an app that bundles a
    /// published catalog: `bundledVersion` is its version, so an installed catalog of that
    /// version or older is not used (and is removed), and only a greater one is installed.
    public convenience init(
        storageDirectory: String, bundledCatalog: String, bundledVersion: Int?, trustedPublicKeys: [String]
    ) throws {
        try self.init(
            storageDirectory: storageDirectory, bundledCatalog: bundledCatalog, bundledVersion: bundledVersion,
            trustedPublicKeys: trustedPublicKeys, observer: nil)
    }

    /// The designated initializer; `observer` hears each step of every install (for the tests
    /// that interrupt one), and `clock` tells the time expiry dates are compared with (for the
    /// tests of expiry, which cannot wait for a loaded machine).
    package init(
        storageDirectory: String, bundledCatalog: String, bundledVersion: Int?, trustedPublicKeys: [String],
        observer: InstallObserver?, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        let check = try ManifestCheck(publicKeys: trustedPublicKeys)
        let storage = try StorageDirectory(directory: storageDirectory)
        let bundledVersion = bundledVersion ?? 0
        let installed = try storage.withLock {
            let chosen = storage.installedVersions().lazy.filter { $0 > bundledVersion }.compactMap { version in
                (try? Self.openInstalled(version, in: storage, check: check)).map { InUse(library: $0, version: version) }
            }.first
            if let version = chosen?.version, version > storage.recordedHighestVersion() {
                try? storage.recordHighestVersion(version)
            }
            // What an interrupted install or clean-up left, what no longer passes, what is older.
            try? storage.removeAll(except: chosen?.version)
            return chosen
        }
        inUse = try installed ?? InUse(library: PresetLibrary(contentsOf: bundledCatalog), version: nil)
        self.check = check
        self.storage = storage
        self.bundledVersion = bundledVersion
        self.observer = observer
        self.clock = clock
        lastManifest = storage.fetchedManifest(check: check.signedManifest)
        let downloads = BoundedDownloads()
        self.downloads = downloads
        session = Self.makeSession(delegate: downloads)
    }

    deinit {
        session?.finishTasksAndInvalidate()
    }

    /// An ephemeral session without a cache, its bodies received by `delegate`; nil when the
    /// program has no URLSession.
    private static func makeSession(delegate: BoundedDownloads) -> URLSession? {
        #if canImport(FoundationNetworking)
            guard #_hasSymbol(URLSession.init(configuration:delegate:delegateQueue:)) else { return nil }
        #endif
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    /// The library of the catalog in use. Take it again after an update to resolve against the
    /// new catalog; a library taken before keeps working on the catalog it opened.
    public var library: PresetLibrary {
        stateLock.withLock { inUse.library }
    }

    /// The version of the catalog in use; nil while it is the bundled one.
    public var version: Int? {
        stateLock.withLock { inUse.version }
    }

    /// The schema this library reads: a catalog published with another schema is refused. An
    /// app can publish per schema (`…/schema-4/manifest.json`) and fetch its own.
    public static var readableSchema: Int { PresetDatabase.schemaVersion }

    /// Installs the catalog `catalog` that `manifest` (a `manifest.json` as `preset-manager
    /// publish` writes it) describes, and uses it; returns its version.
    ///
    /// Everything is checked before the catalog is used: the manifest's form, its signature
    /// against a trusted key, its expiry, that its version is greater than the one in use and
    /// than any installed before, its schema, the catalog's size and SHA-256, and then the file,
    /// written to the storage directory, is opened with full verification (quick_check,
    /// integrity_check, foreign keys, the migrations' checksums, the schema object by object).
    /// Files are written durably (a temporary file, flushed, renamed, the directory flushed),
    /// the manifest last; the previous catalog is removed only once the new one is in use.
    /// - Throws: ``CatalogError`` — ``CatalogError/Kind/refusedUpdate(_:)``, with its reason,
    ///   when a check fails; I/O when the storage cannot be written. Either way the catalog
    ///   in use stays, and on a refusal the storage directory is as it was.
    @discardableResult
    public func install(manifest: Data, catalog: Data) throws -> Int {
        try installLock.withLock {
            try storage.withLock {
                let signed = try check.signedManifest(manifest)
                try ManifestCheck.requireUnexpired(signed, now: clock())
                try ManifestCheck.requireNewer(
                    signed, current: version ?? bundledVersion, highest: max(storage.recordedHighestVersion(), bundledVersion))
                try ManifestCheck.requireDigest(size: catalog.count, sha256: CatalogDigest.sha256(of: catalog), of: signed)
                observer?(.verified)
                let library = try place(catalog, manifest: manifest, version: signed.version)
                stateLock.withLock { inUse = InUse(library: library, version: signed.version) }
                observer?(.switched)
                // A clean-up that fails is finished by the next launch: the new catalog is in use.
                try? storage.removeAll(except: signed.version) { observer?(.removedAnOldFile) }
                return signed.version
            }
        }
    }

    /// Writes the catalog and its manifest into the storage directory and opens the catalog
    /// with full verification; a refusal removes what was written.
    private func place(_ catalog: Data, manifest: Data, version: Int) throws -> PresetLibrary {
        let catalogPath = storage.catalogPath(version)
        let temporary = storage.temporaryPath()
        try writingStorage {
            do {
                let file = try DurableFile(creating: temporary)
                try file.write(catalog.prefix(catalog.count / 2))
                observer?(.wroteHalfTheCatalog)
                try file.write(catalog.suffix(from: catalog.startIndex + catalog.count / 2))
                try file.synchronize()
                observer?(.wroteTheCatalog)
                try file.commit(as: catalogPath)
            } catch {
                try? DurableFile.remove(temporary)
                throw error
            }
        }
        observer?(.placedTheCatalog)
        let library: PresetLibrary
        do {
            library = try ManifestCheck.openVerified(catalogPath, version: version, fully: true)
        } catch {
            try? DurableFile.remove(catalogPath)
            try? DurableFile.synchronizeDirectory(of: catalogPath)
            throw error
        }
        observer?(.openedTheCatalog)
        try writingStorage {
            let manifestTemporary = storage.temporaryPath()
            do {
                let file = try DurableFile(creating: manifestTemporary)
                try file.write(manifest)
                try file.synchronize()
                observer?(.wroteTheManifest)
                try file.commit(as: storage.manifestPath(version))
            } catch {
                try? DurableFile.remove(manifestTemporary)
                try? DurableFile.remove(catalogPath)
                throw error
            }
        }
        observer?(.placedTheManifest)
        // The install is complete on disk: should the record fail, the next launch, finding
        // this version installed, records it.
        try? storage.recordHighestVersion(version)
        observer?(.recordedTheVersion)
        return library
    }

    /// Runs `body`, turning a file failure into an I/O error.
    private func writingStorage(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DurableFileError {
            throw CatalogError(.ioFailure, "catalog storage: \(error.description)")
        }
    }

    /// The installed catalog `version`, when it still passes every check but expiry (an expired
    /// manifest only says no newer one was heard of; its catalog stays good to use).
    private static func openInstalled(_ version: Int, in storage: StorageDirectory, check: ManifestCheck) throws -> PresetLibrary {
        guard let data = FileManager.default.contents(atPath: storage.manifestPath(version)) else {
            throw CatalogError(.ioFailure, "cannot read the manifest of version \(version)")
        }
        let manifest = try check.signedManifest(data)
        guard manifest.version == version else {
            throw CatalogError(refusing: .malformedManifest, "the manifest installed as version \(version) says \(manifest.version)")
        }
        let (size, sha256) = try CatalogDigest.sizeAndSHA256(ofFileAt: storage.catalogPath(version))
        try ManifestCheck.requireDigest(size: size, sha256: sha256, of: manifest)
        return try ManifestCheck.openVerified(storage.catalogPath(version), version: version, fully: false)
    }

    /// The manifest last fetched from `url`, if any.
    func lastManifest(from url: URL) -> FetchedManifest? {
        stateLock.withLock { lastManifest?.url == url ? lastManifest : nil }
    }

    /// Remembers the manifest fetched: its entity tag is sent with the next fetch of its URL,
    /// by this catalog and, through the storage directory, by the next launch's. A record that
    /// cannot be written costs only that 304.
    func remember(_ fetched: FetchedManifest) {
        stateLock.withLock { lastManifest = fetched }
        try? storage.recordFetchedManifest(fetched)
    }

    /// The version ``update(from:)`` must exceed before it downloads a catalog.
    var versionToExceed: Int {
        max(version ?? bundledVersion, storage.recordedHighestVersion(), bundledVersion)
    }

    /// Checks `data` as a manifest before anything is downloaded (form, key, signature, schema).
    func signedManifest(_ data: Data) throws -> CatalogManifest {
        try check.signedManifest(data)
    }
}
