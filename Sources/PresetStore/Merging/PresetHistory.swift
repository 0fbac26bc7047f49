import Foundation
import GRDB

/// A preset's revision history as the catalog stores it: the previous definitions, oldest
/// first, and the current revision's number and times. Texts are kept as stored (the
/// definitions' compact JSON, the times' text), so a history copied between catalogs is
/// copied byte for byte.
package struct PresetHistory: Hashable, Sendable {
    /// One previous revision.
    package struct Revision: Hashable, Sendable {
        /// Its number.
        package var revision: Int
        /// The definition it had, as stored (compact JSON).
        package var definition: String
        /// When it was recorded, as stored.
        package var recordedAt: String

        /// Creates a revision.
        package init(revision: Int, definition: String, recordedAt: String) {
            self.revision = revision
            self.definition = definition
            self.recordedAt = recordedAt
        }

        /// Creates a revision holding `definition`.
        package init(revision: Int, definition: PresetDefinition, recordedAt: String) throws {
            self.init(revision: revision, definition: try DefinitionJSON.compactString(definition), recordedAt: recordedAt)
        }

        /// The definition it holds.
        package func decodedDefinition() throws -> PresetDefinition {
            try DefinitionJSON.decode(PresetDefinition.self, from: Data(definition.utf8))
        }
    }

    /// The previous revisions, oldest first.
    package var previous: [Revision]
    /// The current revision's number.
    package var revision: Int
    /// When the preset was created, as stored.
    package var createdAt: String
    /// When its current revision was recorded, as stored.
    package var updatedAt: String

    /// Creates a history.
    package init(previous: [Revision], revision: Int, createdAt: String, updatedAt: String) {
        self.previous = previous
        self.revision = revision
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The time text the store writes for `date`, as its revisions' and presets' times are stored.
    package static func timeText(_ date: Date) -> String {
        String.fromDatabaseValue(date.databaseValue) ?? ""
    }
}
