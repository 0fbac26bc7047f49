import Foundation
import ParallaxEngine

/// A preset as stored: its definition plus the catalog's bookkeeping.
package struct StoredPreset: Hashable, Sendable {
    /// The row id (stable across updates and renames).
    package let id: Int64
    /// The current revision: 1 when created, +1 at every update or revert.
    package let revision: Int
    /// When the preset was created.
    package let createdAt: Date
    /// When the current revision was written.
    package let updatedAt: Date
    /// The current definition.
    package let definition: PresetDefinition
}

/// A preset's listing fields, without its tracks and children (what `list` shows).
package struct PresetSummary: Hashable, Sendable {
    /// The row id.
    package let id: Int64
    /// The preset's name.
    package let name: String
    /// The preset's kind.
    package let kind: PresetKind
    /// The preset's axis.
    package let axis: ScrollAxis
    /// The one-line description.
    package let summary: String
    /// The timeline.
    package let timeline: PresetDefinition.Timeline
    /// The current revision.
    package let revision: Int
    /// When the current revision was written.
    package let updatedAt: Date
}

/// One entry of a preset's history: the definition it had at `revision`.
package struct PresetRevision: Hashable, Sendable {
    /// The revision number.
    package let revision: Int
    /// When this revision was written.
    package let recordedAt: Date
    /// Whether this is the preset's current revision.
    package let isCurrent: Bool
    /// The full definition at that revision.
    package let definition: PresetDefinition
}
