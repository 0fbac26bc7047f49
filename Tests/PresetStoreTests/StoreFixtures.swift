import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// Every row of every table of the database at `path` (schema included), as text, for comparing
/// a catalog's whole content before and after an operation.
func contentDump(of store: PresetDatabase) throws -> [String] {
    try store.read { db in try contentDump(db) }
}

func contentDump(_ db: Database) throws -> [String] {
    var lines = try String.fetchAll(db, sql: "SELECT type || ' ' || name || ' ' || ifnull(sql, '') FROM sqlite_master ORDER BY name")
    for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
        for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid") {
            lines.append("\(table): \(row.description)")
        }
    }
    return lines
}

/// A file's bytes and modification date, for proving nothing wrote it.
struct FileFingerprint: Equatable {
    let bytes: Data
    let modified: Date?

    init(path: String) throws {
        bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
}

/// A small preset used across tests.
func samplePreset(named name: String = "sample", summary: String = "a sample") -> PresetDefinition {
    PresetDefinition(
        name: name, kind: .entrance, summary: summary, axis: .vertical,
        timeline: .view(PresetDefinition.ViewTimeline(range: .entry, start: .percent(0), end: .percent(100))),
        tracks: [
            PresetDefinition.Track(
                target: "card", property: "alpha",
                keyframes: [
                    PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "outCubic"),
                    PresetDefinition.Keyframe(at: 1, value: .number(1)),
                ])
        ])
}

/// The image every seed menu row uses, for building small catalogs.
func sampleImage(named name: String = "radar") -> ImageDefinition {
    ImageDefinition(name: name, uri: "images/\(name).jpg", pixelWidth: 750, pixelHeight: 400, scale: 2, format: .jpeg)
}

/// A store holding the sample image and preset and the menu `layers` of `count` items titled
/// "Row 0", "Row 1"…, in that order.
func storeWithMenu(items count: Int) throws -> PresetDatabase {
    let store = try PresetDatabase.inMemory()
    try store.createImage(sampleImage())
    try store.createPreset(samplePreset())
    let items = (0..<count).map { MenuItemDefinition(title: "Row \($0)", image: "radar", preset: "sample") }
    try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100, items: items))
    return store
}

/// The titles of menu `layers`' items, in order.
func menuTitles(_ store: PresetDatabase) throws -> [String] {
    try store.menu(named: "layers").definition.items.map(\.title)
}

/// Runs `write` on a seeded catalog of its own, expecting the store to refuse a field
/// (``PresetDatabaseError/invalidField(_:field:problem:)``): hands the refusal's owner, field and
/// problem to `check`, and expects the catalog's content unchanged.
func expectFieldRefusal(
    _ label: String, of write: (PresetDatabase) throws -> Void,
    _ check: (_ owner: String, _ field: String, _ problem: String) -> Void
) throws {
    let directory = try TemporaryDirectory()
    let store = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
    try store.loadSeed()
    let before = try contentDump(of: store)
    do {
        try write(store)
        Issue.record("\(label): accepted")
    } catch PresetDatabaseError.invalidField(let owner, let field, let problem) {
        check(owner, field, problem)
    }
    #expect(try contentDump(of: store) == before, "\(label)")
    try store.close()
}
