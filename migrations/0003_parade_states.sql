-- 0003: Parade states, and colours in any CSS notation.
--
-- A preset may describe its effect as Parade does: per view (target), a start state, an end
-- state, values for both (startEnd, kept as written) and resting values. preset_states holds one
-- row per view entry, in the definition's order; state_values one row per (side, property).
-- A start/end/startEnd value has a value (number, expression or colour), an optional easing and
-- an optional range inside 0...1; a rest value has no curve and may be the view's own
-- ("underlying").
--
-- Colours are kept as written (#RRGGBB, teal, rgb(), hsl(), oklch() ...); the catalog parses them.
-- SQLite cannot change a CHECK, so keyframes is rebuilt with the wider one, rows unchanged.

CREATE TABLE keyframes_with_any_color (
    id INTEGER PRIMARY KEY,
    track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CONSTRAINT keyframe_position_not_negative CHECK (position >= 0),
    at REAL NOT NULL CONSTRAINT keyframe_at_in_unit_interval CHECK (at BETWEEN 0 AND 1),
    value_number REAL,
    value_expression TEXT
        CONSTRAINT keyframe_expression_not_empty CHECK (length(trim(value_expression)) > 0),
    value_color TEXT CONSTRAINT keyframe_color_not_empty CHECK (length(trim(value_color)) > 0),
    easing TEXT CONSTRAINT keyframe_easing_not_empty CHECK (length(trim(easing)) > 0),
    CONSTRAINT keyframe_has_one_value CHECK ((value_number IS NOT NULL)
        + (value_expression IS NOT NULL) + (value_color IS NOT NULL) = 1),
    UNIQUE (track_id, position)
) STRICT;

INSERT INTO keyframes_with_any_color (id, track_id, position, at, value_number, value_expression, value_color, easing)
    SELECT id, track_id, position, at, value_number, value_expression, value_color, easing FROM keyframes;
DROP TABLE keyframes;
ALTER TABLE keyframes_with_any_color RENAME TO keyframes;

CREATE TABLE preset_states (
    id INTEGER PRIMARY KEY,
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CONSTRAINT state_position_not_negative CHECK (position >= 0),
    target TEXT NOT NULL
        CONSTRAINT state_target_is_slug CHECK (length(target) BETWEEN 1 AND 64
            AND target GLOB '[a-z0-9]*' AND target NOT GLOB '*[^a-z0-9-]*'),
    color_space TEXT
        CONSTRAINT state_color_space_known CHECK (color_space IN ('oklab', 'linear-srgb', 'srgb')),
    UNIQUE (preset_id, position)
) STRICT;

CREATE TABLE state_values (
    id INTEGER PRIMARY KEY,
    state_id INTEGER NOT NULL REFERENCES preset_states(id) ON DELETE CASCADE,
    side TEXT NOT NULL CONSTRAINT state_value_side_known CHECK (side IN ('start', 'end', 'startEnd', 'rest')),
    property TEXT NOT NULL
        CONSTRAINT state_value_property_is_identifier CHECK (length(property) BETWEEN 1 AND 64
            AND property GLOB '[a-zA-Z]*' AND property NOT GLOB '*[^a-zA-Z0-9]*'),
    value_number REAL,
    value_expression TEXT
        CONSTRAINT state_value_expression_not_empty CHECK (length(trim(value_expression)) > 0),
    value_color TEXT CONSTRAINT state_value_color_not_empty CHECK (length(trim(value_color)) > 0),
    is_underlying INTEGER CONSTRAINT state_value_underlying_is_flag CHECK (is_underlying = 1),
    easing TEXT CONSTRAINT state_value_easing_not_empty CHECK (length(trim(easing)) > 0),
    range_lo REAL,
    range_hi REAL,
    CONSTRAINT state_value_has_one_value CHECK ((value_number IS NOT NULL) + (value_expression IS NOT NULL)
        + (value_color IS NOT NULL) + (is_underlying IS NOT NULL) = 1),
    CONSTRAINT state_value_underlying_only_at_rest CHECK (is_underlying IS NULL OR side = 'rest'),
    CONSTRAINT state_value_rest_has_no_curve
        CHECK (side <> 'rest' OR (easing IS NULL AND range_lo IS NULL AND range_hi IS NULL)),
    CONSTRAINT state_value_range_complete CHECK ((range_lo IS NULL) = (range_hi IS NULL)),
    CONSTRAINT state_value_range_in_unit_interval
        CHECK (range_lo >= 0 AND range_lo < range_hi AND range_hi <= 1),
    UNIQUE (state_id, side, property)
) STRICT;
