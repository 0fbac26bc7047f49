import Foundation
import ParallaxEngine
import PresetCatalog
import Testing

/// Publish with the tooling, install with `LiveCatalog`: the app reads the published catalog,
/// keeps it across launches, cleans what it replaced, and never goes back to an older version.
@Suite struct InstallRoundTripTests {
    @Test func aPublishedCatalogInstallsAndStaysAcrossLaunches() throws {
        let fixture = try DeliveryFixture()
        let live = try fixture.live()
        #expect(live.version == nil)
        #expect(try live.markers == [])

        let published = try fixture.publish(1)
        #expect(try live.install(manifest: published.manifest, catalog: published.catalog) == 1)
        #expect(live.version == 1)
        #expect(try live.markers == ["delivered-v1"])
        _ = try live.library.animator(named: "delivered-v1", context: PresetContext())
        // The catalog as published, its manifest as received; the version recorded.
        #expect(try fixture.storageNames() == [".lock", "catalog-v1.json", "catalog-v1.sqlite", "highest-version"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.storage + "/catalog-v1.sqlite")) == published.catalog)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.storage + "/catalog-v1.json")) == published.manifest)
        #expect(try String(contentsOfFile: fixture.storage + "/highest-version", encoding: .utf8) == "1\n")

        let relaunched = try fixture.live()
        #expect(relaunched.version == 1)
        #expect(try relaunched.markers == ["delivered-v1"])
    }

    /// The previous catalog goes once the new one is in use; animators resolved from it keep
    /// giving the same values.
    @Test func aNewerVersionReplacesTheOldOne() throws {
        let fixture = try DeliveryFixture()
        let live = try fixture.live()
        let first = try fixture.publish(1)
        try live.install(manifest: first.manifest, catalog: first.catalog)
        let oldLibrary = live.library
        let animator = try oldLibrary.animator(named: "fade-up", context: PresetContext())
        let geometry = ScrollMetrics(
            viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0),
            itemFrame: .init(x: 0, y: 700, width: 390, height: 100))
        var before = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(geometry, into: &before)

        let second = try fixture.publish(2)
        #expect(try live.install(manifest: second.manifest, catalog: second.catalog) == 2)
        #expect(try live.markers == ["delivered-v2"])
        #expect(try fixture.storageNames() == [".lock", "catalog-v2.json", "catalog-v2.sqlite", "highest-version"])
        var after = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(geometry, into: &after)
        #expect(after == before)
        // The library taken before the switch still reads its (removed) file.
        #expect(try oldLibrary.presetNames.contains("delivered-v1"))
    }

    /// Deleting the newest catalog's files does not make an older version acceptable again: the
    /// highest version installed is remembered apart from them (TUF's rule against rollback).
    @Test func deletedFilesDoNotReopenTheDoorToAnOlderVersion() throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let second = try fixture.publish(2)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        try fixture.live().install(manifest: second.manifest, catalog: second.catalog)
        for name in ["catalog-v2.json", "catalog-v2.sqlite"] { try FileManager.default.removeItem(atPath: fixture.storage + "/" + name) }

        let live = try fixture.live()
        #expect(live.version == nil)
        let refusal = #expect(throws: CatalogError.self) { try live.install(manifest: first.manifest, catalog: first.catalog) }
        #expect(refusal?.kind == .refusedUpdate(.notNewer))
        #expect(refusal?.message == "catalog version 1 is not newer than version 2, the highest installed before")
    }

    /// An app that bundles published version 2 ignores (and removes) an installed version 2 or
    /// older, and installs only a greater one.
    @Test func aBundledVersionIsAFloor() throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)

        let live = try fixture.live(bundledVersion: 2)
        #expect(live.version == nil)
        #expect(try fixture.storageNames() == [".lock", "highest-version"])
        let second = try fixture.publish(2)
        #expect(throws: CatalogError.self) { try live.install(manifest: second.manifest, catalog: second.catalog) }
        let third = try fixture.publish(3)
        #expect(try live.install(manifest: third.manifest, catalog: third.catalog) == 3)
    }

    /// A key dropped from the app's trusted keys no longer vouches for what it signed: at the
    /// next launch that catalog is not used (the rotation's last step, or a revocation).
    @Test func aCatalogSignedByAKeyNoLongerTrustedIsNotUsed() throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        let otherKey = ManifestSigningKeyText.generate()
        #expect(try fixture.live(trusting: [otherKey, fixture.publicKey]).version == 1)
        #expect(try fixture.live(trusting: [otherKey]).version == nil)
    }

    /// An installed catalog whose bytes changed on disk fails its digest at the next launch: the
    /// bundled catalog is used, the file removed, and its version still counts as installed.
    /// The change is one letter of a summary, which SQLite's own checks on opening cannot see.
    @Test func anInstalledCatalogChangedOnDiskIsNotUsed() throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        let file = URL(fileURLWithPath: fixture.storage + "/catalog-v1.sqlite")
        var bytes = try Data(contentsOf: file)
        let word = try #require(bytes.range(of: Data("drifting behind the row".utf8)))
        bytes[word.lowerBound] = UInt8(ascii: "D")
        try bytes.write(to: file)
        #expect(try ShellCheck.quickCheck(file.path) == "ok")

        let live = try fixture.live()
        #expect(live.version == nil)
        #expect(try live.markers == [])
        #expect(try fixture.storageNames() == [".lock", "highest-version"])
        let error = #expect(throws: CatalogError.self) { try live.install(manifest: first.manifest, catalog: first.catalog) }
        #expect(error?.kind == .refusedUpdate(.notNewer))
    }

    /// A malformed trusted key is the app's mistake: an invalid argument, naming it.
    @Test func aMalformedTrustedKeyIsRefused() throws {
        let fixture = try DeliveryFixture()
        let error = #expect(throws: CatalogError.self) { try fixture.live(trusting: ["not a key"]) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.message == "trusted public key 1: 'not a key' is not a base64 Ed25519 public key (32 bytes)")
    }
}
