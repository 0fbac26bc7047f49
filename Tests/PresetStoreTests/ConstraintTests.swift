import GRDB
import Testing

@testable import PresetStore

/// Each schema rule rejects what it should, checked with raw SQL against a migrated catalog
/// (so the rule itself is tested, not the Swift layer).
@Suite struct ConstraintTests {
    /// A catalog with one image, one preset (id 1) with a child (id 1), a track (id 1) and a
    /// Parade state entry (id 1) holding a start alpha, and a menu (id 1) whose item 0 uses them.
    private func catalog() throws -> PresetDatabase {
        let store = try PresetDatabase.inMemory()
        try store.write { db in
            try db.execute(
                sql: """
                    INSERT INTO images VALUES (1, 'radar', 'images/radar.jpg', 750, 400, 2, 'jpeg', NULL, NULL);
                    INSERT INTO presets VALUES (1, 'fade-up', 'entrance', 'vertical', '', '{"offset":{}}', 1, 'now', 'now', 'resting', NULL);
                    INSERT INTO preset_children VALUES (1, 1, NULL, 0, 'image', 0.2, 0.8);
                    INSERT INTO tracks VALUES (1, 1, NULL, 0, 'card', 'alpha', NULL, NULL, NULL, NULL);
                    INSERT INTO keyframes VALUES (1, 1, 0, 0, 0, NULL, NULL, NULL);
                    INSERT INTO preset_states VALUES (1, 1, 0, 'image', NULL);
                    INSERT INTO state_values VALUES (1, 1, 'start', 'alpha', 0, NULL, NULL, NULL, NULL, NULL, NULL);
                    INSERT INTO menus VALUES (1, 'aeris-map-layers', 'Map Layers', 100, NULL, NULL);
                    INSERT INTO menu_items VALUES (1, 1, 0, 'Radar', NULL, 1, 1, NULL);
                    """)
        }
        return store
    }

