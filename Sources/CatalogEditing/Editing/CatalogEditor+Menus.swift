import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Menus whose names start with `prefix`, in name order, at most `limit`.
    package func menus(prefix: String = "", limit: Int? = nil) throws -> [StoredMenu] {
        try withStore { try $0.menus(prefix: prefix, limit: limit) }
    }

    /// The menu named `name`, its items in position order.
    /// - Throws: not found (66), with the closest names as a hint.
    package func menu(named name: String) throws -> StoredMenu {
        try withStore { try $0.menu(named: name) }
    }

    /// Creates an empty menu.
    @discardableResult
    package func createMenu(named name: String, title: String, rowHeight: Double) throws -> StoredMenu {
        try Self.requireRowHeight(rowHeight, owner: "menu '\(messageText(name))'")
        let definition = MenuDefinition(name: name, title: title, rowHeight: rowHeight)
        return try withStore { try $0.createMenu(definition) }
    }

    /// Changes a menu's name, title or row height (nil keeps each) in one transaction, in which
    /// every item is checked against the cell-background image rule at its new row height.
    /// Changing nothing writes nothing.
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) for a taken name, an empty
    ///   title, a row height not > 0, or an item the new row height breaks.
    @discardableResult
    package func updateMenu(named name: String, newName: String? = nil, title: String? = nil, rowHeight: Double? = nil) throws
        -> UpdateOutcome<StoredMenu>
    {
        if let rowHeight { try Self.requireRowHeight(rowHeight, owner: "menu '\(messageText(name))'") }
        return try withStore {
            try $0.updateMenu(named: name, newName: newName, title: title, rowHeight: rowHeight)
        }
    }

    /// Deletes a menu and its items.
    package func deleteMenu(named name: String) throws {
        try withStore { try $0.deleteMenu(named: name) }
    }

    /// Inserts a row into the menu at `position` (appends when nil), `rowHeight` tall (nil: the
    /// menu's row height). The image and preset must exist, and a cell-background preset needs
    /// an image at least twice the row height; both are checked in the transaction that writes.
    @discardableResult
    package func addItem(
        toMenu menuName: String, title: String, subtitle: String? = nil, image imageName: String, preset presetName: String,
        rowHeight: Double? = nil, at position: Int? = nil
    ) throws -> StoredMenu {
        if let rowHeight { try Self.requireRowHeight(rowHeight, owner: "menu '\(messageText(menuName))' item") }
        let item = MenuItemDefinition(title: title, subtitle: subtitle, image: imageName, preset: presetName, rowHeight: rowHeight)
        return try withStore { try $0.addMenuItem(item, toMenu: menuName, at: position) }
    }

    /// Changes the item at `position` as `changes` say, with the checks
    /// ``addItem(toMenu:title:subtitle:image:preset:rowHeight:at:)`` makes, in one transaction.
    /// Changing nothing writes nothing.
    /// - Throws: ``CatalogError`` — not found (66) for the menu, image or preset; invalid data
    ///   (65) for a position outside the menu, an empty title, a row height not > 0 or a broken
    ///   image rule.
    @discardableResult
    package func updateItem(inMenu menuName: String, at position: Int, changes: MenuItemChanges) throws -> UpdateOutcome<StoredMenu> {
        if case .points(let height) = changes.rowHeight {
            try Self.requireRowHeight(height, owner: "menu '\(messageText(menuName))' item \(position)")
        }
        return try withStore { try $0.updateMenuItem(inMenu: menuName, at: position, changing: changes.apply) }
    }

    /// Moves the item at `from` to `to`, shifting the items between.
    @discardableResult
    package func moveItem(inMenu menuName: String, from: Int, to: Int) throws -> StoredMenu {
        try withStore { try $0.moveMenuItem(inMenu: menuName, from: from, to: to) }
    }

    /// Removes the item at `position`, shifting the items after it up.
    @discardableResult
    package func removeItem(fromMenu menuName: String, at position: Int) throws -> StoredMenu {
        try withStore { try $0.removeMenuItem(fromMenu: menuName, at: position) }
    }

    /// Throws an invalid-data error unless `rowHeight` lies inside ``NumberBound/size``.
    private static func requireRowHeight(_ rowHeight: Double, owner: String) throws {
        if let problem = NumberBound.size.problem(with: rowHeight) {
            throw CatalogError(.invalidData, "\(owner): row height \(problem)")
        }
    }
}
