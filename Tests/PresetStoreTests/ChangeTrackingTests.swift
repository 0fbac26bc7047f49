import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// What a long-lived reader needs to see other writers: `data_version` and the entry versions,
/// on a second connection of the process that holds the catalog open.
@Suite struct ChangeTrackingTests {
    /// Each commit by another process moves `data_version` and shows in the next reading, again
    /// and again: opening the second connection kept the writable connection's SQLite locks, so
    /// the other process never takes itself for the last connection, and the write-ahead log
    /// stays where both connections see it.
    @Test func aSecondConnectionSeesEveryCommitOfAnotherProcess() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        try store.createPreset(samplePreset())
        let reader = try PresetDatabase.openReadOnly(at: path, followsOtherWriters: true)
        #expect(reader.isReadOnly)
        var version = try reader.dataVersion()
        var versions = try reader.versions()
        for revision in 2...5 {
            _ = try Shell.output(["sqlite3", path, "UPDATE presets SET revision = \(revision) WHERE name = 'sample'"])
            let now = try reader.dataVersion()
            #expect(now != version, "commit \(revision)")
            let newer = try reader.versions()
            #expect(newer.changes(since: versions) == [CatalogChange(kind: .preset, name: "sample", action: .updated, revision: revision)])
            #expect(try store.preset(named: "sample").revision == revision)
            version = now
            versions = newer
        }
        #expect(try reader.dataVersion() == version)  // nothing committed since
    }

    /// `third` gets the row id `other` had (SQLite reuses the largest id once it is deleted): a
    /// deletion and a creation, not a rename.
    @Test func versionsTellEveryKindOfChange() throws {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage())
        try store.createPreset(samplePreset())
        try store.createPreset(samplePreset(named: "other"))
        let item = MenuItemDefinition(title: "Row", image: "radar", preset: "sample")
        try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100, items: [item]))
        let before = try store.versions()
        #expect(before.count == 4)
        var moved = sampleImage()
        moved.uri = "images/radar@2x.jpg"
        try store.updateImage(named: "radar", to: moved)
        try store.rename(.menu, named: "layers", to: "menu")
        try store.deletePreset(named: "other")
        try store.createPreset(samplePreset(named: "third"))
        #expect(
            try store.versions().changes(since: before) == [
                CatalogChange(kind: .image, name: "radar", action: .updated),
                CatalogChange(kind: .preset, name: "other", action: .deleted),
                CatalogChange(kind: .preset, name: "third", action: .created, revision: 1),
                CatalogChange(kind: .menu, name: "menu", action: .renamed, previousName: "layers"),
            ])
    }
}
