/// What an update did: the entry as it now is, and whether the update changed it. An update that
/// would change nothing writes nothing (no new revision, no new timestamp), so callers can say
/// "unchanged".
package struct UpdateOutcome<Stored: Sendable>: Sendable {
    /// The entry as stored after the update (as it was, when nothing changed).
    package let stored: Stored
    /// Whether anything was written.
    package let isChanged: Bool

    /// Creates an outcome.
    package init(stored: Stored, isChanged: Bool) {
        self.stored = stored
        self.isChanged = isChanged
    }
}

/// What a rename did: whether the name changed (renaming to the same name changes nothing) and
/// how many menu items refer to the renamed entry (they follow it: items refer to rows, not names).
package struct RenameOutcome: Hashable, Sendable {
    /// Creates an outcome.
    package init(isChanged: Bool, menuItemCount: Int) {
        self.isChanged = isChanged
        self.menuItemCount = menuItemCount
    }

    /// Whether anything was written.
    package let isChanged: Bool
    /// The menu items that use the renamed image or preset, or that the renamed menu holds.
    package let menuItemCount: Int
}
