/// What an import did, entry by entry (images, presets and menus together).
package struct ImportCounts: Hashable, Sendable {
    /// Entries whose names were new to the catalog.
    package var added = 0
    /// Entries that replaced a different one of the same name.
    package var replaced = 0
    /// Entries equal to the one of the same name, left as they were.
    package var unchanged = 0

    /// Creates counts.
    package init(added: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.replaced = replaced
        self.unchanged = unchanged
    }

    /// Counts one existing entry: replaced when it changed, else unchanged.
    mutating func count(_ changed: Bool) {
        if changed { replaced += 1 } else { unchanged += 1 }
    }
}
