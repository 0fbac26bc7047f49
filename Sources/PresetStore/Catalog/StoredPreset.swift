import Foundation
import ParallaxEngine

/// A preset as stored: its definition plus the catalog's bookkeeping.
public struct StoredPreset: Hashable, Sendable {
    /// The row id (stable across updates and renames).
    public let id: Int64
    /// The current revision: 1 when created, +1 at every update or revert.
    public let revision: Int
    /// When the preset was created.
    public let createdAt: Date
    /// When the current revision was written.
    public let updatedAt: Date
    /// The current definition.
    public let definition: PresetDefinition
}

/// A preset's listing fields, without its tracks and children (what `list` shows).
public struct PresetSummary: Hashable, Sendable {
    /// The row id.
    public let id: Int64
    /// The preset's name.
    public let name: String
    /// The preset's kind.
    public let kind: PresetKind
    /// The preset's axis.
    public let axis: ScrollAxis
    /// The one-line description.
    public let summary: String
    /// The timeline.
    public let timeline: PresetDefinition.Timeline
    /// The current revision.
    public let revision: Int
    /// When the current revision was written.
    public let updatedAt: Date
}

/// One entry of a preset's history: the definition it had at `revision`.
public struct PresetRevision: Hashable, Sendable {
    /// The revision number.
    public let revision: Int
    /// When this revision was written.
    public let recordedAt: Date
    /// Whether this is the preset's current revision.
    public let isCurrent: Bool
    /// The full definition at that revision.
    public let definition: PresetDefinition
}
