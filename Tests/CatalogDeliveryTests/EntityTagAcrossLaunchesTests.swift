import Foundation
import PresetCatalog
import TestSupport
import Testing

/// The manifest's entity tag outlives the process: a new `LiveCatalog` on the same storage
/// directory (the app's next launch) sends it back, and the server answers 304.
@Suite struct EntityTagAcrossLaunchesTests {
    @Test func aRelaunchSendsTheRememberedTag() async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        #expect(try await fixture.live().update(from: server.url("manifest.json")) == true)

        let relaunched = try fixture.live()
        #expect(try await relaunched.update(from: server.url("manifest.json")) == false)
        let tag = "\"" + sha256Hex(first.manifest) + "\""
        #expect(server.requests.last == .init(path: "manifest.json", ifNoneMatch: tag))
        #expect(relaunched.version == 1)
        #expect(server.requests.count == 3)
    }

    /// A tag is remembered for its URL only: another manifest URL is fetched without it.
    @Test func theTagIsSentOnlyToItsURL() async throws {
        let fixture = try DeliveryFixture()
        _ = try fixture.publish(1)
        try FileManager.default.createDirectory(atPath: fixture.site + "/mirror", withIntermediateDirectories: true)
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        #expect(try await fixture.live().update(from: server.url("manifest.json")) == true)
        try FileManager.default.copyItem(atPath: fixture.site + "/manifest.json", toPath: fixture.site + "/mirror/manifest.json")
        #expect(try await fixture.live().update(from: server.url("mirror/manifest.json")) == false)
        #expect(server.requests.last == .init(path: "mirror/manifest.json", ifNoneMatch: nil))
    }

    /// A damaged record is ignored (the fetch goes without a tag) and replaced by the next one.
    @Test func aDamagedRecordIsIgnored() async throws {
        let fixture = try DeliveryFixture()
        _ = try fixture.publish(1)
        let server = try LoopbackServer(serving: fixture.site)
        defer { server.stop() }
        #expect(try await fixture.live().update(from: server.url("manifest.json")) == true)
        let records = try fixture.storageNames().filter { !$0.hasPrefix("catalog-v") && !$0.hasPrefix(".") && $0 != "highest-version" }
        #expect(records.count == 1, "\(records)")
        for record in records {
            try Data("http://x\n\"t\"\nnot a manifest".utf8).write(to: URL(fileURLWithPath: fixture.storage + "/" + record))
        }

        #expect(try await fixture.live().update(from: server.url("manifest.json")) == false)
        #expect(server.requests.last?.ifNoneMatch == nil)
        #expect(try await fixture.live().update(from: server.url("manifest.json")) == false)
        #expect(server.requests.last?.ifNoneMatch != nil)
    }
}
