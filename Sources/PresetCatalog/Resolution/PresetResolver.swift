import ParallaxEngine
import PresetStore

/// Resolves stored presets into compiled engine animators for a context, through a cache.
///
/// Shared with the tooling (package access): an app reaches it through ``PresetLibrary``.
package struct PresetResolver: Sendable {
    /// The catalog the presets are read from.
    package let store: PresetDatabase
    let cache = AnimatorCache()

    /// A resolver over `store`, with an empty cache.
    package init(store: PresetDatabase) {
        self.store = store
    }

    /// How often ``animator(named:context:)`` was served from the cache.
    package var cacheStatistics: CacheStatistics { cache.statistics }

    /// The animator of the preset named `name` for `context`, compiled once per (name,
    /// revision, context).
    ///
    /// A read-only catalog does not change while it is open, so there a repeated resolve is
    /// answered from the cache by (name, context) alone, without reading the catalog; a writable
    /// catalog reads the preset's current revision first, so another process's update is seen.
    /// - Throws: ``CatalogError`` — not found, or invalid data naming the field.
    package func animator(named name: String, context: PresetContext) throws -> Animator {
        if store.isReadOnly {
            return try cache.animator(for: AnimatorCache.Key(presetName: name, revision: nil, context: context)) {
                let stored = try CatalogError.translatingStoreErrors { try store.preset(named: name) }
                return try Self.compile(stored.definition, context: context, scope: "preset '\(name)'")
            }
        }
        let stored = try CatalogError.translatingStoreErrors { try store.preset(named: name) }
        let key = AnimatorCache.Key(presetName: name, revision: stored.revision, context: context)
        return try cache.animator(for: key) {
            try Self.compile(stored.definition, context: context, scope: "preset '\(name)'")
        }
    }

    /// Compiles `definition` for `context` without caching (previews of unsaved definitions).
    /// - Throws: ``CatalogError`` — invalid data naming `scope` and the field; invalid argument
    ///   when the preset reads a variable `context` does not set.
    package static func compile(
        _ definition: PresetDefinition, context: PresetContext, scope: @autoclosure () -> String
    ) throws -> Animator {
        let engineDefinition = try scoped(scope()) { try DefinitionCompiler.animatorDefinition(for: definition) }
        try VariableNames.require(variablesOf: engineDefinition, in: context, scope: scope())
        return try scoped(scope()) {
            do {
                return try Animator(engineDefinition, context: context.values)
            } catch let error as EngineError {
                throw CatalogError.invalidData(error, under: .root, code: .inconsistent)
            }
        }
    }

    /// Runs `body`, prefixing the message of a catalog error it throws with `scope` (written
    /// out only then).
    private static func scoped<T>(_ scope: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CatalogError {
            throw CatalogError(error.kind, scope() + ": " + error.message)
        }
    }
}
