import Foundation
import PresetCatalog
import PresetStore
import TestSupport
import Testing

/// Every refusal of an update leaves the catalog in use and the storage directory exactly as
/// they were, and names its reason.
@Suite struct RefusedUpdateTests {
    /// A way to spoil an update, with the reason it must be refused for.
    enum Spoiling: String, CaseIterable, CustomStringConvertible {
        case flippedCatalogByte, truncatedCatalog, flippedSignatureByte, memberChangedAfterSigning, unknownKey
        case sameVersion, lowerVersion, plantedTrigger, notSQLite, newerSchemaInTheManifest, newerSchemaInTheFile
        case olderSchemaInTheManifest, expired, notJSON, unknownMember, fileNameNotTheDigests

        var description: String { rawValue }

        var refusal: CatalogError.UpdateRefusal {
            switch self {
            case .flippedCatalogByte, .truncatedCatalog: .digestMismatch
            case .flippedSignatureByte, .memberChangedAfterSigning: .badSignature
            case .unknownKey: .unknownKey
            case .sameVersion, .lowerVersion: .notNewer
            case .plantedTrigger, .notSQLite: .tamperedCatalog
            case .newerSchemaInTheManifest, .newerSchemaInTheFile: .newerSchema
            case .olderSchemaInTheManifest: .olderSchema
            case .expired: .expired
            case .notJSON, .unknownMember, .fileNameNotTheDigests: .malformedManifest
            }
        }
    }

