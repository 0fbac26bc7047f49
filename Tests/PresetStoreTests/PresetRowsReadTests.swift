import Foundation
import GRDB
import ParallaxEngine
import Testing

@testable import PresetStore

/// The preset read (one joined statement by name, the joined tracks statement by id) against
/// rows written by hand with SQL, in an order unlike the definition's: the definition each
/// must read back is written out here, not produced by the store.
@Suite struct PresetRowsReadTests {
    /// Rows inserted out of order: tracks and keyframes by falling position, a child's track
    /// before the preset's own, a track without keyframes, a child under a child.
    private static let scrambledRows = """
        INSERT INTO presets (id, name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion)
        VALUES (7, 'scrambled', 'parade', 'horizontal', 'by hand', '{"scroll":{"from":-200,"to":0}}', 3,
            '2026-01-02 03:04:05.000', '2026-02-03 04:05:06.500', 'opacity-only');
        INSERT INTO preset_children (id, preset_id, parent_id, position, name, range_lo, range_hi)
        VALUES (21, 7, NULL, 1, 'second', NULL, NULL), (20, 7, NULL, 0, 'first', 0.25, 0.75), (22, 7, 20, 0, 'inner', NULL, NULL);
        INSERT INTO tracks (id, preset_id, child_id, position, target, property, range_lo, range_hi, extrapolate, color_space)
        VALUES (33, 7, 22, 0, 'deep', 'scale', NULL, NULL, NULL, NULL),
            (32, 7, NULL, 1, 'card', 'backgroundColor', 0.1, 0.9, 'extend', 'srgb'),
            (31, 7, NULL, 0, 'card', 'alpha', NULL, NULL, 'clamp', NULL),
            (34, 7, 21, 0, 'empty', 'rotation', NULL, NULL, NULL, NULL);
        INSERT INTO keyframes (track_id, position, at, value_number, value_expression, value_color, easing)
        VALUES (31, 2, 1, 1, NULL, NULL, NULL), (31, 1, 0.5, NULL, 'rowHeight / 200', NULL, 'outCubic'),
            (31, 0, 0, 0, NULL, NULL, 'steps(4)'),
            (32, 1, 1, NULL, NULL, '#00ff00', NULL), (32, 0, 0, NULL, NULL, '#FF000080', NULL),
            (33, 1, 1, 2, NULL, NULL, NULL), (33, 0, 0, 1, NULL, NULL, NULL);
        INSERT INTO presets (id, name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion)
        VALUES (8, 'bare', 'custom', 'vertical', '', '{"offset":{}}', 1, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000', 'resting');
        """

    /// What the rows above say, written out field by field.
    private static let scrambled = PresetDefinition(
        name: "scrambled", kind: .parade, summary: "by hand", axis: .horizontal, timeline: .scroll(from: -200, to: 0),
        tracks: [
            PresetDefinition.Track(
                target: "card", property: "alpha",
                keyframes: [
                    PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "steps(4)"),
                    PresetDefinition.Keyframe(at: 0.5, value: .expression("rowHeight / 200"), easing: "outCubic"),
                    PresetDefinition.Keyframe(at: 1, value: .number(1)),
                ], extrapolate: .clamp),
            PresetDefinition.Track(
                target: "card", property: "backgroundColor",
                keyframes: [
                    PresetDefinition.Keyframe(at: 0, value: .color("#FF000080")),
                    PresetDefinition.Keyframe(at: 1, value: .color("#00ff00")),
                ], range: ProgressRange(lower: 0.1, upper: 0.9), extrapolate: .extend, colorSpace: .sRGB),
        ],
        children: [
            PresetDefinition.Child(
                name: "first", range: ProgressRange(lower: 0.25, upper: 0.75), tracks: [],
                children: [
                    PresetDefinition.Child(
                        name: "inner",
                        tracks: [
                            PresetDefinition.Track(
                                target: "deep", property: "scale",
                                keyframes: [
                                    PresetDefinition.Keyframe(at: 0, value: .number(1)),
                                    PresetDefinition.Keyframe(at: 1, value: .number(2)),
                                ])
                        ])
                ]),
            PresetDefinition.Child(
                name: "second", tracks: [PresetDefinition.Track(target: "empty", property: "rotation", keyframes: [])]),
        ],
        reducedMotion: .opacityOnly)

    private func storeWithScrambledRows() throws -> PresetDatabase {
        let store = try PresetDatabase.inMemory()
        try store.write { try $0.execute(sql: Self.scrambledRows) }
        return store
    }

    @Test func byNameReadsTheHandWrittenRowsInTheirPositions() throws {
        let stored = try storeWithScrambledRows().preset(named: "scrambled")
        #expect(stored.definition == Self.scrambled)
        #expect(stored.id == 7)
        #expect(stored.revision == 3)
        // 2026-01-02 03:04:05 UTC and 2026-02-03 04:05:06.5 UTC, in seconds since 1970.
        #expect(stored.createdAt == Date(timeIntervalSince1970: 1_767_323_045))
        #expect(stored.updatedAt == Date(timeIntervalSince1970: 1_770_091_506.5))
    }

    @Test func byIDReadsTheSameDefinition() throws {
        #expect(try storeWithScrambledRows().preset(id: 7).definition == Self.scrambled)
    }

    @Test func aPresetWithoutTracksChildrenOrStatesReadsAsJustItsRow() throws {
        let store = try storeWithScrambledRows()
        let bare = PresetDefinition(
            name: "bare", kind: .custom, summary: "", axis: .vertical, timeline: .offset, tracks: [], reducedMotion: .resting)
        #expect(try store.preset(named: "bare").definition == bare)
        #expect(try store.preset(id: 8).definition == bare)
    }

    @Test func statesAreReadWhenThePresetHasThem() throws {
        let store = try storeWithScrambledRows()
        try store.write { db in
            try db.execute(
                sql: """
                    INSERT INTO preset_states (id, preset_id, position, target, color_space) VALUES (40, 8, 0, 'image', NULL);
                    INSERT INTO state_values (state_id, side, property, value_number, is_underlying, easing, range_lo, range_hi)
                    VALUES (40, 'start', 'alpha', 0, NULL, 'outQuad', 0, 0.5), (40, 'rest', 'scale', NULL, 1, NULL, NULL, NULL);
                    """)
        }
        var target = PresetDefinition.TargetStates(target: "image")
        target.start["alpha"] = PresetDefinition.StateValue(
            value: .number(0), easing: "outQuad", range: ProgressRange(lower: 0, upper: 0.5))
        target.rest["scale"] = .underlying
        #expect(try store.preset(named: "bare").definition.states == [target])
    }

    @Test func anUnknownEnumInAJoinedTrackRowNamesTheField() throws {
        let store = try storeWithScrambledRows()
        try store.write {
            try $0.execute(sql: "PRAGMA ignore_check_constraints = ON; UPDATE tracks SET extrapolate = 'bounce' WHERE id = 32")
        }
        let error = #expect(throws: PresetDatabaseError.self) { try store.preset(named: "scrambled") }
        #expect(error.map { "\($0)" } == "preset 'scrambled': extrapolate 'bounce' is unknown")
    }
}
