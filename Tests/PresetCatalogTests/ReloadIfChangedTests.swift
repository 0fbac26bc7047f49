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

        let writer = try CatalogStore.openWritable(at: file.path)
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
        let writer = try CatalogStore.openWritable(at: file.path)
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

        let writer = try CatalogStore.openWritable(at: aside)
        _ = try writer.copyPreset(named: "fade-up", to: "back-again")
        try writer.close()
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.moveItem(atPath: aside, toPath: file.path)
        #expect(try library.reloadIfChanged() == true)
        #expect(try library.presetNames.contains("back-again"))
    }
}
