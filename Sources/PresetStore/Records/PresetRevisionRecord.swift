import Foundation
import GRDB

/// A row of `preset_revisions`: a preset's full definition (JSON) as it was at `revision`.
struct PresetRevisionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "preset_revisions"

    var id: Int64?
    var presetID: Int64
    var revision: Int
    var definition: String
    var recordedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, revision, definition
        case presetID = "preset_id", recordedAt = "recorded_at"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let presetID = Column(CodingKeys.presetID)
        static let revision = Column(CodingKeys.revision)
        static let definition = Column(CodingKeys.definition)
        static let recordedAt = Column(CodingKeys.recordedAt)
    }
}
