/// One entry of a catalog that is not as it was: created, changed, renamed or deleted, found by
/// comparing two ``CatalogVersions``.
package struct CatalogChange: Hashable, Sendable {
    /// What happened to the entry.
    package enum Action: String, Sendable {
        /// The entry is new.
        case created
        /// The entry's content changed (a preset's revision, an image's or a menu's fields or items).
        case updated
        /// The entry has a new name (and may also have changed).
        case renamed
        /// The entry is gone.
        case deleted
    }

    /// The kind of entry.
    package let kind: CatalogEntryKind
    /// Its name now (for a deleted entry, the name it had).
    package let name: String
    /// What happened.
    package let action: Action
    /// A preset's revision now; nil for images, menus and deleted presets.
    package let revision: Int?
    /// The name it had before a rename; nil otherwise.
    package let previousName: String?

    /// Creates a change.
    package init(kind: CatalogEntryKind, name: String, action: Action, revision: Int? = nil, previousName: String? = nil) {
        self.kind = kind
        self.name = name
        self.action = action
        self.revision = revision
        self.previousName = previousName
    }
}
