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