    static let rejected: [(sql: String, failure: String)] = [
        ("INSERT INTO images VALUES (2, 'Radar Map', 'u', 1, 1, 1, 'jpeg', NULL, NULL)", "image_name_is_slug"),
        ("INSERT INTO images VALUES (2, '-radar', 'u', 1, 1, 1, 'jpeg', NULL, NULL)", "image_name_is_slug"),
        ("INSERT INTO images VALUES (2, '\(String(repeating: "a", count: 65))', 'u', 1, 1, 1, 'jpeg', NULL, NULL)", "image_name_is_slug"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 0, 400, 2, 'jpeg', NULL, NULL)", "image_pixel_width_positive"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 750, 0, 2, 'jpeg', NULL, NULL)", "image_pixel_height_positive"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 750, 400, -2, 'jpeg', NULL, NULL)", "image_scale_positive"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 750, 400, 2, 'bmp', NULL, NULL)", "image_format_known"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 750, 400, 2, 'jpeg', 'xyz', NULL)", "image_sha256_is_hex"),
        ("INSERT INTO images VALUES (2, 'wind', 'u', 750, 400, 2, 'jpeg', NULL, 0)", "image_byte_size_positive"),
        ("INSERT INTO images VALUES (2, 'radar', 'u', 750, 400, 2, 'jpeg', NULL, NULL)", "UNIQUE constraint failed: images.name"),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', 'not json', 1, 'n', 'n', 'resting', NULL)",
            "preset_timeline_is_one_kind"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '{\"offset\":{},\"view\":{}}', 1, 'n', 'n', 'resting', NULL)",
            "preset_timeline_is_one_kind"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '[1]', 1, 'n', 'n', 'resting', NULL)",
            "preset_timeline_is_one_kind"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'movie', 'vertical', '', '{\"offset\":{}}', 1, 'n', 'n', 'resting', NULL)",
            "preset_kind_known"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '{\"offset\":{}}', 0, 'n', 'n', 'resting', NULL)",
            "preset_revision_positive"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', NULL, '{\"offset\":{}}', 1, 'n', 'n', 'resting', NULL)",
            "NOT NULL constraint failed: presets.summary"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '{\"offset\":{}}', 1, 'n', 'n', 'slow', NULL)",
            "preset_reduced_motion_known"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '{\"offset\":{}}', 1, 'n', 'n', 'resting', ' ')",
            "preset_smoothing_not_empty"
        ),
        (
            "INSERT INTO presets VALUES (2, 'x', 'entrance', 'vertical', '', '{\"offset\":{},\"velocity\":{}}', 1, 'n', 'n', 'resting', NULL)",
            "preset_timeline_is_one_kind"
        ),
        ("INSERT INTO preset_children VALUES (2, 1, NULL, 1, 'late', 0.8, 0.2)", "child_range_increasing"),
        ("INSERT INTO preset_children VALUES (2, 1, NULL, 1, 'late', 0.8, NULL)", "child_range_complete"),
        ("INSERT INTO preset_children VALUES (2, 1, NULL, 0, 'other', NULL, NULL)", "index 'preset_children_order'"),
        ("INSERT INTO preset_children VALUES (2, 1, NULL, 1, 'image', NULL, NULL)", "index 'preset_children_sibling_names'"),
        ("INSERT INTO preset_children VALUES (2, 1, 99, 0, 'deep', NULL, NULL)", "FOREIGN KEY constraint failed"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, 0, 'card', 'scale', NULL, NULL, NULL, NULL)", "index 'tracks_order'"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, -1, 'card', 'scale', NULL, NULL, NULL, NULL)", "track_position_not_negative"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, 1, 'card', 'scale', 1, 0.5, NULL, NULL)", "track_range_increasing"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, 1, 'card', 'scale', NULL, NULL, 'wrap', NULL)", "track_extrapolate_known"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, 1, 'card', 'scale', NULL, NULL, NULL, 'hsl')", "track_color_space_known"),
        ("INSERT INTO tracks VALUES (2, 1, NULL, 1, 'card', 'scale-x', NULL, NULL, NULL, NULL)", "track_property_is_identifier"),
        ("INSERT INTO tracks VALUES (2, 1, 42, 0, 'card', 'scale', NULL, NULL, NULL, NULL)", "FOREIGN KEY constraint failed"),
        ("INSERT INTO keyframes VALUES (2, 1, 1, 1.5, 1, NULL, NULL, NULL)", "keyframe_at_in_unit_interval"),
        ("INSERT INTO keyframes VALUES (2, 1, 1, -0.1, 1, NULL, NULL, NULL)", "keyframe_at_in_unit_interval"),
        ("INSERT INTO keyframes VALUES (2, 1, 1, 1, 1, 'rowHeight', NULL, NULL)", "keyframe_has_one_value"),
        ("INSERT INTO keyframes VALUES (2, 1, 1, 1, NULL, NULL, NULL, NULL)", "keyframe_has_one_value"),
        ("INSERT INTO keyframes VALUES (2, 1, 1, 1, NULL, NULL, '  ', NULL)", "keyframe_color_not_empty"),
        (
            "INSERT INTO preset_states VALUES (2, 1, 0, 'card', NULL)",
            "UNIQUE constraint failed: preset_states.preset_id, preset_states.position"
        ),
        ("INSERT INTO preset_states VALUES (2, 1, -1, 'card', NULL)", "state_position_not_negative"),
        ("INSERT INTO preset_states VALUES (2, 1, 1, 'Card', NULL)", "state_target_is_slug"),
        ("INSERT INTO preset_states VALUES (2, 1, 1, 'card', 'hsl')", "state_color_space_known"),
        ("INSERT INTO preset_states VALUES (2, 9, 1, 'card', NULL)", "FOREIGN KEY constraint failed"),
        ("INSERT INTO state_values VALUES (2, 1, 'middle', 'alpha', 0, NULL, NULL, NULL, NULL, NULL, NULL)", "state_value_side_known"),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'al-pha', 0, NULL, NULL, NULL, NULL, NULL, NULL)",
            "state_value_property_is_identifier"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', 0, 'rowHeight', NULL, NULL, NULL, NULL, NULL)",
            "state_value_has_one_value"
        ),
        ("INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', NULL, NULL, NULL, NULL, NULL, NULL, NULL)", "state_value_has_one_value"),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', NULL, NULL, NULL, 1, NULL, NULL, NULL)",
            "state_value_underlying_only_at_rest"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'rest', 'alpha', NULL, NULL, NULL, 2, NULL, NULL, NULL)",
            "state_value_underlying_is_flag"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'rest', 'alpha', 1, NULL, NULL, NULL, 'inSine', NULL, NULL)",
            "state_value_rest_has_no_curve"
        ),
        ("INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', 0, NULL, NULL, NULL, NULL, 0.5, NULL)", "state_value_range_complete"),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', 0, NULL, NULL, NULL, NULL, 0.5, 1.5)",
            "state_value_range_in_unit_interval"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', 0, NULL, NULL, NULL, NULL, 0.6, 0.4)",
            "state_value_range_in_unit_interval"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', 0, NULL, NULL, NULL, NULL, -0.1, 0.4)",
            "state_value_range_in_unit_interval"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'end', 'alpha', NULL, ' ', NULL, NULL, NULL, NULL, NULL)",
            "state_value_expression_not_empty"
        ),
        (
            "INSERT INTO state_values VALUES (2, 1, 'start', 'alpha', 1, NULL, NULL, NULL, NULL, NULL, NULL)",
            "UNIQUE constraint failed: state_values.state_id, state_values.side, state_values.property"
        ),
        ("INSERT INTO keyframes VALUES (2, 1, 1, 1, NULL, '  ', NULL, NULL)", "keyframe_expression_not_empty"),
        (
            "INSERT INTO keyframes VALUES (2, 1, 0, 1, 1, NULL, NULL, NULL)",
            "UNIQUE constraint failed: keyframes.track_id, keyframes.position"
        ),
        ("INSERT INTO preset_revisions VALUES (1, 1, 1, '{broken', 'n')", "preset_revision_definition_is_object"),
        ("INSERT INTO menus VALUES (2, 'other', 'Other', 0, NULL, NULL)", "menu_row_height_positive"),
        ("INSERT INTO menus VALUES (2, 'other', ' ', 100, NULL, NULL)", "menu_title_not_empty"),
        ("INSERT INTO menus VALUES (2, 'other', 'Other', 100, 'middle', NULL)", "menu_snap_align_known"),
        ("INSERT INTO menus VALUES (2, 'other', 'Other', 100, NULL, 'always')", "menu_snap_stop_known"),
        ("INSERT INTO menus VALUES (2, 'other', 'Other', 100, 'start', 'sometimes')", "menu_snap_stop_known"),
        (
            "INSERT INTO menu_items VALUES (2, 1, 0, 'Again', NULL, 1, 1, NULL)",
            "UNIQUE constraint failed: menu_items.menu_id, menu_items.position"
        ),
        ("INSERT INTO menu_items VALUES (2, 1, -1, 'Again', NULL, 1, 1, NULL)", "menu_item_position_not_negative"),
        ("INSERT INTO menu_items VALUES (2, 1, 1, 'Again', NULL, 7, 1, NULL)", "FOREIGN KEY constraint failed"),
        (
            "INSERT INTO images VALUES (2, 'wind', 'u', 'wide', 400, 2, 'jpeg', NULL, NULL)",
            "cannot store TEXT value in INTEGER column images.pixel_width"
        ),
        ("DELETE FROM images WHERE id = 1", "FOREIGN KEY constraint failed"),
        ("DELETE FROM presets WHERE id = 1", "FOREIGN KEY constraint failed"),
    ]

    @Test(arguments: rejected)
    func ruleRejects(sql: String, failure: String) throws {
        let store = try catalog()
        let before = try contentDump(of: store)
        do {
            try store.write { db in try db.execute(sql: sql) }
            Issue.record("accepted: \(sql)")
        } catch PresetDatabaseError.constraintViolated(let owner, let field, _, let constraint) {
            // SQLite's report says which rule refused it; the message says it in words, never SQLite's text.
            #expect(constraint.contains(failure), "\(sql) failed with \(constraint)")
            #expect(!owner.isEmpty && !field.isEmpty)
        }
        #expect(try contentDump(of: store) == before)
    }

    @Test func deletingAMenuDeletesItsItems() throws {
        let store = try catalog()
        try store.write { db in try db.execute(sql: "DELETE FROM menus WHERE id = 1") }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM menu_items") } == 0)
    }

    @Test func deletingAPresetCascadesToChildrenTracksAndKeyframes() throws {
        let store = try catalog()
        try store.write { db in
            try db.execute(sql: "DELETE FROM menu_items")
            try db.execute(sql: "DELETE FROM presets WHERE id = 1")
        }
        let remaining = try store.read { db in
            try Int.fetchOne(
                db, sql: "SELECT (SELECT count(*) FROM preset_children) + (SELECT count(*) FROM tracks) + (SELECT count(*) FROM keyframes)")
        }
        #expect(remaining == 0)
    }
}
