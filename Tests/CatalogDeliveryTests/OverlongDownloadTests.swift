import Foundation
import PresetCatalog
import TestSupport
import Testing

/// A server that sends more than the manifest's byte count cannot make the app hold more: the
/// download is cut off at that count and refused, changing nothing, and the process that
/// fetched it needs no more memory than one fetching an honest server.
@Suite struct OverlongDownloadTests {
    /// The hostile server's surplus: 256 MiB after the real catalog (about 150 KB). A client
    /// that kept what arrives would hold all of it.
    static let extraBytes = 256 * 1024 * 1024

    @Test(arguments: [false, true])
    func aLongerBodyIsRefusedAndChangesNothing(announced: Bool) async throws {
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
    }

    /// The same update in a process of its own (update-probe), its peak memory (`VmHWM`)
    /// against the same update from an honest server: within 32 MiB of it (what the transport
    /// reads ahead before the cancellation lands, and the allocator's slack), where a client
    /// keeping the surplus would need 256 MiB more. Measured: 49.6–50.2 MB honest, 53.6–62.1 MB
    /// hostile; 267–340 MB when the delegate cancelled on its own queue, which Linux's URLSession
    /// then stopped draining.
    @Test(arguments: [false, true])
    func aLongerBodyCostsNoMoreMemoryThanAnHonestOne(announced: Bool) throws {
        let probe = try #require(Self.probe, "update-probe not found next to the tests")
        let fixture = try DeliveryFixture()
        _ = try fixture.publish(1)
        let honest = try LoopbackServer(serving: fixture.site)
        defer { honest.stop() }
        let hostile = try LoopbackServer(
            serving: fixture.site, overlong: LoopbackServer.Overlong(extraBytes: Self.extraBytes, announced: announced))
        defer { hostile.stop() }

        let baseline = try MeasuredRun.run(
            probe.path, [fixture.path("honest"), fixture.bundled, fixture.publicKey, honest.url("manifest.json").absoluteString])
        #expect(baseline.standardOutput == "updated\n", "\(baseline.standardError)")
        let attacked = try MeasuredRun.run(
            probe.path, [fixture.path("hostile"), fixture.bundled, fixture.publicKey, hostile.url("manifest.json").absoluteString])
        #expect(attacked.standardOutput == "refused digestMismatch\n", "\(attacked.standardError)")
        #expect(
            attacked.peakMemory < baseline.peakMemory + 32 * 1024 * 1024,
            "peak \(attacked.peakMemory) bytes against an honest server's \(baseline.peakMemory)")
    }

    /// The update-probe executable, in the build products directory next to the tests.
    static let probe: URL? = {
        var directories = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("update-probe") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
