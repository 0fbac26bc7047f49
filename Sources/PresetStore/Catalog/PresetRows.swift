import GRDB
import ParallaxEngine

/// Writes a preset definition's children, tracks and keyframes as rows, and reads them back.
enum PresetRows {
    /// Inserts `definition`'s states, tracks and children under the preset row `presetID`.
    /// Constraint failures name the preset and the field path, e.g. `children[0].tracks[1].target`.
    static func insertContent(of definition: PresetDefinition, presetID: Int64, in db: Database) throws {
        let owner = "preset '\(definition.name)'"
        try PresetStateRows.insert(definition.states, presetID: presetID, owner: owner, in: db)
        try insert(definition.tracks, presetID: presetID, childID: nil, path: "", owner: owner, in: db)
        try insert(definition.children, presetID: presetID, parentID: nil, path: "", owner: owner, in: db)
    }

    private static func insert(
        _ children: [PresetDefinition.Child], presetID: Int64, parentID: Int64?, path: String, owner: String, in db: Database
    ) throws {
        let insertChild = try db.cachedStatement(
            sql: """
                INSERT INTO preset_children (preset_id, parent_id, position, name, range_lo, range_hi)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
        for (position, child) in children.enumerated() {
            try db.withConstraintMessages(owner: owner, path: "\(path)children[\(position)]") {
                try insertChild.execute { row in
                    row.bind(presetID)
                    row.bind(parentID)
                    row.bind(position)
                    row.bind(child.name)
                    row.bind(child.range?.lower)
                    row.bind(child.range?.upper)
                }
            }
            let childID = db.lastInsertedRowID
            let childPath = "\(path)children[\(position)]."
            try insert(child.tracks, presetID: presetID, childID: childID, path: childPath, owner: owner, in: db)
            try insert(child.children, presetID: presetID, parentID: childID, path: childPath, owner: owner, in: db)
        }
    }

    private static func insert(
        _ tracks: [PresetDefinition.Track], presetID: Int64, childID: Int64?, path: String, owner: String, in db: Database
    ) throws {
        let insertTrack = try db.cachedStatement(
            sql: """
                INSERT INTO tracks (preset_id, child_id, position, target, property, range_lo, range_hi, extrapolate, color_space)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertKeyframe = try db.cachedStatement(
            sql: """
                INSERT INTO keyframes (track_id, position, at, value_number, value_expression, value_color, easing)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, track) in tracks.enumerated() {
            try db.withConstraintMessages(owner: owner, path: "\(path)tracks[\(position)]") {
                try insertTrack.execute { row in
                    row.bind(presetID)
                    row.bind(childID)
                    row.bind(position)
                    row.bind(track.target)
                    row.bind(track.property)
                    row.bind(track.range?.lower)
                    row.bind(track.range?.upper)
                    row.bind(track.extrapolate?.rawValue)
                    row.bind(track.colorSpace?.rawValue)
                }
            }
            let trackID = db.lastInsertedRowID
            for (index, keyframe) in track.keyframes.enumerated() {
                let columns = ValueColumns(keyframe.value)
                try db.withConstraintMessages(owner: owner, path: "\(path)tracks[\(position)].keyframes[\(index)]") {
                    try insertKeyframe.execute { row in
                        row.bind(trackID)
                        row.bind(index)
                        row.bind(keyframe.at)
                        row.bind(columns.number)
                        row.bind(columns.expression)
                        row.bind(columns.color)
                        row.bind(keyframe.easing)
                    }
                }
            }
        }
    }

    // The reads' SQL, written once (a cached statement is found by its text). Each ORDER BY is
    // the order of an index (`preset_children_order`, `tracks_order`), so SQLite sorts nothing.
    private static let selectChildren = """
        SELECT \(PresetChildRecord.columns) FROM preset_children WHERE preset_id = ?
        ORDER BY ifnull(parent_id, 0), position, id
        """
    /// The tracks of a preset row with their keyframes (``TrackRows``).
    static let selectTracks = "SELECT \(TrackRows.columns) FROM tracks t \(TrackRows.join) WHERE t.preset_id = ? \(TrackRows.order)"

    /// The tracks and children of the preset row `presetID`, its tracks already read; its
    /// children are read only when it `hasChildren`.
    static func content(
        presetID: Int64, tracks: TrackRows, hasChildren: Bool, owner: String, in db: Database
    ) throws -> (tracks: [PresetDefinition.Track], children: [PresetDefinition.Child]) {
        guard hasChildren else { return (try tracks.definitions(ownedBy: nil, owner: owner), []) }
        var children: [PresetChildRecord] = []
        try db.cachedStatement(sql: Self.selectChildren).forEachRow(binding: { $0.bind(presetID) }, owner: owner) {
            children.append(try PresetChildRecord(columns: $0))
        }
        let childrenByParent = Dictionary(grouping: children, by: \.parentID)
        func childDefinitions(under parentID: Int64?) throws -> [PresetDefinition.Child] {
            try (childrenByParent[parentID] ?? []).map { child in
                PresetDefinition.Child(
                    name: child.name, range: progressRange(child.rangeLo, child.rangeHi),
                    tracks: try tracks.definitions(ownedBy: child.id, owner: owner), children: try childDefinitions(under: child.id))
            }
        }
        return (try tracks.definitions(ownedBy: nil, owner: owner), try childDefinitions(under: nil))
    }
}

/// The range stored as two nullable columns.
func progressRange(_ lower: Double?, _ upper: Double?) -> ProgressRange? {
    guard let lower, let upper else { return nil }
    return ProgressRange(lower: lower, upper: upper)
}

extension TrackRecord {
    func definition(keyframes: [PresetDefinition.Keyframe], owner: String) throws -> PresetDefinition.Track {
        PresetDefinition.Track(
            target: target, property: property, keyframes: keyframes, range: progressRange(rangeLo, rangeHi),
            extrapolate: try extrapolate.map { try decodedEnum(Extrapolation.self, $0, field: "extrapolate", owner: owner) },
            colorSpace: try colorSpace.map { try decodedEnum(ColorSpace.self, $0, field: "colorSpace", owner: owner) })
    }
}

extension KeyframeRecord {
    func definition(owner: String) throws -> PresetDefinition.Keyframe {
        guard let value = ValueColumns(number: valueNumber, expression: valueExpression, color: valueColor).value else {
            throw PresetDatabaseError.invalidField(owner: owner, field: "keyframe \(id ?? 0) value", problem: "is missing")
        }
        return PresetDefinition.Keyframe(at: at, value: value, easing: easing)
    }
}

/// Decodes a stored enum raw value, naming the field and `owner` (written out only then) when
/// the stored text is unknown.
func decodedEnum<Value: RawRepresentable>(
    _ type: Value.Type, _ raw: String, field: String, owner: @autoclosure () -> String
) throws -> Value
where Value.RawValue == String {
    guard let value = Value(rawValue: raw) else {
        throw PresetDatabaseError.invalidField(owner: owner(), field: field, problem: "'\(raw)' is unknown")
    }
    return value
}
