import Foundation
import GRDB

/// What the presets written in one transaction share, each worked out once: the time they are
/// created at, as the text the store keeps, and the JSON text of each distinct timeline (an
/// import of many presets would otherwise format a date and run a `JSONEncoder` per preset).
struct PresetWriteBatch {
    /// `created_at` and `updated_at` of every preset of the batch.
    let timestamp: String
    private var timelineTexts: [PresetDefinition.Timeline: String] = [:]

    /// A batch of presets created at `now`.
    init(now: Date = Date()) {
        timestamp = String.fromDatabaseValue(now.databaseValue) ?? ""
    }

    /// The compact JSON text the store keeps for `timeline`.
    mutating func timelineText(_ timeline: PresetDefinition.Timeline) throws -> String {
        if let text = timelineTexts[timeline] { return text }
        let text = try DefinitionJSON.compactString(timeline)
        timelineTexts[timeline] = text
        return text
    }
}

extension DatabaseError {
    /// Whether this is the failure of the UNIQUE constraint on `column` (`table.column`).
    func isUniqueViolation(of column: String) -> Bool {
        extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE && message == "UNIQUE constraint failed: \(column)"
    }
}
