import GRDB

@testable import PresetStore

/// Ways to tamper with a catalog through a raw SQLite connection (not through the store), each
/// with the finding the comparison must report, worked out by hand from migrations/.
enum Tampering: String, CaseIterable, Sendable, CustomStringConvertible {
    case plantedTrigger, plantedView, plantedIndex, plantedTable, addedColumn, droppedIndex, tableRewrittenWithoutACheck

    var description: String { rawValue }

    /// The trigger: it rewrites every keyframe number written after it.
    static let sneakyTrigger = """
        CREATE TRIGGER sneaky AFTER INSERT ON keyframes BEGIN
            UPDATE keyframes SET value_number = 999 WHERE id = new.id AND value_number IS NOT NULL;
        END
        """

    /// The keyframes table of 0001_initial.sql without the CHECK keeping `at` within 0…1.
    static let keyframesWithoutCheck = """
        CREATE TABLE keyframes_rebuilt (
            id INTEGER PRIMARY KEY,
            track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CONSTRAINT keyframe_position_not_negative CHECK (position >= 0),
            at REAL NOT NULL,
            value_number REAL,
            value_expression TEXT
                CONSTRAINT keyframe_expression_not_empty CHECK (length(trim(value_expression)) > 0),
            value_color TEXT CONSTRAINT keyframe_color_is_hex CHECK (length(value_color) IN (7, 9)
                AND value_color GLOB '#*' AND substr(value_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'),
            easing TEXT CONSTRAINT keyframe_easing_not_empty CHECK (length(trim(easing)) > 0),
            CONSTRAINT keyframe_has_one_value CHECK ((value_number IS NOT NULL)
                + (value_expression IS NOT NULL) + (value_color IS NOT NULL) = 1),
            UNIQUE (track_id, position)
        ) STRICT;
        INSERT INTO keyframes_rebuilt SELECT * FROM keyframes;
        DROP TABLE keyframes;
        ALTER TABLE keyframes_rebuilt RENAME TO keyframes;
        """

    /// The SQL that does it.
    var sql: String {
        switch self {
        case .plantedTrigger: Self.sneakyTrigger
        case .plantedView: "CREATE VIEW peek AS SELECT name, summary FROM presets"
        case .plantedIndex: "CREATE INDEX presets_by_summary ON presets(summary)"
        case .plantedTable: "CREATE TABLE stash (secret TEXT)"
        case .addedColumn: "ALTER TABLE menus ADD COLUMN note TEXT"
        case .droppedIndex: "DROP INDEX tracks_child"
        case .tableRewrittenWithoutACheck: Self.keyframesWithoutCheck
        }
    }

    /// The finding: kind, object type, name and (for an altered object) the detail.
    var finding: (kind: SchemaFinding.Kind, type: String, name: String, detail: String?) {
        switch self {
        case .plantedTrigger: (.unexpected, "trigger", "sneaky", nil)
        case .plantedView: (.unexpected, "view", "peek", nil)
        case .plantedIndex: (.unexpected, "index", "presets_by_summary", nil)
        case .plantedTable: (.unexpected, "table", "stash", nil)
        case .addedColumn: (.altered, "table", "menus", "column 'note' added")
        case .droppedIndex: (.missing, "index", "tracks_child", nil)
        case .tableRewrittenWithoutACheck: (.altered, "table", "keyframes", "its constraints differ")
        }
    }

    /// Whether `validate --repair` can undo it (by dropping what was planted).
    var isRepairable: Bool { finding.kind == .unexpected }

    /// Applies the tampering to the closed catalog at `path` through a plain GRDB connection.
    func apply(to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    /// Whether `finding` is this tampering's.
    func matches(_ found: SchemaFinding) -> Bool {
        found.kind == finding.kind && found.objectType == finding.type && found.name == finding.name && found.detail == finding.detail
    }
}
