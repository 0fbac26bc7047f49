import Foundation
import PresetCatalog
import PresetStore
import TestSupport
import Testing

/// `LiveCatalog.update(from:)` against a static server on 127.0.0.1 serving the published
/// directory, as a CDN would.
@Suite struct UpdateOverHTTPTests {
    @Test func anUpdateFetchesTheManifestThenTheFileAndSendsTheEntityTagBack() async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        let live = try fixture.live()

        #expect(try await live.update(from: server.url("manifest.json")) == true)
        #expect(live.version == 1)
        #expect(try live.markers == ["delivered-v1"])
        #expect(server.requests == [.init(path: "manifest.json", ifNoneMatch: nil), .init(path: first.parsed.file, ifNoneMatch: nil)])

        // Unchanged: the server answers 304 to the tag it gave, and nothing else is fetched.
        #expect(try await live.update(from: server.url("manifest.json")) == false)
        let tag = "\"" + sha256Hex(first.manifest) + "\""
        #expect(server.requests.dropFirst(2) == [.init(path: "manifest.json", ifNoneMatch: tag)])

        let second = try fixture.publish(2)
        #expect(try await live.update(from: server.url("manifest.json")) == true)
        #expect(live.version == 2)
        #expect(try live.markers == ["delivered-v2"])
        #expect(
            server.requests.suffix(2) == [
                .init(path: "manifest.json", ifNoneMatch: tag), .init(path: second.parsed.file, ifNoneMatch: nil),
            ])
    }

    /// A server that serves an older manifest again (a stale mirror) offers no update: false,
    /// and the catalog file is not fetched.
    @Test func anOlderManifestIsNoUpdate() async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let second = try fixture.publish(2)
        try fixture.live().install(manifest: second.manifest, catalog: second.catalog)
        try first.manifest.write(to: URL(fileURLWithPath: fixture.site + "/manifest.json"))
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        let live = try fixture.live()
        #expect(try await live.update(from: server.url("manifest.json")) == false)
        #expect(live.version == 2)
        #expect(server.requests.map(\.path) == ["manifest.json"])
    }

    /// A manifest of the version in use, fetched without an entity tag (a new launch), is no
    /// update either: its catalog is not downloaded.
    @Test func aManifestOfTheVersionInUseIsNoUpdate() async throws {
        let fixture = try DeliveryFixture()
        let second = try fixture.publish(2)
        try fixture.live().install(manifest: second.manifest, catalog: second.catalog)
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        let live = try fixture.live()
        #expect(try await live.update(from: server.url("manifest.json")) == false)
        #expect(live.version == 2)
        #expect(server.requests == [.init(path: "manifest.json", ifNoneMatch: nil)])
    }

    /// A catalog file changed on the server is refused after download; the catalog in use and
    /// the storage stay.
    @Test func aTamperedFileOnTheServerIsRefused() async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        let second = try fixture.publish(2)
        var catalog = second.catalog
        catalog[catalog.count - 100] ^= 0xFF
        try catalog.write(to: URL(fileURLWithPath: fixture.site + "/" + second.parsed.file))
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        let live = try fixture.live()
        let before = try DirectoryFingerprint(of: fixture.storage)
        await #expect {
            try await live.update(from: server.url("manifest.json"))
        } throws: { error in
            (error as? CatalogError)?.kind == .refusedUpdate(.digestMismatch)
        }
        #expect(live.version == 1)
        #expect(try DirectoryFingerprint(of: fixture.storage) == before)
    }

    /// A missing manifest is an I/O failure (try later), not a refusal.
    @Test func aMissingManifestIsAnIOFailure() async throws {
        let fixture = try DeliveryFixture()
        let server = try LoopbackServer(serving: fixture.folder.path)
        defer { server.stop() }
        let live = try fixture.live()
        await #expect {
            try await live.update(from: server.url("nowhere/manifest.json"))
        } throws: { error in
            guard let error = error as? CatalogError else { return false }
            return error.kind == .ioFailure && error.message.hasSuffix("HTTP status 404")
        }
        #expect(live.version == nil)
    }

    /// A manifest past its `expires` date, served unchanged (304), is reported: the server may
    /// be frozen. The catalog in use stays. The app's clock is the test's, moved past the date
    /// between two fetches (a loaded machine may take minutes between them).
    @Test func anExpiredManifestIsReportedEvenWhenUnchanged() async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let clock = TestClock(Date())
        let live = try LiveCatalog(
            storageDirectory: fixture.storage, bundledCatalog: fixture.bundled, bundledVersion: nil,
            trustedPublicKeys: [fixture.publicKey], observer: nil, clock: { clock.now })
        try live.install(manifest: first.manifest, catalog: first.catalog)
        var expiring = first.parsed
        let expiry = Date(timeIntervalSince1970: (clock.now.timeIntervalSince1970 + 3600).rounded(.down))
        expiring.expires = CatalogManifest.timestamp(expiry)
        try Data(try expiring.signed(by: fixture.key).fileText.utf8).write(to: URL(fileURLWithPath: fixture.site + "/manifest.json"))
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }

        #expect(try await live.update(from: server.url("manifest.json")) == false)
        #expect(try await live.update(from: server.url("manifest.json")) == false)
        clock.now = expiry.addingTimeInterval(1)
        await #expect {
            try await live.update(from: server.url("manifest.json"))
        } throws: { error in
            (error as? CatalogError)?.kind == .refusedUpdate(.expired)
        }
        #expect(server.requests.map(\.path) == ["manifest.json", "manifest.json", "manifest.json"])
        #expect(server.requests.dropFirst().allSatisfy { $0.ifNoneMatch != nil })
        #expect(live.version == 1)
        // The catalog stays good to use: the next launch still uses it.
        #expect(try fixture.live().version == 1)
    }
}

/// A clock a test sets.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Date

    init(_ time: Date) { self.time = time }

    var now: Date {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }
}
