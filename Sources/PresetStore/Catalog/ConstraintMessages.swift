import Foundation
import GRDB
import ParallaxEngine

/// Turns SQLite constraint failures into one-line ``PresetDatabaseError`` values naming the field.
///
/// The schema names every CHECK constraint (`CONSTRAINT keyframe_at_in_unit_interval CHECK …`);
/// this table maps each name to the definition field it guards and the rule it enforces.
enum ConstraintMessages {
    private static let slugRule = "must be a slug: 1-64 lowercase letters, digits or hyphens, starting with a letter or digit"
    private static let positive = "must be greater than 0"

    /// Constraint name → (field as the JSON format names it, the broken rule).
    static let checks: [String: (field: String, problem: String)] = [
        "image_name_is_slug": ("name", slugRule),
        "image_uri_not_empty": ("uri", "must not be empty"),
        "image_pixel_width_positive": ("pixelWidth", positive),
        "image_pixel_height_positive": ("pixelHeight", positive),
        "image_scale_positive": ("scale", positive),
        "image_format_known": ("format", "must be one of jpeg, png, heic, webp, gif"),
        "image_sha256_is_hex": ("sha256", "must be 64 lowercase hexadecimal digits"),
        "image_byte_size_positive": ("byteSize", positive),
        "preset_name_is_slug": ("name", slugRule),
        "preset_kind_known": ("kind", "must be one of cell-background, header, parade, entrance, custom"),
        "preset_axis_known": ("axis", "must be vertical or horizontal"),
        "preset_reduced_motion_known": ("reducedMotion", "must be resting, opacity-only or none"),
        "preset_timeline_is_one_kind": ("timeline", "must be an object with exactly one of viewportCenter, view, scroll, offset, velocity"),
        "preset_smoothing_not_empty": ("smoothing", "must not be empty"),
        "menu_snap_align_known": ("snap.align", "must be start, center or end"),
        "menu_snap_stop_known": ("snap.stop", "must be normal or always, with an align"),
        "preset_revision_positive": ("revision", "must be at least 1"),
        "child_position_not_negative": ("position", "must not be negative"),
        "child_name_is_slug": ("name", slugRule),
        "child_range_complete": ("range", "needs both bounds"),
        "child_range_increasing": ("range", "is reversed or empty (\(ProgressRange.orderRequirement))"),
        "track_position_not_negative": ("position", "must not be negative"),
        "track_target_is_slug": ("target", slugRule),
        "track_property_is_identifier": ("property", "must be a channel name: letters and digits, starting with a letter"),
        "track_extrapolate_known": ("extrapolate", "must be clamp or extend"),
        "track_color_space_known": ("colorSpace", "must be oklab, linear-srgb or srgb"),
        "track_range_complete": ("range", "needs both bounds"),
        "track_range_increasing": ("range", "is reversed or empty (\(ProgressRange.orderRequirement))"),
        "keyframe_position_not_negative": ("position", "must not be negative"),
        "keyframe_at_in_unit_interval": ("at", "must be \(NumberBound.progress.wording)"),
        "keyframe_expression_not_empty": ("value", "expression must not be empty"),
        "keyframe_color_is_hex": ("value", "colour must be #RRGGBB or #RRGGBBAA in hexadecimal digits"),
        "keyframe_color_not_empty": ("value", "colour must not be empty"),
        "keyframe_easing_not_empty": ("easing", "must not be empty"),
        "keyframe_has_one_value": ("value", "must be exactly one of a number, an expression or a colour"),
        "preset_revision_number_positive": ("revision", "must be at least 1"),
        "preset_revision_definition_is_object": ("definition", "must be a JSON object"),
        "state_position_not_negative": ("position", "must not be negative"),
        "state_target_is_slug": ("target", slugRule),
        "state_color_space_known": ("colorSpace", "must be oklab, linear-srgb or srgb"),
        "state_value_side_known": ("side", "must be start, end, startEnd or rest"),
        "state_value_property_is_identifier": ("property", "must be a channel name: letters and digits, starting with a letter"),
        "state_value_expression_not_empty": ("value", "expression must not be empty"),
        "state_value_color_not_empty": ("value", "colour must not be empty"),
        "state_value_underlying_is_flag": ("value", "underlying must be a flag"),
        "state_value_easing_not_empty": ("easing", "must not be empty"),
        "state_value_has_one_value": ("value", "must be exactly one of a number, an expression, a colour or \"underlying\""),
        "state_value_underlying_only_at_rest": ("value", "\"underlying\" is only a resting value"),
        "state_value_rest_has_no_curve": ("rest", "a resting value has no easing or range"),
        "state_value_range_complete": ("range", "needs both bounds"),
        "state_value_range_in_unit_interval": ("range", "must lie within 0…1 (\(ProgressRange.unitRequirement))"),
        "menu_name_is_slug": ("name", slugRule),
        "menu_title_not_empty": ("title", "must not be empty"),
        "menu_row_height_positive": ("rowHeight", positive),
        "menu_item_position_not_negative": ("position", "must not be negative"),
        "menu_item_title_not_empty": ("title", "must not be empty"),
        "menu_item_row_height_positive": ("rowHeight", positive),
    ]

    /// Unique index name → (field, the broken rule), for uniqueness beyond the name columns.
    static let uniqueIndexes: [String: (field: String, problem: String)] = [
        "preset_children_sibling_names": ("name", "is already used by a sibling child"),
        "preset_children_order": ("position", "is already taken"),
        "tracks_order": ("position", "is already taken"),
    ]

