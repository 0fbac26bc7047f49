-- 0006: what a three-way merge of two branches' catalogs could not settle (git's merge driver,
-- preset-manager git merge). One row per conflict: the entry (its kind and its name in the
-- merged catalog), the member path inside it ('' for the whole entry: deleted on one side,
-- changed on the other), and the member's JSON on each side (canonical text; NULL where the
-- side has no such member). The merged catalog holds ours; a row goes when it is resolved, and
-- validate and publish refuse a catalog that still has one.
CREATE TABLE merge_conflicts (
    id INTEGER PRIMARY KEY,
    entity TEXT NOT NULL CONSTRAINT merge_conflict_entity_known CHECK (entity IN ('image', 'preset', 'menu')),
    name TEXT NOT NULL
        CONSTRAINT merge_conflict_name_is_slug CHECK (length(name) BETWEEN 1 AND 64
            AND name GLOB '[a-z0-9]*' AND name NOT GLOB '*[^a-z0-9-]*'),
    path TEXT NOT NULL,
    base TEXT CONSTRAINT merge_conflict_base_is_json CHECK (base IS NULL OR json_valid(base)),
    ours TEXT CONSTRAINT merge_conflict_ours_is_json CHECK (ours IS NULL OR json_valid(ours)),
    theirs TEXT CONSTRAINT merge_conflict_theirs_is_json CHECK (theirs IS NULL OR json_valid(theirs)),
    UNIQUE (entity, name, path)
) STRICT;
