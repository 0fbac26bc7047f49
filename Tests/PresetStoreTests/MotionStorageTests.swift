import Foundation
import GRDB
import ParallaxEngine
import Testing

@testable import PresetStore

/// Migration 0005: a preset's smoothing spring and velocity timeline, a menu's snapping —
/// stored, read back as written, optional in the JSON, and older catalogs migrated with their
/// rows and references intact.
@Suite struct MotionStorageTests {
    private func lean(smoothing: String?) -> PresetDefinition {
        PresetDefinition(
            name: "lean", kind: .custom, timeline: .velocity(from: -3000, to: 3000),
            tracks: [
                PresetDefinition.Track(
                    target: "card", property: "rotation",
                    keyframes: [
                        PresetDefinition.Keyframe(at: 0, value: .number(-8)), PresetDefinition.Keyframe(at: 1, value: .number(8)),
                    ])
            ],
            smoothing: smoothing)
    }

    @Test func smoothingAndTheVelocityTimelineAreStoredAndKeptInHistory() throws {
        let store = try PresetDatabase.inMemory()
        let created = try store.createPreset(lean(smoothing: "spring(duration: 0.4, bounce: 0)")).definition
        #expect(created.smoothing == "spring(duration: 0.4, bounce: 0)")
        #expect(created.timeline == .velocity(from: -3000, to: 3000))
        #expect(
            try store.read { try String.fetchOne($0, sql: "SELECT timeline FROM presets WHERE name = 'lean'") }
                == #"{"velocity":{"from":-3000,"to":3000}}"#)
        try store.updatePreset(named: "lean", to: lean(smoothing: nil))
        #expect(try store.preset(named: "lean").definition.smoothing == nil)
        #expect(try store.presetHistory(named: "lean").map(\.definition.smoothing) == [nil, "spring(duration: 0.4, bounce: 0)"])
    }

    @Test func theJSONCarriesSmoothingOnlyWhenGiven() throws {
        let text =
            #"{"axis":"vertical","kind":"custom","name":"lean","smoothing":"spring(duration: 0.4, bounce: 0)","summary":"","timeline":{"velocity":{"from":-3000,"to":3000}},"tracks":[]}"#
        let definition = try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8))
        #expect(definition.smoothing == "spring(duration: 0.4, bounce: 0)")
        #expect(String(decoding: try DefinitionJSON.encode(definition, pretty: false), as: UTF8.self) == text)
        let plain = #"{"axis":"vertical","kind":"custom","name":"lean","summary":"","timeline":{"offset":{}},"tracks":[]}"#
        let decoded = try DefinitionJSON.decode(PresetDefinition.self, from: Data(plain.utf8))
        #expect(String(decoding: try DefinitionJSON.encode(decoded, pretty: false), as: UTF8.self) == plain)
    }

    @Test func aMenusSnapIsStoredAsWrittenAndRefusedWhenUnknown() throws {
        let store = try PresetDatabase.inMemory()
        try store.createMenu(MenuDefinition(name: "m", title: "M", rowHeight: 80, snap: MenuSnap(align: .center)))
        #expect(try store.menu(named: "m").definition.snap == MenuSnap(align: .center, stop: nil))
        try store.updateMenu(
            named: "m", to: MenuDefinition(name: "m", title: "M", rowHeight: 80, snap: MenuSnap(align: .end, stop: .always)))
        #expect(try store.menu(named: "m").definition.snap == MenuSnap(align: .end, stop: .always))
        let json = String(decoding: try DefinitionJSON.encode(try store.menu(named: "m").definition, pretty: false), as: UTF8.self)
        #expect(json.contains(#""snap":{"align":"end","stop":"always"}"#))
        let error = #expect(throws: PresetDatabaseError.self) {
            try store.write { try $0.execute(sql: "UPDATE menus SET snap_align = NULL") }
        }
        guard case .constraintViolated(_, let field, _, _) = error else {
            Issue.record("expected a constraint violation, got \(String(describing: error))")
            return
        }
        #expect(field == "snap.stop")
        #expect(try store.menu(named: "m").definition.snap == MenuSnap(align: .end, stop: .always))
    }

    /// A catalog at migration 0004 with a preset in a menu: after 0005 the preset, its track and
    /// the menu item referring to it are all there, and the new columns are NULL.
    @Test func migratingKeepsPresetsAndTheirReferences() throws {
        let queue = try DatabaseQueue()
        try MigrationRunner(migrations: Array(Migration.embedded.prefix(4))).migrate(queue, path: ":memory:")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO presets (id, name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion)
                    VALUES (7, 'old', 'custom', 'vertical', '', '{"offset":{}}', 3, '2026-01-01', '2026-01-02', 'none');
                    INSERT INTO tracks (preset_id, position, target, property) VALUES (7, 0, 'card', 'alpha');
                    INSERT INTO images (id, name, uri, pixel_width, pixel_height, scale, format) VALUES (1, 'img', 'a.jpg', 2, 2, 1, 'jpeg');
                    INSERT INTO menus (id, name, title, row_height) VALUES (1, 'm', 'M', 50);
                    INSERT INTO menu_items (menu_id, position, title, image_id, preset_id) VALUES (1, 0, 'Row', 1, 7);
                    """)
        }
        try MigrationRunner(migrations: Migration.embedded).migrate(queue, path: ":memory:")
        try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM presets WHERE id = 7"))
            #expect((row["name"] as String?) == "old")
            #expect((row["revision"] as Int?) == 3)
            #expect((row["reduced_motion"] as String?) == "none")
            #expect((row["smoothing"] as String?) == nil)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tracks WHERE preset_id = 7") == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT preset_id FROM menu_items") == 7)
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            #expect((try String.fetchOne(db, sql: "SELECT snap_align FROM menus")) == nil)
        }
    }
}
