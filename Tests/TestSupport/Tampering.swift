/// Ways to tamper with a catalog behind the store's back, each as the SQL that does it: the
/// `sneaky` trigger, a planted view, index and table, a column added, an index dropped, and a
/// table rebuilt without one of its CHECKs. What each must be reported as is worked out by hand
/// from migrations/ where the tests check it (PresetStoreTests: the schema finding;
/// ReliabilityTests: the tool's words).
package enum Tampering: String, CaseIterable, Sendable, CustomStringConvertible {
    case plantedTrigger, plantedView, plantedIndex, plantedTable, addedColumn, droppedIndex, tableRewrittenWithoutACheck

    package var description: String { rawValue }

    /// The `sneaky` trigger: every keyframe number written after it becomes 999.
    package static let sneakyTrigger = """
        CREATE TRIGGER sneaky AFTER INSERT ON keyframes BEGIN
            UPDATE keyframes SET value_number = 999 WHERE id = new.id AND value_number IS NOT NULL;
        END;
        """

    /// The keyframes table of 0001_initial.sql without `CHECK (at BETWEEN 0 AND 1)`.
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

    /// The SQL that does it: statements ending with `;`.
    package var sql: String {
        switch self {
        case .plantedTrigger: Self.sneakyTrigger
        case .plantedView: "CREATE VIEW peek AS SELECT name, summary FROM presets;"
        case .plantedIndex: "CREATE INDEX presets_by_summary ON presets(summary);"
        case .plantedTable: "CREATE TABLE stash (secret TEXT);"
        case .addedColumn: "ALTER TABLE menus ADD COLUMN note TEXT;"
        case .droppedIndex: "DROP INDEX tracks_child;"
        case .tableRewrittenWithoutACheck: Self.keyframesWithoutCheck
        }
    }

    /// Whether `validate --repair` can undo it (by dropping what was planted).
    package var isRepairable: Bool {
        switch self {
        case .plantedTrigger, .plantedView, .plantedIndex, .plantedTable: true
        case .addedColumn, .droppedIndex, .tableRewrittenWithoutACheck: false
        }
    }

    /// Applies it to the closed catalog at `path` with the `sqlite3` shell, in one transaction.
    /// - Throws: ``Shell/Failure`` when the shell refuses it.
    package func apply(to path: String) throws {
        let script = "BEGIN;\n\(sql)\nCOMMIT;\n"
        let output = try SQLiteShell.run(path, script, options: ["-bail"])
        guard output.status == 0 else { throw Shell.Failure(arguments: ["sqlite3", "-bail", path], output: output) }
    }
}
