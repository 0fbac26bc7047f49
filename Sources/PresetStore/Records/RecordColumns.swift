import GRDB

// The records of a preset read, on the resolve path: stepped with the SQLite C API
// (``Statement/forEachRow(binding:owner:_:)``) and read by their index in the statement's SELECT
// list, where GRDB would make a `Row` (with its dictionary of column names) per result row
// (BENCHMARKS.md, "Cold resolve, round four"). Each record's `selection` lists its `Columns`
// in the order its `init(columns:)` reads them, and the SELECT list is written from it.

extension [Column] {
    /// The columns as a SELECT list, each qualified by `alias` when one is given (`t.id, t.preset_id`).
    func selectList(qualifiedBy alias: String? = nil) -> String {
        map { column in alias.map { "\($0).\(column.name)" } ?? column.name }.joined(separator: ", ")
    }
}

extension PresetRecord {
    /// The columns `init(columns:)` reads, in order.
    static let selection = [
        Columns.id, Columns.name, Columns.kind, Columns.axis, Columns.summary, Columns.timeline, Columns.revision,
        Columns.reducedMotion, Columns.createdAt, Columns.updatedAt, Columns.smoothing,
    ]
    /// Qualified by the alias `p` of `presets`: the preset is read joined with its tracks (short:
    /// the statement's text is hashed to find it in the statement cache).
    static let columns = selection.selectList(qualifiedBy: "p")
    /// How many columns ``columns`` lists.
    static let columnCount = CInt(selection.count)

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
    /// The columns `init(columns:)` reads, in order.
    static let selection = [
        Columns.id, Columns.presetID, Columns.parentID, Columns.position, Columns.name, Columns.rangeLo, Columns.rangeHi,
    ]
    static let columns = selection.selectList()

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
    /// The columns `init(columns:)` reads, in order.
    static let selection = [
        Columns.id, Columns.presetID, Columns.childID, Columns.position, Columns.target, Columns.property, Columns.rangeLo,
        Columns.rangeHi, Columns.extrapolate, Columns.colorSpace,
    ]
    /// Qualified by the alias `t` of `tracks`: the tracks are read joined with their keyframes.
    static let columns = selection.selectList(qualifiedBy: "t")
    /// How many columns ``columns`` lists.
    static let columnCount = CInt(selection.count)

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
    static let columns = selection.selectList(qualifiedBy: "k")
    /// The columns `init(columns:)` reads, in order.
    static let selection = [
        Columns.id, Columns.trackID, Columns.position, Columns.at, Columns.valueNumber, Columns.valueExpression,
        Columns.valueColor, Columns.easing,
    ]

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
    /// The columns `init(columns:)` reads, in order.
    static let selection = [Columns.id, Columns.position, Columns.target, Columns.colorSpace]
    static let columns = selection.selectList()

    init(columns row: ResultColumns) throws {
        id = try row.required(0, "state id")
        position = try row.required(1, "state position")
        target = try row.required(2, "state target")
        colorSpace = row.optional(3)
    }
}

extension StateValueRecord {
    /// Qualified: the values are read joined with their states.
    static let columns = selection.selectList(qualifiedBy: databaseTableName)
    /// The columns `init(columns:)` reads, in order.
    static let selection = [
        Columns.stateID, Columns.side, Columns.property, Columns.valueNumber, Columns.valueExpression, Columns.valueColor,
        Columns.isUnderlying, Columns.easing, Columns.rangeLo, Columns.rangeHi,
    ]

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
