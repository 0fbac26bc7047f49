import CatalogEditing
import Foundation
import PresetCatalog
import PresetStore

/// A temporary folder with what delivery tests need: the app's bundled catalog (seeded), a
/// catalog the publisher edits and publishes into `site/`, a signing key, and the app's storage
/// directory. Version N of the published catalog holds a preset `delivered-vN` (a copy of
/// fade-up) that no other version and not the bundled catalog hold, so which one an app reads
/// shows in its preset names.
final class DeliveryFixture {
    let folder: URL
    let bundled: String
    let site: String
    let storage: String
    let key = ManifestSigningKey()
    private let source: CatalogEditor

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("delivery-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        bundled = folder.appendingPathComponent("bundled.sqlite").path
        site = folder.appendingPathComponent("site").path
        storage = folder.appendingPathComponent("storage").path
        _ = try CatalogEditor.create(at: bundled, seeded: true)
        source = try CatalogEditor.create(at: folder.appendingPathComponent("source.sqlite").path, seeded: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The public key the app trusts.
    var publicKey: String { key.publicKey.base64 }

    /// The name of the preset only version `version` holds.
    static func marker(_ version: Int) -> String { "delivered-v\(version)" }

    /// Publishes version `version` (its marker preset in place of any other) and returns the manifest's
    /// and the catalog's bytes as the site holds them.
    func publish(_ version: Int, expiresAfter: TimeInterval? = nil) throws -> Published {
        for earlier in try source.presets(prefix: "delivered-v") { try source.deletePreset(named: earlier.name) }
        _ = try source.copyPreset(named: "fade-up", to: Self.marker(version))
        let manifest = try source.publish(signingWith: key, version: version, to: site, expiresAfter: expiresAfter)
        return Published(
            manifest: try Data(contentsOf: URL(fileURLWithPath: site + "/manifest.json")),
            catalog: try Data(contentsOf: URL(fileURLWithPath: site + "/" + manifest.file)), parsed: manifest)
    }

    /// A live catalog on the storage directory, trusting `keys` (by default the fixture's key).
    func live(trusting keys: [String]? = nil, bundledVersion: Int? = nil) throws -> LiveCatalog {
        try LiveCatalog(
            storageDirectory: storage, bundledCatalog: bundled, bundledVersion: bundledVersion,
            trustedPublicKeys: keys ?? [publicKey])
    }

    /// The names in the storage directory, sorted.
    func storageNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: storage).sorted()
    }

    /// A path in the fixture's folder.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}

/// One publication: what the site serves.
struct Published {
    let manifest: Data
    let catalog: Data
    let parsed: CatalogManifest
}

extension LiveCatalog {
    /// The `delivered-vN` presets the library in use holds.
    var markers: [String] {
        get throws { try library.presetNames.filter { $0.hasPrefix("delivered-v") } }
    }
}
