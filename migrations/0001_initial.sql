-- 0001: the preset catalog schema.
--
-- Names are slugs: 1-64 characters, lowercase ASCII letters, digits and hyphens, starting with a
-- letter or a digit. Tables are STRICT (SQLite >= 3.37), so column types are enforced too.
-- A preset is stored as rows: the preset itself (its timeline as JSON: one tagged value), its
-- children (Parade chaining: a tree through parent_id, NULL = directly under the preset), its
-- tracks (owned by the preset when child_id is NULL, else by that child) and their keyframes.
-- Position columns order siblings from 0. Optional definition fields stay NULL when omitted,
-- so a definition reads back exactly as it was written.

CREATE TABLE images (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
        CONSTRAINT image_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    uri TEXT NOT NULL CONSTRAINT image_uri_not_empty CHECK (length(uri) > 0),
    pixel_width INTEGER NOT NULL CONSTRAINT image_pixel_width_positive CHECK (pixel_width > 0),
    pixel_height INTEGER NOT NULL CONSTRAINT image_pixel_height_positive CHECK (pixel_height > 0),
    scale REAL NOT NULL CONSTRAINT image_scale_positive CHECK (scale > 0),
    format TEXT NOT NULL
        CONSTRAINT image_format_known CHECK (format IN ('jpeg', 'png', 'heic', 'webp', 'gif')),
    sha256 TEXT CONSTRAINT image_sha256_is_hex
        CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*'),
    byte_size INTEGER CONSTRAINT image_byte_size_positive CHECK (byte_size > 0)
) STRICT;

CREATE TABLE presets (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
        CONSTRAINT preset_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    kind TEXT NOT NULL CONSTRAINT preset_kind_known
        CHECK (kind IN ('cell-background', 'header', 'parade', 'entrance', 'custom')),
    axis TEXT NOT NULL CONSTRAINT preset_axis_known CHECK (axis IN ('vertical', 'horizontal')),
    summary TEXT NOT NULL,
    -- Exactly one of the four timeline kinds, as the contract's single-key JSON object.
    timeline TEXT NOT NULL CONSTRAINT preset_timeline_is_one_kind CHECK (CASE
        WHEN json_valid(timeline) AND json_type(timeline) = 'object' THEN
            (json_type(timeline, '$.viewportCenter') IS NOT NULL)
            + (json_type(timeline, '$.view') IS NOT NULL)
            + (json_type(timeline, '$.scroll') IS NOT NULL)
            + (json_type(timeline, '$.offset') IS NOT NULL) = 1
        ELSE 0 END),
    revision INTEGER NOT NULL CONSTRAINT preset_revision_positive CHECK (revision >= 1),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE preset_children (
    id INTEGER PRIMARY KEY,
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE CASCADE,
    parent_id INTEGER,
    position INTEGER NOT NULL CONSTRAINT child_position_not_negative CHECK (position >= 0),
    name TEXT NOT NULL
        CONSTRAINT child_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    range_lo REAL,
    range_hi REAL,
    CONSTRAINT child_range_complete CHECK ((range_lo IS NULL) = (range_hi IS NULL)),
    CONSTRAINT child_range_increasing CHECK (range_lo < range_hi),
    UNIQUE (id, preset_id),
    FOREIGN KEY (parent_id, preset_id) REFERENCES preset_children(id, preset_id) ON DELETE CASCADE
) STRICT;

CREATE UNIQUE INDEX preset_children_order
    ON preset_children(preset_id, ifnull(parent_id, 0), position);
CREATE UNIQUE INDEX preset_children_sibling_names
    ON preset_children(preset_id, ifnull(parent_id, 0), name);
CREATE INDEX preset_children_parent ON preset_children(parent_id, preset_id);

CREATE TABLE tracks (
    id INTEGER PRIMARY KEY,
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE CASCADE,
    child_id INTEGER,
    position INTEGER NOT NULL CONSTRAINT track_position_not_negative CHECK (position >= 0),
    target TEXT NOT NULL
        CONSTRAINT track_target_is_slug CHECK (length(target) BETWEEN 1 AND 64
            AND target GLOB '[a-z0-9]*' AND target NOT GLOB '*[^a-z0-9-]*'),
    property TEXT NOT NULL
        CONSTRAINT track_property_is_identifier CHECK (length(property) BETWEEN 1 AND 64
            AND property GLOB '[a-zA-Z]*' AND property NOT GLOB '*[^a-zA-Z0-9]*'),
    range_lo REAL,
    range_hi REAL,
    extrapolate TEXT CONSTRAINT track_extrapolate_known CHECK (extrapolate IN ('clamp', 'extend')),
    color_space TEXT
        CONSTRAINT track_color_space_known CHECK (color_space IN ('oklab', 'linear-srgb', 'srgb')),
    CONSTRAINT track_range_complete CHECK ((range_lo IS NULL) = (range_hi IS NULL)),
    CONSTRAINT track_range_increasing CHECK (range_lo < range_hi),
    FOREIGN KEY (child_id, preset_id) REFERENCES preset_children(id, preset_id) ON DELETE CASCADE
) STRICT;

CREATE UNIQUE INDEX tracks_order ON tracks(preset_id, ifnull(child_id, 0), position);
CREATE INDEX tracks_child ON tracks(child_id, preset_id);

CREATE TABLE keyframes (
    id INTEGER PRIMARY KEY,
    track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CONSTRAINT keyframe_position_not_negative CHECK (position >= 0),
    at REAL NOT NULL CONSTRAINT keyframe_at_in_unit_interval CHECK (at BETWEEN 0 AND 1),
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

-- The previous full definition (the contract's JSON) of a preset at each update.
CREATE TABLE preset_revisions (
    id INTEGER PRIMARY KEY,
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE CASCADE,
    revision INTEGER NOT NULL CONSTRAINT preset_revision_number_positive CHECK (revision >= 1),
    definition TEXT NOT NULL CONSTRAINT preset_revision_definition_is_object
        CHECK (CASE WHEN json_valid(definition) THEN json_type(definition) = 'object' ELSE 0 END),
    recorded_at TEXT NOT NULL,
    UNIQUE (preset_id, revision)
) STRICT;

CREATE TABLE menus (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
        CONSTRAINT menu_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    title TEXT NOT NULL CONSTRAINT menu_title_not_empty CHECK (length(trim(title)) > 0),
    row_height REAL NOT NULL CONSTRAINT menu_row_height_positive CHECK (row_height > 0)
) STRICT;

CREATE TABLE menu_items (
    id INTEGER PRIMARY KEY,
    menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CONSTRAINT menu_item_position_not_negative CHECK (position >= 0),
    title TEXT NOT NULL CONSTRAINT menu_item_title_not_empty CHECK (length(trim(title)) > 0),
    subtitle TEXT,
    image_id INTEGER NOT NULL REFERENCES images(id) ON DELETE RESTRICT,
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE RESTRICT,
    UNIQUE (menu_id, position)
) STRICT;

CREATE INDEX menu_items_image ON menu_items(image_id);
CREATE INDEX menu_items_preset ON menu_items(preset_id);
