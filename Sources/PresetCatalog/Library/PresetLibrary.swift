import Foundation
import ParallaxEngine
import PresetStore

/// The app-facing side of a catalog: open the catalog file shipped in the app read-only, read
/// its menus, items and images, get a compiled animator per preset and context, and evaluate it
/// every frame into a buffer.
///
/// ```swift
/// let library = try PresetLibrary(contentsOf: Bundle.main.path(forResource: "catalog", ofType: "sqlite")!)
/// let item = try library.menu(named: "aeris-map-layers").items[0]
/// let animator = try library.animator(named: item.preset, context: PresetContext(item: item, viewportHeight: 844))
/// let background = animator.channels(of: "background")!
/// var values = [Double](repeating: 0, count: animator.slotCount)
/// // every frame:
/// animator.evaluate(geometry, into: &values)
/// imageView.apply(ViewState(background, in: values))
/// ```
public final class PresetLibrary: Sendable {
    /// The catalog read, which ``reloadIfChanged()`` may open again.
    let opened: ReloadableResolver
    /// The resolver of the catalog in use.
    private var resolver: PresetResolver { opened.resolver }
    /// The catalog the library reads.
    var store: PresetDatabase { resolver.store }

    /// Opens the catalog at `path` read-only; nothing is ever written to it.
    /// - Parameter schemaTrust: `.verify` (the default) refuses a catalog whose schema is not
    ///   what its migrations create (a planted trigger, view, index or table, or one of theirs
    ///   missing or altered) or that fails SQLite's quick_check, naming the object;
    ///   `.acceptUnverified` opens it without those checks (e.g. a catalog the app built itself).
    /// - Throws: ``CatalogError`` — not found, or invalid data when the file is not a
    ///   catalog, its schema does not match this library, or it fails verification.
    public init(contentsOf path: String, schemaTrust: SchemaTrust = .verify) throws {
        opened = try ReloadableResolver(path: path, schemaTrust: schemaTrust)
    }

    /// Opens the catalog file at `url` read-only, as ``init(contentsOf:schemaTrust:)`` opens a
    /// path: `Bundle.main.url(forResource: "catalog", withExtension: "sqlite")`.
    /// - Throws: ``CatalogError`` — not found, also for a URL that is not a file URL (a
    ///   catalog on a server is fetched with ``LiveCatalog`` first); as the path initialiser
    ///   otherwise.
    public convenience init(url: URL, schemaTrust: SchemaTrust = .verify) throws {
        guard url.isFileURL else {
            throw CatalogError(.notFound, "catalog '\(url.absoluteString)' is not a file URL; PresetLibrary reads a local file")
        }
        try self.init(contentsOf: url.path, schemaTrust: schemaTrust)
    }

    /// A library reading `opened`.
    init(_ opened: ReloadableResolver) {
        self.opened = opened
    }

    /// The compiled animator of the preset named `name` for `context`. Compiled once per
    /// (preset, revision, context, variables included), then served from a cache: call it when
    /// a cell is configured, not per frame.
    /// - Throws: ``CatalogError`` — not found; invalid data naming the field; invalid argument
    ///   when the preset reads a variable `context` does not set, naming it.
    public func animator(named name: String, context: PresetContext) throws -> Animator {
        try resolver.animator(named: name, context: context)
    }

    /// The animator of `item`'s preset for a scroll view of `viewport`: its context is the
    /// item's own (row height, image size in points; see ``PresetContext/init(item:viewportWidth:viewportHeight:headerHeight:variables:)``)
    /// with `variables` for the names beyond the built-in ones. Resolve again when the
    /// viewport's size changes. Served from the same cache as ``animator(named:context:)``.
    /// - Throws: ``CatalogError`` — as ``animator(named:context:)``.
    public func animator(for item: MenuItem, viewport: ScrollMetrics.Size, variables: [String: Double] = [:]) throws -> Animator {
        try animator(
            named: item.preset,
            context: PresetContext(item: item, viewportWidth: viewport.width, viewportHeight: viewport.height, variables: variables))
    }

    /// The variables the preset named `name` reads: the names its expressions use beyond
    /// ``PresetContext/builtInNames``, each once, in order of first appearance. Set each in
    /// ``PresetContext/variables``.
    /// - Throws: ``CatalogError`` — not found, or invalid data when it does not compile.
    public func variableNames(ofPreset name: String) throws -> [String] {
        let definition = try CatalogError.translatingStoreErrors { try store.preset(named: name).definition }
        do {
            return try DefinitionCompiler.variableNames(of: definition)
        } catch let error as CatalogError {
            throw CatalogError(error.kind, "preset '\(messageText(name))': " + error.message)
        }
    }

    /// What the preset named `name` does when the user asks for less motion; apply it with
    /// ``ReducedMotionFilter`` when `UIAccessibility.isReduceMotionEnabled`.
    /// - Throws: ``CatalogError`` — not found.
    public func reducedMotionPolicy(ofPreset name: String) throws -> ReducedMotionPolicy {
        try CatalogError.translatingStoreErrors { try store.preset(named: name).definition.reducedMotion }
    }

    /// How often ``animator(named:context:)`` was served from the cache.
    public var cacheStatistics: CacheStatistics { resolver.cacheStatistics }

    /// Opens the catalog file again when it changed since it was opened (another process — the
    /// CLI, the studio — committed to it, or replaced it), so the library reads what it holds
    /// now; true when it did. Meant for development: an app in the simulator reading the
    /// catalog straight from the project folder calls it from a display link or a timer and
    /// re-resolves its animators when it returns true.
    ///
    /// Cheap when nothing changed (two `stat` calls: the file and its `-wal`). Animators resolved
    /// before keep working (they hold no reference to the file); a thread reading the library
    /// meanwhile finishes on the catalog it started with. The animator cache starts empty with
    /// the new opening, and so do ``cacheStatistics``.
    /// - Throws: ``CatalogError`` when the new opening fails (e.g. the file is missing, damaged,
    ///   or caught mid-write); the catalog in use stays, and the next call tries again.
    public func reloadIfChanged() throws -> Bool {
        try opened.reloadIfChanged()
    }

    /// Whether opening a catalog checks that it is what its migrations made.
    public enum SchemaTrust: Sendable {
        /// Run SQLite's quick_check and compare the schema, object by object, with what the
        /// migrations create; refuse the catalog when anything differs (the default).
        case verify
        /// Skip those checks (e.g. for a catalog the app built itself). The connection stays
        /// hardened: no trigger fires and no view is read.
        case acceptUnverified

        var storeTrust: PresetStore.SchemaTrust {
            switch self {
            case .verify: .verify
            case .acceptUnverified: .acceptUnverified
            }
        }
    }
}
