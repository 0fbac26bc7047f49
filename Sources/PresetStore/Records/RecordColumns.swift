// The records of a preset read, from the columns of the store's own SELECT lists (the
// `columns` of each type, in this order), for ``Statement/forEachRow(binding:owner:_:)``.

extension PresetRecord {
    /// Qualified by the alias `p` of `presets`: the preset is read joined with its tracks (short:
    /// the statement's text is hashed to find it in the statement cache).
    static let columns =
        "p.id, p.name, p.kind, p.axis, p.summary, p.timeline, p.revision, p.reduced_motion, p.created_at, p.updated_at, p.smoothing"
    /// How many columns ``columns`` lists.
    static let columnCount: CInt = 11

    init(columns row: ResultColumns) throws {
        id = row.optional(0)
        name = try row.required(1, "name")
        kind = try row.required(2, "kind")
        axis = try row.required(3, "axis")
        summary = try row.required(4, "summary")
        timeline = try row.required(5, "timeline")
        revision = try row.required(6, "revision")
        reducedMotion = try row.required(7, "reduced_motion")
        createdAt = try row.date(8, "created_at")
        updatedAt = try row.date(9, "updated_at")
        smoothing = row.optional(10)
    }
}

extension PresetChildRecord {
    static let columns = "id, preset_id, parent_id, position, name, range_lo, range_hi"

    init(columns row: ResultColumns) throws {
        id = row.optional(0)
        presetID = try row.required(1, "preset_id")
        parentID = row.optional(2)
        position = try row.required(3, "position")
        name = try row.required(4, "name")
        rangeLo = row.optional(5)
        rangeHi = row.optional(6)
    }
}

extension TrackRecord {
    /// Qualified by the alias `t` of `tracks`: the tracks are read joined with their keyframes.
    static let columns =
        "t.id, t.preset_id, t.child_id, t.position, t.target, t.property, t.range_lo, t.range_hi, t.extrapolate, t.color_space"
    /// How many columns ``columns`` lists.
    static let columnCount: CInt = 10

    init(columns row: ResultColumns) throws {
        id = row.optional(0)
        presetID = try row.required(1, "preset_id")
        childID = row.optional(2)
        position = try row.required(3, "position")
        target = try row.required(4, "target")
        property = try row.required(5, "property")
        rangeLo = row.optional(6)
        rangeHi = row.optional(7)
        extrapolate = row.optional(8)
        colorSpace = row.optional(9)
    }
}

extension KeyframeRecord {
    /// Qualified by the alias `k` of `keyframes`: the keyframes are read joined with their tracks
    /// (the id first: NULL for a track without keyframes).
    static let columns = "k.id, k.track_id, k.position, k.at, k.value_number, k.value_expression, k.value_color, k.easing"

    init(columns row: ResultColumns) throws {
        id = row.optional(0)
        trackID = try row.required(1, "keyframe track_id")
        position = try row.required(2, "keyframe position")
        at = try row.required(3, "keyframe at")
        valueNumber = row.optional(4)
        valueExpression = row.optional(5)
        valueColor = row.optional(6)
        easing = row.optional(7)
    }
}

extension PresetStateRecord {
    static let columns = "id, position, target, color_space"

    init(columns row: ResultColumns) throws {
        id = try row.required(0, "state id")
        position = try row.required(1, "state position")
        target = try row.required(2, "state target")
        colorSpace = row.optional(3)
    }
}

extension StateValueRecord {
    /// Qualified: the values are read joined with their states.
    static let columns = """
        state_values.state_id, state_values.side, state_values.property, state_values.value_number,
        state_values.value_expression, state_values.value_color, state_values.is_underlying, state_values.easing,
        state_values.range_lo, state_values.range_hi
        """

    init(columns row: ResultColumns) throws {
        stateID = try row.required(0, "state value state_id")
        side = try row.required(1, "state value side")
        property = try row.required(2, "state value property")
        valueNumber = row.optional(3)
        valueExpression = row.optional(4)
        valueColor = row.optional(5)
        isUnderlying = row.optional(6)
        easing = row.optional(7)
        rangeLo = row.optional(8)
        rangeHi = row.optional(9)
    }
}
