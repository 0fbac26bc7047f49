import Foundation
import PresetCatalog
import TestSupport
import Testing

/// A server that sends more than the manifest's byte count cannot make the app receive (or
/// allocate) more: the download stops there and the update is refused, changing nothing.
@Suite struct OverlongDownloadTests {
    /// 256 MiB after the real catalog. The loopback socket's buffers hold a few MiB in flight
    /// (Linux's tcp_wmem and tcp_rmem maximums are 4 and 6 MiB), so a client that stops at the
    /// byte count lets the server send at most the catalog plus those; one that reads on takes
    /// all 256 MiB.
    static let extraBytes = 256 * 1024 * 1024
    static let inFlightAllowance = 32 * 1024 * 1024

    @Test(arguments: [false, true])
    func aLongerBodyIsCutOffAtTheManifestsByteCount(announced: Bool) async throws {
        let fixture = try DeliveryFixture()
        let first = try fixture.publish(1)
        try fixture.live().install(manifest: first.manifest, catalog: first.catalog)
        let second = try fixture.publish(2)
        let server = try LoopbackServer(
            serving: fixture.site, overlong: LoopbackServer.Overlong(extraBytes: Self.extraBytes, announced: announced))
        defer { server.stop() }
        let live = try fixture.live()
        let before = try DirectoryFingerprint(of: fixture.storage)

        let error = await #expect(throws: CatalogError.self) { try await live.update(from: server.url("manifest.json")) }
        #expect(error?.kind == .refusedUpdate(.digestMismatch))
        #expect(error?.message.hasPrefix("catalog version 2 is longer than its manifest's \(second.parsed.bytes) bytes") == true)
        #expect(live.version == 1)
        #expect(try DirectoryFingerprint(of: fixture.storage) == before)

        let sent = try #require(await eventually { server.bodyBytesSent(second.parsed.file) })
        #expect(sent < second.parsed.bytes + Self.inFlightAllowance, "the server sent \(sent) bytes")
        if announced {
            // Refused on its Content-Length, before the body: nothing beyond the socket's buffers.
            #expect(sent < Self.inFlightAllowance)
        }
    }

    /// The server records a reply's bytes once the connection has closed, a moment after the
    /// client gave up on it.
    private func eventually(_ value: () -> Int?) async -> Int? {
        for _ in 0..<500 {
            if let value = value() { return value }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return nil
    }
}
