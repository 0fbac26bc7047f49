import Foundation
import GRDB

/// A row of `presets`: the preset's scalar fields and its timeline as JSON.
/// Written through its `Encodable` columns; read by `init(row:)` (RecordRowDecoding.swift) or,
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
