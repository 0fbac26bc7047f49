import GRDB

// The preset row as GRDB fetches it (by id, by name, a page of names), decoded column by
// column. GRDB's default for a Decodable record goes through a Decoder (a keyed container,
// coding keys, boxed values), which cost more than the query itself; this reads each column
// straight from the row. The rows of a preset's content are read without GRDB
// (``Statement/forEachRow(binding:owner:_:)`` and the `init(columns:)` of RecordColumns.swift).

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
        smoothing = try row.decode(forColumn: "smoothing")
        createdAt = try row.decode(forColumn: "created_at")
        updatedAt = try row.decode(forColumn: "updated_at")
    }
}
