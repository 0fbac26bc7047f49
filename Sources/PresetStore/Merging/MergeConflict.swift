/// A member a three-way merge could not settle: both sides changed it differently, or one side
/// deleted what the other changed. The merged catalog holds ours; the conflict keeps all three
/// so a person can choose (a row of `merge_conflicts`).
package struct MergeConflict: Hashable, Sendable {
    /// The kind of entry the member belongs to.
    package var kind: CatalogEntryKind
    /// The entry's name in the merged catalog.
    package var name: String
    /// The member's path inside the entry (``MemberPath`` text), empty for the whole entry.
    package var path: String
    /// The member's canonical JSON in the common ancestor; nil where it had no such member.
    package var base: String?
    /// The member's canonical JSON on our side (what the merged catalog holds); nil: absent.
    package var ours: String?
    /// The member's canonical JSON on their side; nil: absent.
    package var theirs: String?

    /// Creates a conflict.
    package init(kind: CatalogEntryKind, name: String, path: String, base: String?, ours: String?, theirs: String?) {
        self.kind = kind
        self.name = name
        self.path = path
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }
}
