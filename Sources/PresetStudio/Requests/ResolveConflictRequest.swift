import CatalogEditing
import HTTPTypes
import PresetStore

/// `POST /api/conflicts/resolve`: `{"name": ENTRY, "path": MEMBER, "take": "ours" | "theirs" |
/// "base"}`, with `"kind"` (`"preset"`, `"menu"`, `"image"`) when entries of two kinds share the
/// name: the merge conflict settled by one side's value or the common ancestor's.
struct ResolveConflictRequest: StudioRequest {
    let kind: String?
    let name: String
    let path: String
    let take: String

    static let members: KeyValuePairs<String, String> = [
        "kind": "\"preset\", \"menu\" or \"image\"", "name": "a string", "path": "a string", "take": "\"ours\", \"theirs\" or \"base\"",
    ]

    /// The entry kind asked for, if any.
    /// - Throws: ``StudioError`` 400 at `kind` for another word.
    func entryKind() throws -> CatalogEntryKind? {
        guard let kind else { return nil }
        guard let entry = CatalogEntryKind(rawValue: kind) else {
            throw StudioError(.badRequest, "kind: '\(kind)' is not one of preset, menu, image", path: "kind")
        }
        return entry
    }

    /// The side taken.
    /// - Throws: ``StudioError`` 400 at `take` for another word.
    func choice() throws -> ConflictChoice {
        switch take {
        case "ours": .ours
        case "theirs": .theirs
        case "base": .base
        default: throw StudioError(.badRequest, "take: '\(take)' is not one of ours, theirs, base", path: "take")
        }
    }
}
