/// Ways to tamper with a catalog through the `sqlite3` shell, each with the words the tool must
/// use for it (worked out by hand from migrations/ and the wording).
enum ShellTampering: String, CaseIterable, Sendable, CustomStringConvertible {
    case plantedTrigger, plantedView, plantedIndex, plantedTable, addedColumn, droppedIndex, tableRewrittenWithoutACheck

    var description: String { rawValue }

    /// The trigger: every keyframe number written after it becomes 999.
    static let sneakyTrigger = """
        CREATE TRIGGER sneaky AFTER INSERT ON keyframes BEGIN
            UPDATE keyframes SET value_number = 999 WHERE id = new.id AND value_number IS NOT NULL;
        END;
        """

    /// The shell script.
    var script: String {
        switch self {
        case .plantedTrigger: Self.sneakyTrigger
        case .plantedView: "CREATE VIEW peek AS SELECT name, summary FROM presets;"
        case .plantedIndex: "CREATE INDEX presets_by_summary ON presets(summary);"
        case .plantedTable: "CREATE TABLE stash (secret TEXT);"
        case .addedColumn: "ALTER TABLE menus ADD COLUMN note TEXT;"
        case .droppedIndex: "DROP INDEX tracks_child;"
        case .tableRewrittenWithoutACheck:
            // keyframes from 0001_initial.sql without `CHECK (at BETWEEN 0 AND 1)`.
            """
            BEGIN;
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
            COMMIT;
            """
        }
    }

    /// How the catalog is described: what `validate` reports and error lines say after
    /// "catalog 'PATH' ".
    var finding: String {
        switch self {
        case .plantedTrigger: "has a trigger 'sneaky' that its migrations did not create"
        case .plantedView: "has a view 'peek' that its migrations did not create"
        case .plantedIndex: "has an index 'presets_by_summary' that its migrations did not create"
        case .plantedTable: "has a table 'stash' that its migrations did not create"
        case .addedColumn: "has a table 'menus' that differs from what its migrations create (column 'note' added)"
        case .droppedIndex: "lacks the index 'tracks_child' that its migrations create"
        case .tableRewrittenWithoutACheck: "has a table 'keyframes' that differs from what its migrations create (its constraints differ)"
        }
    }

    /// The object `validate --repair` prints as it drops it, or nil when it refuses.
    var dropped: String? {
        switch self {
        case .plantedTrigger: "trigger 'sneaky'"
        case .plantedView: "view 'peek'"
        case .plantedIndex: "index 'presets_by_summary'"
        case .plantedTable: "table 'stash'"
        case .addedColumn, .droppedIndex, .tableRewrittenWithoutACheck: nil
        }
    }
}
