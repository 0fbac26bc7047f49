@_spi(CatalogTooling) import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Menus whose names start with `prefix`, in name order, at most `limit`.
    public func menus(prefix: String = "", limit: Int? = nil) throws -> [StoredMenu] {
        try CatalogError.translatingStoreErrors { try store.menus(prefix: prefix, limit: limit) }
    }

    /// The menu named `name`, its items in position order. - Throws: not found (66).
    public func menu(named name: String) throws -> StoredMenu {
        try CatalogError.translatingStoreErrors { try store.menu(named: name) }
    }

    /// Creates an empty menu.
    @discardableResult
    public func createMenu(named name: String, title: String, rowHeight: Double) throws -> StoredMenu {
        guard rowHeight.isFinite, rowHeight > 0 else {
            throw CatalogError(.invalidData, "menu '\(messageText(name))': row height must be a number > 0, got \(rowHeight)")
        }
        let definition = MenuDefinition(name: name, title: title, rowHeight: rowHeight)
        return try CatalogError.translatingStoreErrors { try store.createMenu(definition) }
    }

    /// Deletes a menu and its items.
    public func deleteMenu(named name: String) throws {
        try CatalogError.translatingStoreErrors { try store.deleteMenu(named: name) }
    }

    /// Inserts a row into the menu at `position` (appends when nil), `rowHeight` tall (nil: the
    /// menu's row height). The image and preset must exist, and a cell-background preset needs
    /// an image at least twice the row height; both are checked in the transaction that writes.
    @discardableResult
    public func addItem(
        toMenu menuName: String, title: String, subtitle: String? = nil, image imageName: String, preset presetName: String,
        rowHeight: Double? = nil, at position: Int? = nil
    ) throws -> StoredMenu {
        if let rowHeight, !(rowHeight.isFinite && rowHeight > 0) {
            throw CatalogError(.invalidData, "menu '\(messageText(menuName))': row height must be a number > 0, got \(rowHeight)")
        }
        let item = MenuItemDefinition(title: title, subtitle: subtitle, image: imageName, preset: presetName, rowHeight: rowHeight)
        return try CatalogError.translatingStoreErrors { try store.addMenuItem(item, toMenu: menuName, at: position) }
    }

    /// Moves the item at `from` to `to`, shifting the items between.
    @discardableResult
    public func moveItem(inMenu menuName: String, from: Int, to: Int) throws -> StoredMenu {
        try CatalogError.translatingStoreErrors { try store.moveMenuItem(inMenu: menuName, from: from, to: to) }
    }

    /// Removes the item at `position`, shifting the items after it up.
    @discardableResult
    public func removeItem(fromMenu menuName: String, at position: Int) throws -> StoredMenu {
        try CatalogError.translatingStoreErrors { try store.removeMenuItem(fromMenu: menuName, at: position) }
    }
}
