import Foundation
import PresetStore

/// The catalog a ``PresetLibrary`` reads, which ``PresetLibrary/reloadIfChanged()`` may replace
/// by a fresh opening of the same file: the resolver (store and animator cache) and the file's
/// identity when it was opened, swapped together under a lock. A caller that took the old
/// resolver keeps a working store: it is closed only when the last user lets it go.
final class ReloadableResolver: @unchecked Sendable {
    /// The catalog file's path.
    let path: String
    /// How every opening checks it.
    let schemaTrust: PresetLibrary.SchemaTrust
    private let lock = NSLock()
    private var resolverInUse: PresetResolver
    private var identity: FileIdentity

    /// Opens the catalog at `path` read-only.
    /// - Throws: ``CatalogError`` as ``PresetLibrary/init(contentsOf:schemaTrust:)`` says.
    init(path: String, schemaTrust: PresetLibrary.SchemaTrust) throws {
        self.path = path
        self.schemaTrust = schemaTrust
        // Taken before opening: a change made while it opens shows as a change next time.
        identity = FileIdentity(of: path)
        resolverInUse = PresetResolver(store: try DatabaseFile.openStore(at: path, writable: false, schemaTrust: schemaTrust.storeTrust))
    }

    /// A catalog already opened from `store` (its file's identity taken before it was).
    init(store: PresetDatabase, identity: FileIdentity, schemaTrust: PresetLibrary.SchemaTrust) {
        path = store.path
        self.schemaTrust = schemaTrust
        self.identity = identity
        resolverInUse = PresetResolver(store: store)
    }

    /// The resolver in use.
    var resolver: PresetResolver {
        lock.withLock { resolverInUse }
    }

    /// Opens the file again when its identity changed; true when it did. A failed opening
    /// throws and keeps the catalog in use (and the next call tries again).
    func reloadIfChanged() throws -> Bool {
        let now = FileIdentity(of: path)
        guard now != lock.withLock({ identity }) else { return false }
        let store = try DatabaseFile.openStore(at: path, writable: false, schemaTrust: schemaTrust.storeTrust)
        lock.withLock {
            resolverInUse = PresetResolver(store: store)
            identity = now
        }
        return true
    }
}
