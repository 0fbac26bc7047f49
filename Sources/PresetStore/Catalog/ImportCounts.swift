/// What an import did, entry by entry (images, presets and menus together).
public struct ImportCounts: Hashable, Sendable {
    /// Entries whose names were new to the catalog.
    public var added = 0
    /// Entries that replaced a different one of the same name.
    public var replaced = 0
    /// Entries equal to the one of the same name, left as they were.
    public var unchanged = 0

    /// Creates counts.
    public init(added: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.replaced = replaced
        self.unchanged = unchanged
    }

    /// Counts one existing entry: replaced when it changed, else unchanged.
    mutating func count(_ changed: Bool) {
        if changed { replaced += 1 } else { unchanged += 1 }
    }
}