    /// The schema this library reads: the number of the newest file in migrations/.
    static let latestMigration: Int = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { Int($0.prefix(4)) }.max() ?? 0
    }()

    /// Every reason an app can switch over has a spoiling here that produces it.
    @Test func everyRefusalReasonIsProducedByASpoiling() {
        #expect(Set(Spoiling.allCases.map(\.refusal)) == Set(CatalogError.UpdateRefusal.allCases))
    }

    @Test(arguments: Spoiling.allCases)
    func aSpoiledUpdateIsRefusedAndChangesNothing(_ spoiling: Spoiling) throws {
        let fixture = try DeliveryFixture()
        let live = try fixture.live()
        let first = try fixture.publish(1)
        let second = try fixture.publish(2)
        try live.install(manifest: first.manifest, catalog: first.catalog)
        try live.install(manifest: second.manifest, catalog: second.catalog)
        let (manifest, catalog) = try spoiled(spoiling, fixture: fixture, first: first, second: second)
        let before = try DirectoryFingerprint(of: fixture.storage)

        let error = #expect(throws: CatalogError.self) { try live.install(manifest: manifest, catalog: catalog) }
        #expect(error?.kind == .refusedUpdate(spoiling.refusal), "\(error?.message ?? "")")
        #expect(error.map { !$0.message.isEmpty && !$0.message.contains("\n") } == true)
        #expect(live.version == 2)
        #expect(try live.markers == ["delivered-v2"])
        #expect(try DirectoryFingerprint(of: fixture.storage) == before)
        // And the next launch still uses version 2.
        #expect(try fixture.live().version == 2)
    }

    /// The manifest and catalog bytes of `spoiling`, built on versions 1 and 2 (installed).
    private func spoiled(_ spoiling: Spoiling, fixture: DeliveryFixture, first: Published, second: Published) throws -> (Data, Data) {
        switch spoiling {
        case .flippedCatalogByte:
            let third = try fixture.publish(3)
            var catalog = third.catalog
            catalog[catalog.count / 2] ^= 0x01
            return (third.manifest, catalog)
        case .truncatedCatalog:
            let third = try fixture.publish(3)
            return (third.manifest, third.catalog.prefix(third.catalog.count - 4096))
        case .flippedSignatureByte:
            let third = try fixture.publish(3)
            return (
                try rewritten(third.manifest) { members in
                    var signature = Data(base64Encoded: members["signature"] as! String)!
                    signature[10] ^= 0x01
                    members["signature"] = signature.base64EncodedString()
                }, third.catalog
            )
        case .memberChangedAfterSigning:
            let third = try fixture.publish(3)
            return (try rewritten(third.manifest) { $0["version"] = 4 }, third.catalog)
        case .unknownKey:
            let third = try fixture.publish(3)
            return (try signed(third.catalog, version: 3, by: ManifestSigningKey()), third.catalog)
        case .sameVersion:
            return (second.manifest, second.catalog)
        case .lowerVersion:
            return (first.manifest, first.catalog)
        case .plantedTrigger:
            let catalog = try plantedCopy(of: try fixture.publish(3).catalog, fixture: fixture, script: Self.sneakyTrigger)
            return (try signed(catalog, version: 3, by: fixture.key), catalog)
        case .notSQLite:
            let catalog = Data(repeating: 0x41, count: 8192)
            return (try signed(catalog, version: 3, by: fixture.key), catalog)
        case .newerSchemaInTheManifest:
            let third = try fixture.publish(3)
            return (try signed(third.catalog, version: 3, schema: Self.latestMigration + 1, by: fixture.key), third.catalog)
        case .newerSchemaInTheFile:
            // A migration this library does not know, recorded as applied; the manifest claims the current schema.
            let script = """
                INSERT INTO catalog_migrations (number, name, sha256, applied_at)
                    VALUES (\(Self.latestMigration + 1), 'from_the_future.sql', '\(String(repeating: "0", count: 64))', '2030-01-01T00:00:00Z');
                PRAGMA user_version = \(Self.latestMigration + 1);
                """
            let catalog = try plantedCopy(of: try fixture.publish(3).catalog, fixture: fixture, script: script)
            return (try signed(catalog, version: 3, by: fixture.key), catalog)
        case .olderSchemaInTheManifest:
            let third = try fixture.publish(3)
            return (try signed(third.catalog, version: 3, schema: Self.latestMigration - 1, by: fixture.key), third.catalog)
        case .expired:
            let third = try fixture.publish(3)
            return (try signed(third.catalog, version: 3, expires: Date(timeIntervalSinceNow: -60), by: fixture.key), third.catalog)
        case .notJSON:
            return (Data("<html>not found</html>".utf8), second.catalog)
        case .unknownMember:
            let third = try fixture.publish(3)
            return (try rewritten(third.manifest) { $0["mirror"] = "https://example.com" }, third.catalog)
        case .fileNameNotTheDigests:
            let third = try fixture.publish(3)
            return (try rewritten(third.manifest) { $0["file"] = "../catalog-v2.sqlite" }, third.catalog)
        }
    }

    /// A planted trigger: every keyframe number written after it becomes 999.
    static let sneakyTrigger = """
        CREATE TRIGGER sneaky AFTER INSERT ON keyframes BEGIN
            UPDATE keyframes SET value_number = 999 WHERE id = new.id AND value_number IS NOT NULL;
        END;
        """

    /// `catalog` written to a file, changed by the sqlite3 shell running `script`, read back.
    private func plantedCopy(of catalog: Data, fixture: DeliveryFixture, script: String) throws -> Data {
        let path = fixture.path("planted-\(UUID().uuidString).sqlite")
        try catalog.write(to: URL(fileURLWithPath: path))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        shell.arguments = ["sqlite3", "-bail", path, script]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "sqlite3 could not plant \(script)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A manifest for `catalog`, signed by `key`.
    private func signed(
        _ catalog: Data, version: Int, schema: Int = latestMigration, expires: Date? = nil, by key: ManifestSigningKey
    ) throws -> Data {
        let sha256 = CatalogDigest.sha256(of: catalog)
        let manifest = try CatalogManifest(
            version: version, file: CatalogManifest.fileName(forDigest: sha256), bytes: catalog.count, sha256: sha256, schema: schema,
            publishedAt: CatalogManifest.timestamp(Date()), expires: expires.map(CatalogManifest.timestamp), keyId: "", signature: ""
        ).signed(by: key)
        return Data(manifest.fileText.utf8)
    }

    /// `manifest` with its members changed by `change` (the signature left as it was, unless changed).
    private func rewritten(_ manifest: Data, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var members = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        change(&members)
        return try JSONSerialization.data(withJSONObject: members)
    }
}
