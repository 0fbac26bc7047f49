import GRDB

extension PresetDatabase {
    /// Changes a menu's name, title or row height (nil keeps each), in one transaction in which
    /// every item is checked against ``MenuItemRule`` at its new row height. Changing nothing
    /// writes nothing.
    /// - Throws: ``PresetDatabaseError/notFound(entity:name:)``,
    ///   ``PresetDatabaseError/alreadyExists(entity:name:)`` for a new name that is taken,
    ///   ``PresetDatabaseError/invalidField(owner:field:problem:)``,
    ///   ``PresetDatabaseError/menuItemRuleBroken(_:)``.
    @discardableResult
    package func updateMenu(
        named name: String, newName: String? = nil, title: String? = nil, rowHeight: Double? = nil
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
            if let problem = NumberBound.size.problem(with: record.rowHeight) {
                throw PresetDatabaseError.invalidField(owner: "menu '\(name)'", field: "rowHeight", problem: problem)
            }
            if record.name != current.name { try Self.refuseTakenName(record.name, of: MenuRecord.self, in: db) }
            try db.withConstraintMessages(owner: "menu '\(record.name)'") { try record.update(db) }
            try MenuItemRule.require(in: .menu(id: record.id ?? 0), in: db)
            return UpdateOutcome(stored: try Self.storedMenu(record, in: db), isChanged: true)
        }
    }

    /// Changes the item at `position` of the menu `name` with `change`, in one transaction in
    /// which its image and preset are looked up and ``MenuItemRule`` checked. A change that
    /// leaves the item as it was writes nothing.
    /// - Throws: ``PresetDatabaseError/positionOutOfRange(menu:position:limit:)``,
    ///   ``PresetDatabaseError/notFound(entity:name:)`` for the menu or a new image or preset,
    ///   ``PresetDatabaseError/menuItemRuleBroken(_:)``, or what `change` throws.
    @discardableResult
    package func updateMenuItem(
        inMenu name: String, at position: Int, changing change: (inout MenuItemDefinition) throws -> Void
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
            try MenuItemRule.require(in: .item(menuID: menuID, position: position), in: db)
            return UpdateOutcome(stored: try Self.storedMenu(menu, in: db), isChanged: true)
        }
    }
}
