import PresetStore

extension RenameOutcome {
    /// The line a `rename` command prints: "renamed preset 'a' to 'b' (3 menu items repointed to
    /// 'b')", a menu's items carried "with its 10 menu items", or "… unchanged" for a rename to
    /// the same name.
    package func message(renaming kind: CatalogEntryKind, from name: String, to newName: String) -> String {
        guard isChanged else { return "\(kind.rawValue) '\(name)' unchanged (it is already named '\(newName)')" }
        let items = "\(menuItemCount) menu item\(menuItemCount == 1 ? "" : "s")"
        let detail: String =
            switch kind {
            case .menu: "with its \(items)"
            case .image, .preset: menuItemCount == 0 ? "no menu item uses it" : "\(items) repointed to '\(newName)'"
            }
        return "renamed \(kind.rawValue) '\(name)' to '\(newName)' (\(detail))"
    }
}
