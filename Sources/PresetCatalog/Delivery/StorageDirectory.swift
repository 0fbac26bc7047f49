import Foundation
import ParallaxEngine
import PresetStore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files of a ``LiveCatalog``'s storage directory:
///
/// - `catalog-v7.sqlite` and `catalog-v7.json`: an installed catalog and its manifest as it
///   was received (so its signature is checked again at every launch). The manifest is written
///   last: a catalog file without its manifest is the leftover of an interrupted install.
/// - `highest-version`: the highest version ever installed, in decimal, so that deleting the
///   newest files cannot make an older version acceptable again.
/// - `fetched-manifest`: the manifest last fetched, with its URL and entity tag
///   (``FetchedManifest``), so the first fetch after a relaunch can be answered 304.
/// - `.lock`: locked (`flock`) while a process installs, or chooses and cleans up at launch.
/// - `.incoming-…`: the temporary files of an install in progress.
struct StorageDirectory: Sendable {
    /// The directory.
    let directory: String

    /// The storage in `directory`, created (with its parents) when missing.
    /// - Throws: ``CatalogError`` — cannot create.
    init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(.cannotCreate, "cannot create the catalog storage directory '\(messageText(directory, limit: 300))'")
        }
    }

    /// The installed catalog file of `version`.
    func catalogPath(_ version: Int) -> String { path("catalog-v\(version).sqlite") }
    /// The manifest of the installed catalog `version`.
    func manifestPath(_ version: Int) -> String { path("catalog-v\(version).json") }
    /// The manifest last fetched, with its URL and entity tag.
    var fetchedManifestPath: String { path("fetched-manifest") }
    /// A new name for a temporary file.
    func temporaryPath() -> String { path(".incoming-\(UUID().uuidString)") }

    private func path(_ name: String) -> String { directory + "/" + name }

    /// The versions whose manifest is in place, newest first.
    func installedVersions() -> [Int] {
        names().compactMap { Self.version(named: $0, suffix: ".json") }.sorted(by: >)
    }

    /// The highest version recorded as installed; 0 when none is (or the record is unreadable).
    func recordedHighestVersion() -> Int {
        guard let data = FileManager.default.contents(atPath: path("highest-version")),
            let text = String(data: data, encoding: .utf8), let version = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return 0 }
        return max(version, 0)
    }

    /// Records `version` as the highest installed, durably.
    func recordHighestVersion(_ version: Int) throws {
        try DurableFile.write(Data("\(version)\n".utf8), to: path("highest-version"), through: temporaryPath())
    }

    /// The manifest last fetched, when its record is readable and its manifest still passes `check`.
    func fetchedManifest(check: (Data) throws -> CatalogManifest) -> FetchedManifest? {
        FileManager.default.contents(atPath: fetchedManifestPath).flatMap { FetchedManifest(fileData: $0, check: check) }
    }

    /// Records `fetched` as the manifest last fetched, atomically (a temporary file renamed).
    func recordFetchedManifest(_ fetched: FetchedManifest) throws {
        try DurableFile.write(fetched.fileData, to: fetchedManifestPath, through: temporaryPath())
    }

    /// Removes every installed catalog but `kept` (all when nil), their `-wal`, `-shm` and
    /// `-journal` files if any, and every temporary file; then flushes the directory.
    /// `afterEachRemoval` runs after each file removed.
    func removeAll(except kept: Int?, afterEachRemoval: () -> Void = {}) throws {
        var removed = false
        for name in names() {
            let version = Self.version(named: name, suffix: ".json") ?? Self.catalogVersion(named: name)
            guard name.hasPrefix(".incoming-") || (version != nil && version != kept) else { continue }
            try DurableFile.remove(path(name))
            removed = true
            afterEachRemoval()
        }
        if removed { try DurableFile.synchronizeDirectory(of: path("highest-version")) }
    }

    /// Runs `body` holding the directory's lock, which other processes using the same directory
    /// take before they change it.
    /// - Throws: ``CatalogError`` — I/O when the lock cannot be taken; what `body` throws.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        try ExclusiveLock.holding(
            path(".lock"), flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644, opening: "open the lock file", locking: "lock", body)
    }

    private func names() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// The version in `catalog-vN` followed by `suffix`, if `name` is that.
    private static func version(named name: String, suffix: String) -> Int? {
        guard name.hasPrefix("catalog-v"), name.hasSuffix(suffix) else { return nil }
        let digits = name.dropFirst("catalog-v".count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// The version of an installed catalog file or of one of SQLite's files beside it.
    private static func catalogVersion(named name: String) -> Int? {
        ["", "-wal", "-shm", "-journal"].lazy.compactMap { version(named: name, suffix: ".sqlite" + $0) }.first
    }
}
