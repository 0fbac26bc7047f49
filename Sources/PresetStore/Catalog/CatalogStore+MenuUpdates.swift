import GRDB

extension CatalogStore {
    /// Changes a menu's name, title or row height (nil keeps each), in one transaction; then
    /// passes the uses of the menu's items, as they now are, to `verify` inside that transaction:
    /// when it throws, nothing is written. Changing nothing writes nothing.
    /// - Throws: ``CatalogStoreError/notFound(entity:name:)``,
    ///   ``CatalogStoreError/alreadyExists(entity:name:)`` for a new name that is taken,
    ///   ``CatalogStoreError/invalidField(owner:field:problem:)``, or what `verify` throws.
    @discardableResult
    public func updateMenu(
        named name: String, newName: String? = nil, title: String? = nil, rowHeight: Double? = nil,
        verifying verify: ([MenuItemUse]) throws -> Void
    ) throws -> UpdateOutcome<StoredMenu> {
        try write { db in
            var record = try Self.record(MenuRecord.self, named: name, in: db)
            let current = record
            record.name = newName ?? record.name
            record.title = title ?? record.title
            record.rowHeight = rowHeight ?? record.rowHeight
            guard record.name != current.name || record.title != current.title || record.rowHeight != current.rowHeight else {
                return UpdateOutcome(stored: try Self.storedMenu(record, in: db), isChanged: false)
            }
            try TextFieldRules.refuse(in: [("name", record.name), ("title", record.title)], owner: "menu '\(name)'")
            if record.name != current.name { try Self.refuseTakenName(record.name, of: MenuRecord.self, in: db) }
            try db.withConstraintMessages(owner: "menu '\(record.name)'") { try record.update(db) }
            try verify(try Self.menuItemUses(in: db, where: "menus.id = ?", arguments: [record.id]))
            return UpdateOutcome(stored: try Self.storedMenu(record, in: db), isChanged: true)
        }
    }

    /// Changes the item at `position` of the menu `name` with `change`, in one transaction; then
    /// passes the item's use, as it now is, to `verify` inside that transaction: when it throws,
    /// nothing is written. A change that leaves the item as it was writes nothing.
    /// - Throws: ``CatalogStoreError/positionOutOfRange(menu:position:limit:)``,
    ///   ``CatalogStoreError/notFound(entity:name:)`` for the menu or a new image or preset, or
    ///   what `change` and `verify` throw.
    @discardableResult
    public func updateMenuItem(
        inMenu name: String, at position: Int, changing change: (inout MenuItemDefinition) throws -> Void,
        verifying verify: ([MenuItemUse]) throws -> Void
    ) throws -> UpdateOutcome<StoredMenu> {
        try write { db in
            let menu = try Self.record(MenuRecord.self, named: name, in: db)
            let menuID = menu.id ?? 0
            try Self.requireItem(at: position, menuID: menuID, menuName: name, in: db)
            let current = try Self.storedMenu(menu, in: db)
            var item = current.definition.items[position]
            try change(&item)
            guard item != current.definition.items[position] else { return UpdateOutcome(stored: current, isChanged: false) }
            try db.execute(sql: "DELETE FROM menu_items WHERE menu_id = ? AND position = ?", arguments: [menuID, position])
            try Self.insertItems([item], menuID: menuID, menuName: name, firstPosition: position, in: db)
            try verify(try Self.menuItemUses(of: menuID, at: position, in: db))
            return UpdateOutcome(stored: try Self.storedMenu(menu, in: db), isChanged: true)
        }
    }

    /// The use of the item at `position` of the menu with row id `menuID`.
    static func menuItemUses(of menuID: Int64, at position: Int, in db: Database) throws -> [MenuItemUse] {
        try menuItemUses(in: db, where: "menus.id = ? AND menu_items.position = ?", arguments: [menuID, position])
    }
}
