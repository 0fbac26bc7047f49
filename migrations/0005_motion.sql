-- 0005: motion that follows the finger.
--
-- A preset may smooth its progress through a spring (smoothing: the spring's text as written,
-- e.g. 'spring(duration: 0.4, bounce: 0)'; NULL, every existing preset and the default, means
-- none) and may take its progress from the scroll's velocity: a fifth timeline kind,
-- {"velocity": {"from": -3000, "to": 3000}}. SQLite cannot change a CHECK, so presets is rebuilt
-- with the wider timeline check, rows unchanged (the migrator turns foreign keys off around
-- a migration and checks them after it).
--
-- A menu may snap its rows as CSS scroll snapping does: snap_align is scroll-snap-align
-- (start, center, end), snap_stop scroll-snap-stop (normal, always). NULL snap_align (every
-- existing menu, and the default) means no snapping; snap_stop needs snap_align, and NULL
-- means normal.

CREATE TABLE presets_with_motion (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
        CONSTRAINT preset_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    kind TEXT NOT NULL CONSTRAINT preset_kind_known
        CHECK (kind IN ('cell-background', 'header', 'parade', 'entrance', 'custom')),
    axis TEXT NOT NULL CONSTRAINT preset_axis_known CHECK (axis IN ('vertical', 'horizontal')),
    summary TEXT NOT NULL,
    -- Exactly one of the five timeline kinds, as the contract's single-key JSON object.
    timeline TEXT NOT NULL CONSTRAINT preset_timeline_is_one_kind CHECK (CASE
        WHEN json_valid(timeline) AND json_type(timeline) = 'object' THEN
            (json_type(timeline, '$.viewportCenter') IS NOT NULL)
            + (json_type(timeline, '$.view') IS NOT NULL)
            + (json_type(timeline, '$.scroll') IS NOT NULL)
            + (json_type(timeline, '$.offset') IS NOT NULL)
            + (json_type(timeline, '$.velocity') IS NOT NULL) = 1
        ELSE 0 END),
    revision INTEGER NOT NULL CONSTRAINT preset_revision_positive CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    reduced_motion TEXT NOT NULL DEFAULT 'resting'
        CONSTRAINT preset_reduced_motion_known CHECK (reduced_motion IN ('resting', 'opacity-only', 'none')),
    smoothing TEXT CONSTRAINT preset_smoothing_not_empty CHECK (length(trim(smoothing)) > 0)
) STRICT;

INSERT INTO presets_with_motion (id, name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion)
    SELECT id, name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion FROM presets;
DROP TABLE presets;
ALTER TABLE presets_with_motion RENAME TO presets;

ALTER TABLE menus ADD COLUMN snap_align TEXT
    CONSTRAINT menu_snap_align_known CHECK (snap_align IN ('start', 'center', 'end'));
ALTER TABLE menus ADD COLUMN snap_stop TEXT
    CONSTRAINT menu_snap_stop_known
        CHECK (snap_stop IS NULL OR (snap_stop IN ('normal', 'always') AND snap_align IS NOT NULL));
