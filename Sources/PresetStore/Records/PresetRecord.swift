import Foundation
import GRDB

/// A row of `presets`: the preset's scalar fields and its timeline as JSON.
/// Written through its `Encodable` columns; read by `init(row:)` (RecordRowDecoding.swift) or
/// `init(columns:)` (RecordColumns.swift).
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
        static let name = Column(CodingKeys.name)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
