extension CatalogError {
    /// Why ``LiveCatalog`` refused a catalog update (``CatalogError/Kind/refusedUpdate(_:)``):
    /// the reasons an app may want to tell apart, e.g. to report a publishing mistake or an
    /// attack, and carry on with the catalog in use. Every refusal leaves the catalog in use and
    /// the storage directory as they were. Network and file failures are not refusals: they are
    /// ``CatalogError/Kind/ioFailure`` (try again later).
    public enum UpdateRefusal: String, Hashable, Sendable, CaseIterable {
        /// The manifest is not a format-1 manifest: not JSON, a member missing, unknown or of
        /// the wrong shape, another format.
        case malformedManifest
        /// The manifest is signed by a key the app does not trust.
        case unknownKey
        /// The signature is not the named key's signature of the manifest's members.
        case badSignature
        /// The manifest's `expires` date has passed: the server may be serving a frozen copy.
        case expired
        /// The catalog's size or SHA-256 is not what the manifest says (a download longer than
        /// the manifest's byte count is cut off there and refused so).
        case digestMismatch
        /// The version is not greater than the one in use, or than the highest ever installed
        /// (no rollback).
        case notNewer
        /// The catalog needs a newer schema than this library reads.
        case newerSchema
        /// The catalog has an older schema than this library reads (it reads its own schema
        /// only): publish it again with the tooling of the app's library version.
        case olderSchema
        /// The catalog fails verification on opening: not SQLite, damaged, or a schema other
        /// than its migrations create (a planted trigger, view, table or index).
        case tamperedCatalog
    }

    /// A refused update, with its reason.
    init(refusing reason: UpdateRefusal, _ message: String) {
        self.init(.refusedUpdate(reason), message)
    }
}
