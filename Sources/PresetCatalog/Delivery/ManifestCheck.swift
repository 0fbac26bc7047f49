import Foundation
import PresetStore

/// The checks ``LiveCatalog`` makes of a manifest and of the catalog it describes, each
/// refusing with a ``CatalogError`` naming its ``CatalogError/UpdateRefusal``.
struct ManifestCheck: Sendable {
    /// The keys trusted to sign manifests, by key ID.
    let trustedKeys: [String: ManifestVerifyingKey]

    /// The keys whose base64 texts are `publicKeys`.
    /// - Throws: ``CatalogError`` — invalid argument naming a text that is not a key.
    init(publicKeys: [String]) throws {
        var keys: [String: ManifestVerifyingKey] = [:]
        for (index, text) in publicKeys.enumerated() {
            do {
                let key = try ManifestVerifyingKey(base64: text)
                keys[key.keyID] = key
            } catch let error as ManifestError {
                throw CatalogError(.invalidArgument, "trusted public key \(index + 1): \(error)")
            }
        }
        trustedKeys = keys
    }

    /// The manifest `data` holds, once it is well formed, signed by a trusted key, and for the
    /// schema this library reads.
    func signedManifest(_ data: Data) throws -> CatalogManifest {
        let manifest: CatalogManifest
        do {
            manifest = try CatalogManifest(parsing: data)
        } catch let error as ManifestError {
            throw CatalogError(refusing: .malformedManifest, "manifest \(error)")
        }
        guard let key = trustedKeys[manifest.keyId] else {
            throw CatalogError(
                refusing: .unknownKey,
                "manifest version \(manifest.version) is signed by key \(manifest.keyId), which the app does not trust")
        }
        guard manifest.isSigned(by: key) else {
            throw CatalogError(
                refusing: .badSignature,
                "manifest version \(manifest.version): its signature is not key \(manifest.keyId)'s signature of its members")
        }
        let readable = PresetDatabase.schemaVersion
        if manifest.schema > readable {
            throw CatalogError(
                refusing: .newerSchema,
                "catalog version \(manifest.version) needs schema \(manifest.schema); this library reads schema \(readable)")
        }
        if manifest.schema < readable {
            throw CatalogError(
                refusing: .olderSchema,
                "catalog version \(manifest.version) has schema \(manifest.schema); this library reads schema \(readable) only")
        }
        return manifest
    }

    /// Refuses a manifest whose `expires` date is before `now`.
    static func requireUnexpired(_ manifest: CatalogManifest, now: Date) throws {
        if let expires = manifest.expires, let date = CatalogManifest.date(fromTimestamp: expires), date < now {
            throw CatalogError(refusing: .expired, "manifest version \(manifest.version) expired at \(expires)")
        }
    }

    /// Refuses a version not greater than `current` (the one in use) and `highest` (the highest
    /// ever installed).
    static func requireNewer(_ manifest: CatalogManifest, current: Int, highest: Int) throws {
        guard manifest.version > max(current, highest) else {
            let floor =
                current >= highest ? "version \(current), the one in use" : "version \(highest), the highest installed before"
            throw CatalogError(refusing: .notNewer, "catalog version \(manifest.version) is not newer than \(floor)")
        }
    }

    /// Refuses a catalog whose size or SHA-256 is not the manifest's.
    static func requireDigest(size: Int, sha256: String, of manifest: CatalogManifest) throws {
        guard size == manifest.bytes else {
            throw CatalogError(
                refusing: .digestMismatch, "catalog version \(manifest.version) is \(size) bytes; its manifest says \(manifest.bytes)")
        }
        guard sha256 == manifest.sha256 else {
            throw CatalogError(
                refusing: .digestMismatch,
                "catalog version \(manifest.version) has the SHA-256 \(sha256); its manifest says \(manifest.sha256)")
        }
    }

    /// The library of the catalog file at `path`, opened read-only with the store's checks
    /// (quick_check, the schema object by object) and, when `fully`, SQLite's whole
    /// `integrity_check`, `foreign_key_check` and the migrations' checksums too.
    static func openVerified(_ path: String, version: Int, fully: Bool) throws -> PresetLibrary {
        let identity = FileIdentity(of: path)
        do {
            let store = try PresetDatabase.openReadOnly(at: path, schemaTrust: .verify)
            if fully {
                let report: IntegrityReport
                do {
                    report = try store.checkCatalog()
                } catch {
                    try? store.close()
                    throw error
                }
                if let problem = report.problems.first {
                    try? store.close()
                    throw CatalogError(refusing: .tamperedCatalog, "catalog version \(version) fails verification: \(problem)")
                }
            }
            return PresetLibrary(ReloadableResolver(store: store, identity: identity, schemaTrust: .verify))
        } catch let error as PresetDatabaseError {
            let refusal: CatalogError.UpdateRefusal =
                switch error {
                case .schemaTooNew: .newerSchema
                case .schemaTooOld: .olderSchema
                default: .tamperedCatalog
                }
            throw CatalogError(refusing: refusal, "catalog version \(version) fails verification: \(error.description)")
        }
    }
}
