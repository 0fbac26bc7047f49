import GRDB

// The preset row as GRDB fetches it (by id, by name, a page of names), decoded column by
// column, each found by its name in `Columns`. GRDB's default for a Decodable record goes through a Decoder (a keyed container,
// coding keys, boxed values), which cost more than the query itself; this reads each column
// straight from the row. The rows of a preset's content are read without GRDB
// (``Statement/forEachRow(binding:owner:_:)`` and the `init(columns:)` of RecordColumns.swift).

extension PresetRecord {
    init(row: Row) throws {
        id = try row.decode(forColumn: Columns.id)
        name = try row.decode(forColumn: Columns.name)
        kind = try row.decode(forColumn: Columns.kind)
        axis = try row.decode(forColumn: Columns.axis)
        summary = try row.decode(forColumn: Columns.summary)
        timeline = try row.decode(forColumn: Columns.timeline)
        revision = try row.decode(forColumn: Columns.revision)
        reducedMotion = try row.decode(forColumn: Columns.reducedMotion)
        smoothing = try row.decode(forColumn: Columns.smoothing)
        createdAt = try row.decode(forColumn: Columns.createdAt)
        updatedAt = try row.decode(forColumn: Columns.updatedAt)
    }
}
