import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore
import TestSupport
import Testing

/// `PresetLibrary.reloadIfChanged()`: the library opens its file again when another process
/// committed to it (here another connection, as the CLI or the studio would), and only then.
@Suite struct ReloadIfChangedTests {
    /// A geometry where fade-up's alpha is strictly between its ends.
    static let geometry = ScrollMetrics(
        viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0),
        itemFrame: .init(x: 0, y: 700, width: 390, height: 100))

    private func values(_ animator: Animator) -> [Double] {
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(Self.geometry, into: &values)
        return values
    }

    @Test func nothingChangedIsNoReload() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        #expect(try library.reloadIfChanged() == false)
        #expect(try library.reloadIfChanged() == false)
    }

    /// A commit by a writer that then closes (the CLI: the write-ahead log is checkpointed into
    /// the file and removed) is seen once; animators resolved before keep giving their values.
    @Test func aCommittedChangeIsSeenOnceAndOldAnimatorsKeepWorking() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let before = try library.animator(named: "fade-up", context: PresetContext())
        let valuesBefore = values(before)
        #expect(try !library.presetNames.contains("fade-up-copy"))

        let writer = try PresetDatabase.openWritable(at: file.path)
        _ = try writer.copyPreset(named: "fade-up", to: "fade-up-copy")
        try writer.close()

        #expect(try library.reloadIfChanged() == true)
        #expect(try library.presetNames.contains("fade-up-copy"))
        #expect(try library.reloadIfChanged() == false)
        #expect(values(before) == valuesBefore)
        #expect(values(try library.animator(named: "fade-up-copy", context: PresetContext())) == valuesBefore)
    }

    /// A writer that stays open (the studio) commits into the write-ahead log only; the file
    /// itself does not change until a checkpoint, and the reload still sees the commit.
    @Test func aCommitInTheWriteAheadLogIsSeen() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let writer = try PresetDatabase.openWritable(at: file.path)
        defer { try? writer.close() }
        _ = try writer.copyPreset(named: "fade-up", to: "first-copy")
        #expect(try library.reloadIfChanged() == true)
        #expect(try library.presetNames.contains("first-copy"))
        _ = try writer.copyPreset(named: "fade-up", to: "second-copy")
        #expect(try library.reloadIfChanged() == true)
        #expect(try library.presetNames.contains("second-copy"))
        #expect(try library.reloadIfChanged() == false)
    }

    /// A file replaced by one that is not a catalog: the reload throws and the library goes on
    /// reading the catalog it had; once a good catalog is back, the next call reloads.
    @Test func aFailedReloadKeepsTheCatalogInUse() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let aside = file.path + ".aside"
        try FileManager.default.moveItem(atPath: file.path, toPath: aside)
        try Data("not a catalog".utf8).write(to: URL(fileURLWithPath: file.path))

        #expect(throws: CatalogError.self) { try library.reloadIfChanged() }
        #expect(try library.presetNames.contains("fade-up"))
        _ = try library.animator(named: "parade-scale", context: PresetContext())
        #expect(throws: CatalogError.self) { try library.reloadIfChanged() }

        let writer = try PresetDatabase.openWritable(at: aside)
        _ = try writer.copyPreset(named: "fade-up", to: "back-again")
        try writer.close()
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.moveItem(atPath: aside, toPath: file.path)
        #expect(try library.reloadIfChanged() == true)
        #expect(try library.presetNames.contains("back-again"))
    }

    /// Opening and reloading the library keep the SQLite locks of the process's other
    /// connections to the file (the header is read through SQLite, not through a descriptor
    /// whose closing would drop them; PresetStoreTests' ProcessLockTests): after each, a
    /// commit by another process that then exits leaves the write-ahead log in place, and both
    /// the writer that stayed open and the next reload see it.
    @Test func openingAndReloadingKeepTheLocksOfTheProcesssOtherConnections() throws {
        let file = try TemporaryCatalog()
        let writer = try PresetDatabase.openWritable(at: file.path)
        defer { try? writer.close() }
        _ = try writer.copyPreset(named: "zoom-in", to: "zoom-0")
        let library = try PresetLibrary(contentsOf: file.path)
        for round in 1...3 {
            _ = try Shell.output(["sqlite3", file.path, "UPDATE presets SET name = 'zoom-\(round)' WHERE name = 'zoom-\(round - 1)'"])
            #expect(FileManager.default.fileExists(atPath: file.path + "-wal"), "round \(round)")
            #expect(try writer.preset(named: "zoom-\(round)").definition.name == "zoom-\(round)")
            #expect(try library.reloadIfChanged() == true)
            #expect(try library.presetNames.contains("zoom-\(round)"))
        }
    }
}
