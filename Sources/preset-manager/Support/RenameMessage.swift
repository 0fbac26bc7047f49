/// The line a `rename` command prints.
enum RenameMessage {
    /// What was renamed: its menu items are "repointed" (images, presets) or carried (menus).
    enum Kind: String {
        case image, preset, menu
    }

    /// "renamed preset 'a' to 'b' (3 menu items repointed to 'b')", or "… unchanged" for a
    /// same-name rename.
    static func line(_ kind: Kind, from name: String, to newName: String, isChanged: Bool, menuItemCount count: Int) -> String {
        guard isChanged else { return "\(kind.rawValue) '\(name)' unchanged (it is already named '\(newName)')" }
        let items = "\(count) menu item\(count == 1 ? "" : "s")"
        let detail: String =
            switch kind {
            case .menu: "with its \(items)"
            case .image, .preset: count == 0 ? "no menu item uses it" : "\(items) repointed to '\(newName)'"
            }
        return "renamed \(kind.rawValue) '\(name)' to '\(newName)' (\(detail))"
    }
}