    /// The store error for `error` raised while writing `owner`'s field at `path` (e.g.
    /// `tracks[0].keyframes[1]`, empty for top-level fields).
    static func storeError(for error: any Error, owner: String, path: String) -> any Error {
        guard let error = error as? DatabaseError, error.resultCode == .SQLITE_CONSTRAINT else { return error }
        let message = error.message ?? ""
        let prefix = path.isEmpty ? "" : path + "."
        if let name = message.components(separatedBy: "CHECK constraint failed: ").last,
            message.hasPrefix("CHECK"), let rule = checks[name]
        {
            return PresetDatabaseError.invalidField(owner: owner, field: prefix + rule.field, problem: rule.problem)
        }
        if let rule = uniqueIndexes.first(where: { message.contains("'\($0.key)'") })?.value {
            return PresetDatabaseError.invalidField(owner: owner, field: prefix + rule.field, problem: rule.problem)
        }
        if message.hasPrefix("NOT NULL constraint failed: "), let column = message.split(separator: ".").last {
            return PresetDatabaseError.invalidField(owner: owner, field: prefix + column, problem: "must be a number, not NaN")
        }
        guard case .constraintViolated(_, let field, let problem, let constraint) = unattributed(error) else { return error }
        return PresetDatabaseError.constraintViolated(
            owner: owner, field: path.isEmpty ? field : prefix + field, problem: problem, constraint: constraint)
    }
}

extension ConstraintMessages {
    /// The store error for a constraint failure that no write named (one outside
    /// ``Database/withConstraintMessages(owner:path:_:)``): a sentence naming the entity and the
    /// rule, from the constraint's name or the table and columns SQLite reports, never SQLite's
    /// own text (kept in the error's `constraint`, not shown). The write was rolled back.
    static func unattributed(_ error: DatabaseError) -> PresetDatabaseError {
        let message = error.message ?? ""
        let detail = message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if message.hasPrefix("CHECK"), let rule = checks[detail] {
            let entity = checkEntities.first { detail.hasPrefix($0.prefix) }?.entity ?? "catalog row"
            return .constraintViolated(
                owner: entity, field: rule.field, problem: rule.problem + "; nothing was written", constraint: message)
        }
        // "UNIQUE constraint failed: t.a, t.b", "NOT NULL constraint failed: t.a",
        // "cannot store TEXT value in INTEGER column t.a": the columns come last.
        let columns = (message.hasPrefix("cannot store") ? String(message.split(separator: " ").last ?? "") : detail)
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let table = columns.first.flatMap { $0.split(separator: ".").first.map(String.init) } ?? ""
        let fields = columns.compactMap { $0.split(separator: ".").last.map(String.init) }.filter { !$0.hasSuffix("_id") }
        let entity = tableEntities[table] ?? "catalog row"
        let problem =
            switch error.extendedResultCode {
            case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY: "would repeat another \(entity)'s; nothing was written"
            case .SQLITE_CONSTRAINT_FOREIGNKEY: "refers to a missing row, or is referred to; nothing was written"
            case .SQLITE_CONSTRAINT_NOTNULL: "must have a value; nothing was written"
            case .SQLITE_CONSTRAINT_DATATYPE: "has a value of the wrong type; nothing was written"
            default: "breaks a rule of the catalog's schema; nothing was written"
            }
        return .constraintViolated(
            owner: entity, field: fields.isEmpty ? "definition" : fields.joined(separator: ", "), problem: problem, constraint: message)
    }

    /// What each table's rows are, as messages name them.
    private static let tableEntities: [String: String] = [
        "images": "image", "presets": "preset", "preset_children": "preset child", "tracks": "track",
        "keyframes": "keyframe", "preset_states": "Parade state", "state_values": "Parade state value",
        "preset_revisions": "preset revision", "menus": "menu", "menu_items": "menu item", "merge_conflicts": "merge conflict",
    ]

    /// The entity a CHECK constraint's name starts with (longest prefixes first).
    private static let checkEntities: [(prefix: String, entity: String)] = [
        ("menu_item_", "menu item"), ("merge_conflict_", "merge conflict"), ("preset_revision_number_", "preset revision"),
        ("preset_revision_definition_", "preset revision"), ("state_value_", "Parade state value"),
        ("image_", "image"), ("preset_", "preset"), ("child_", "preset child"), ("track_", "track"),
        ("keyframe_", "keyframe"), ("state_", "Parade state"), ("menu_", "menu"),
    ]
}

extension Database {
    /// Runs `body`, translating a constraint failure into a store error about `owner`'s `path`
    /// (written out only then).
    func withConstraintMessages<T>(owner: @autoclosure () -> String, path: @autoclosure () -> String = "", _ body: () throws -> T)
        throws -> T
    {
        do {
            return try body()
        } catch {
            throw ConstraintMessages.storeError(for: error, owner: owner(), path: path())
        }
    }
}

extension DatabaseError {
    /// Whether this is a foreign key failure (SQLite reports ON DELETE RESTRICT as a trigger-kind
    /// constraint error, so the message is the reliable sign).
    var isForeignKeyViolation: Bool {
        resultCode == .SQLITE_CONSTRAINT && (message ?? "").hasPrefix("FOREIGN KEY constraint failed")
    }
}
