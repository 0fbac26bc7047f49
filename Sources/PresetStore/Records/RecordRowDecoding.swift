import GRDB

// The records read to load a preset, decoded column by column. GRDB's default for a Decodable
// record goes through a Decoder (a keyed container, coding keys, boxed values), which cost more
// than the queries themselves; these read each column straight from the row.

extension PresetRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        name = try row.decode(forColumn: "name")
        kind = try row.decode(forColumn: "kind")
        axis = try row.decode(forColumn: "axis")
        summary = try row.decode(forColumn: "summary")
        timeline = try row.decode(forColumn: "timeline")
        revision = try row.decode(forColumn: "revision")
        reducedMotion = try row.decode(forColumn: "reduced_motion")
        createdAt = try row.decode(forColumn: "created_at")
        updatedAt = try row.decode(forColumn: "updated_at")
    }
}

extension PresetChildRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        presetID = try row.decode(forColumn: "preset_id")
        parentID = try row.decode(forColumn: "parent_id")
        position = try row.decode(forColumn: "position")
        name = try row.decode(forColumn: "name")
        rangeLo = try row.decode(forColumn: "range_lo")
        rangeHi = try row.decode(forColumn: "range_hi")
    }
}

extension TrackRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        presetID = try row.decode(forColumn: "preset_id")
        childID = try row.decode(forColumn: "child_id")
        position = try row.decode(forColumn: "position")
        target = try row.decode(forColumn: "target")
        property = try row.decode(forColumn: "property")
        rangeLo = try row.decode(forColumn: "range_lo")
        rangeHi = try row.decode(forColumn: "range_hi")
        extrapolate = try row.decode(forColumn: "extrapolate")
        colorSpace = try row.decode(forColumn: "color_space")
    }
}

extension KeyframeRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        trackID = try row.decode(forColumn: "track_id")
        position = try row.decode(forColumn: "position")
        at = try row.decode(forColumn: "at")
        valueNumber = try row.decode(forColumn: "value_number")
        valueExpression = try row.decode(forColumn: "value_expression")
        valueColor = try row.decode(forColumn: "value_color")
        easing = try row.decode(forColumn: "easing")
    }
}

extension PresetStateRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        position = try row.decode(forColumn: "position")
        target = try row.decode(forColumn: "target")
        colorSpace = try row.decode(forColumn: "color_space")
    }
}

extension StateValueRecord {
    init(row: Row) throws {
        stateID = try row.decode(forColumn: "state_id")
        side = try row.decode(forColumn: "side")
        property = try row.decode(forColumn: "property")
        valueNumber = try row.decode(forColumn: "value_number")
        valueExpression = try row.decode(forColumn: "value_expression")
        valueColor = try row.decode(forColumn: "value_color")
        isUnderlying = try row.decode(forColumn: "is_underlying")
        easing = try row.decode(forColumn: "easing")
        rangeLo = try row.decode(forColumn: "range_lo")
        rangeHi = try row.decode(forColumn: "range_hi")
    }
}
