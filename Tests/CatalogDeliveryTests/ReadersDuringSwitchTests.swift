import Foundation
import ParallaxEngine
import PresetCatalog
import Testing

/// Readers on other threads while `install` switches catalogs: every read succeeds, whichever
/// catalog it lands on, and animators resolved before a switch keep their values.
@Suite struct ReadersDuringSwitchTests {
    /// What the reader thread saw.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [String] = []
        private var reads = 0
        private var versions: Set<Int> = []
        private var stopped = false

        func record(error: String) { lock.withLock { errors.append(error) } }
        func record(version: Int?) {
            lock.withLock {
                reads += 1
                if let version { versions.insert(version) }
            }
        }
        func stop() { lock.withLock { stopped = true } }
        var isStopped: Bool { lock.withLock { stopped } }
        var summary: (errors: [String], reads: Int, versions: Set<Int>) { lock.withLock { (errors, reads, versions) } }
    }

    static let geometry = ScrollMetrics(
        viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0),
        itemFrame: .init(x: 0, y: 700, width: 390, height: 100))

    @Test func aReaderOnAnotherThreadNeverSeesAnError() throws {
        let fixture = try DeliveryFixture()
        let publications = try (1...6).map { try fixture.publish($0) }
        let live = try fixture.live()
        let resolvedBefore = try live.library.animator(named: "fade-up", context: PresetContext())
        var expected = [Double](repeating: .nan, count: resolvedBefore.slotCount)
        resolvedBefore.evaluate(Self.geometry, into: &expected)
        let expectedValues = expected

        let tally = Tally()
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            var values = [Double](repeating: .nan, count: resolvedBefore.slotCount)
            var context = PresetContext()
            while !tally.isStopped {
                do {
                    let version = live.version
                    let library = live.library
                    // A new context now and then, so resolves miss the cache and read the catalog.
                    context.rowHeight = 100 + Double(Int.random(in: 0..<50))
                    let animator = try library.animator(named: "parade-scale", context: context)
                    var scratch = [Double](repeating: .nan, count: animator.slotCount)
                    animator.evaluate(Self.geometry, into: &scratch)
                    _ = try library.menu(named: "aeris-map-layers")
                    guard try library.presetNames.contains(where: { $0.hasPrefix("fade") }) else {
                        tally.record(error: "presets missing")
                        continue
                    }
                    resolvedBefore.evaluate(Self.geometry, into: &values)
                    if values != expectedValues { tally.record(error: "an animator resolved before changed its values") }
                    tally.record(version: version)
                } catch {
                    tally.record(error: "\(error)")
                }
            }
            finished.signal()
        }
        reader.start()
        for publication in publications {
            // Let the reader run on each catalog for a moment.
            Thread.sleep(forTimeInterval: 0.05)
            try live.install(manifest: publication.manifest, catalog: publication.catalog)
        }
        Thread.sleep(forTimeInterval: 0.05)
        tally.stop()
        finished.wait()

        let summary = tally.summary
        #expect(summary.errors.isEmpty, "\(summary.errors.prefix(3))")
        #expect(summary.reads >= 20)
        // The reader read across the switches, not before or after them all.
        #expect(summary.versions.count >= 3, "versions read: \(summary.versions.sorted())")
        #expect(live.version == 6)
    }
}
