import Foundation
import GRDB

/// A row of `presets`: the preset's scalar fields and its timeline as JSON.
/// Written through its `Encodable` columns; read by `init(row:)` (below) or,
/// on the resolve path, by `init(columns:)` (RecordColumns.swift).
struct PresetRecord: Encodable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "presets"

    var id: Int64?
    var name: String
    var kind: String
    var axis: String
    var summary: String
    var timeline: String
    var revision: Int
    var reducedMotion: String
    var smoothing: String?
    var createdAt: Date
    var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, kind, axis, summary, timeline, revision, smoothing
        case createdAt = "created_at", updatedAt = "updated_at", reducedMotion = "reduced_motion"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let kind = Column(CodingKeys.kind)
        static let axis = Column(CodingKeys.axis)
        static let summary = Column(CodingKeys.summary)
        static let timeline = Column(CodingKeys.timeline)
        static let revision = Column(CodingKeys.revision)
        static let reducedMotion = Column(CodingKeys.reducedMotion)
        static let smoothing = Column(CodingKeys.smoothing)
        static let createdAt = Column(CodingKeys.createdAt)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

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
