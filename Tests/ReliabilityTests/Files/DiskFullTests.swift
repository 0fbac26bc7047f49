import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// A full disk, simulated with `PRAGMA max_page_count` on the store's own connection (SQLite then
/// fails page allocation with SQLITE_FULL, exactly as on a full disk): a big import or a big
/// insert fails with one clear line and the catalog's content is exactly what it was, also
/// after closing and reopening.
@Suite struct DiskFullTests {
    /// Caps the catalog `store` writes at its current size plus `spare` pages.
    private func fillDisk(of store: PresetDatabase, leaving spare: Int) throws {
        let queue = try #require(store.reader as? DatabaseQueue)
        try queue.inDatabase { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let limit = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages + spare)") ?? 0
            #expect(limit == pages + spare)
        }
    }

    private func manyPresets(_ count: Int) -> [PresetDefinition] {
        (0..<count).map { index in
            PresetDefinition(
                name: "bulk-\(index)", kind: .entrance, summary: "bulk preset \(index)",
                timeline: .scroll(from: -200, to: 0),
                tracks: [
                    PresetDefinition.Track(
                        target: "card", property: "alpha",
                        keyframes: [
                            PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "outCubic"),
                            PresetDefinition.Keyframe(at: 1, value: .expression("rowHeight / 100")),
                        ])
                ])
        }
    }

    private func expectDiskFull(_ operation: () throws -> Void) {
        do {
            try operation()
            Issue.record("the write succeeded on a full disk")
        } catch {
            expectOneLine(error)
            #expect("\(error)".contains("full"), "\(error)")
        }
    }

    @Test func aBigImportOnAFullDiskFailsClearlyAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let before = try CatalogContent(path: path)

        let store = try PresetDatabase.openWritable(at: path)
        try fillDisk(of: store, leaving: 4)
        expectDiskFull { try store.importDocument(CatalogDocument(presets: manyPresets(2_000))) }
        #expect(try store.checkCatalog().isHealthy)
        #expect(try store.presetCount(prefix: "bulk-") == 0)
        try store.close()

        #expect(try CatalogContent(path: path) == before)
        let reopened = try PresetDatabase.openReadOnly(at: path)
        #expect(try reopened.checkCatalog().isHealthy)
        try reopened.close()
    }

    @Test func aBigInsertOnAFullDiskFailsClearlyAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let before = try CatalogContent(path: path)

        let store = try PresetDatabase.openWritable(at: path)
        try fillDisk(of: store, leaving: 4)
        // Text fields have length limits, so the size comes from keyframes: the most one preset
        // may have (10 tracks of 1,000), about 400 KB, a hundred times the 4 pages left.
        var huge = manyPresets(1)[0]
        let track = huge.tracks[0]
        huge.tracks = (0..<10).map { index in
            var copy = track
            copy.target = "card\(index)"
            copy.keyframes = (0..<1_000).map { PresetDefinition.Keyframe(at: Double($0) / 1_000, value: .expression("rowHeight / 100")) }
            return copy
        }
        #expect(try DefinitionJSON.encode(huge, pretty: false).count >= 256 << 10)
        expectDiskFull { try store.createPreset(huge) }
        #expect(throws: PresetDatabaseError.notFound(entity: "preset", name: huge.name)) { try store.preset(named: huge.name) }
        try store.close()

        #expect(try CatalogContent(path: path) == before)
    }

    /// Small writes until the disk is full: every write that reported success is there, the one
    /// that failed left nothing behind, and the catalog stays healthy.
    @Test func writesUpToAFullDiskKeepEveryAcknowledgedWrite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        try fillDisk(of: store, leaving: 30)
        var acknowledged: [String] = []
        var failure: (any Error)?
        for preset in manyPresets(5_000) {
            do {
                try store.createPreset(preset)
                acknowledged.append(preset.name)
            } catch {
                failure = error
                break
            }
        }
        let error = try #require(failure, "30 spare pages held 5,000 presets")
        expectOneLine(error)
        #expect("\(error)".contains("full"), "\(error)")
        #expect(!acknowledged.isEmpty)
        #expect(try store.presetCount(prefix: "bulk-") == acknowledged.count)
        #expect(try store.checkCatalog().isHealthy)
        try store.close()
        let reopened = try PresetDatabase.openReadOnly(at: path)
        #expect(try reopened.presets(prefix: "bulk-").map(\.name).sorted() == acknowledged.sorted())
        try reopened.close()
    }
}
