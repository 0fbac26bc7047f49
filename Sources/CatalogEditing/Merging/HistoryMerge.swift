import Foundation
import PresetStore

/// A merged preset's revision history: the revisions the common ancestor had, then ours' new
/// ones, then theirs' new ones numbered after ours, then the merged definition as the current
/// revision unless it is the last of those already. So `presets history` lists both sides'
/// revisions, and a preset only one side changed keeps that side's history exactly.
enum HistoryMerge {
    /// One side's preset: its history and current definition.
    struct Side {
        let history: PresetHistory
        let definition: PresetDefinition
    }

    /// The history of the merged `definition`, recorded at `now` when it is a new revision.
    static func history(base: PresetHistory?, ours: Side?, theirs: Side?, merged definition: PresetDefinition, now: String) throws
        -> PresetHistory
    {
        let common = base?.revision ?? 0
        // Ours as it is when theirs made no revision of it since the ancestor: what the lists
        // below come to, without reading every revision (most presets of a merge).
        if let ours, ours.definition == definition, theirs.map({ $0.history.revision <= common }) ?? true {
            return ours.history
        }
        let ourList = try ours.map(revisions) ?? []
        let theirList = try theirs.map(revisions) ?? []
        var list = (ours != nil ? ourList : theirList).filter { $0.revision <= common }
        list += ourList.filter { $0.revision > common }
        var next = (list.last?.revision ?? 0) + 1
        for var revision in theirList where revision.revision > common {
            revision.revision = next
            list.append(revision)
            next += 1
        }
        let createdAt = ours?.history.createdAt ?? theirs?.history.createdAt ?? now
        if let last = list.last, try last.decodedDefinition() == definition {
            list.removeLast()
            return PresetHistory(previous: list, revision: last.revision, createdAt: createdAt, updatedAt: last.recordedAt)
        }
        return PresetHistory(previous: list, revision: next, createdAt: createdAt, updatedAt: now)
    }

    /// A side's revisions, its current one last.
    private static func revisions(_ side: Side) throws -> [PresetHistory.Revision] {
        side.history.previous
            + [
                try PresetHistory.Revision(
                    revision: side.history.revision, definition: side.definition, recordedAt: side.history.updatedAt)
            ]
    }
}
