/// How one entry's merge conflicts are settled, for
/// ``PresetDatabase/settleMergeConflicts(_:)``: which conflicts go, and what the entry becomes.
package struct ConflictSettlement: Sendable {
    /// The kind of the entry.
    package var kind: CatalogEntryKind
    /// The entry's name as its conflicts name it (its name in the catalog, when it has one).
    package var name: String
    /// The paths of the entry's conflicts this settles.
    package var paths: [String]
    /// The entry's new name when the settled entry has another one (its history and the menu
    /// items using it follow).
    package var newName: String?
    /// Whether the entry is deleted (settled to absent).
    package var deletesEntry: Bool
    /// The settled entry, written over the one of its name (empty when it is deleted).
    package var document: CatalogDocument

    /// Creates a settlement.
    package init(kind: CatalogEntryKind, name: String, paths: [String], newName: String?, deletesEntry: Bool, document: CatalogDocument) {
        self.kind = kind
        self.name = name
        self.paths = paths
        self.newName = newName
        self.deletesEntry = deletesEntry
        self.document = document
    }
}
