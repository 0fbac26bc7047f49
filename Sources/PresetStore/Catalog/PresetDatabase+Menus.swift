import GRDB
import ParallaxEngine

/// A menu as stored: its definition (items in position order) plus its row id.
package struct StoredMenu: Hashable, Sendable {
    /// The row id.
    package let id: Int64
    /// The menu's definition; `definition.items[i]` is at position `i`.
    package let definition: MenuDefinition
}

extension PresetDatabase {
    /// Creates a menu with its items (which name existing images and presets).
    /// - Throws: ``PresetDatabaseError/alreadyExists(entity:name:)``, ``PresetDatabaseError/notFound(entity:name:)``
    ///   for an item's image or preset, ``PresetDatabaseError/menuItemRuleBroken(_:)``, or
    ///   ``PresetDatabaseError/invalidField(owner:field:problem:)``.
    @discardableResult
    package func createMenu(_ definition: MenuDefinition) throws -> StoredMenu {
        try write { db in
            let menu = try Self.insertMenu(definition, in: db)
            try MenuItemRule.require(in: .menu(id: menu.id), in: db)
            return menu
        }
    }

    /// The menu named `name`, items in position order. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func menu(named name: String) throws -> StoredMenu {
        try read { db in try Self.storedMenu(Self.record(MenuRecord.self, named: name, in: db), in: db) }
    }

    /// The menu with row id `id`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func menu(id: Int64) throws -> StoredMenu {
        try read { db in try Self.storedMenu(Self.record(MenuRecord.self, id: id, in: db), in: db) }
    }

    /// Menus whose names start with `prefix`, in name order, paged by `limit` and `offset`.
    package func menus(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> [StoredMenu] {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in try Self.records(MenuRecord.self, in: page, in: db).map { try Self.storedMenu($0, in: db) } }
    }

    /// Replaces the menu named `name` and all its items (renaming it when `definition.name`
    /// differs); a definition equal to the current one writes nothing.
    @discardableResult
    package func updateMenu(named name: String, to definition: MenuDefinition) throws -> UpdateOutcome<StoredMenu> {
        try write { db in
            let outcome = try Self.replaceMenu(named: name, with: definition, in: db)
            if outcome.isChanged { try MenuItemRule.require(in: .menu(id: outcome.stored.id), in: db) }
            return outcome
        }
    }

    static func replaceMenu(named name: String, with definition: MenuDefinition, in db: Database) throws -> UpdateOutcome<StoredMenu> {
        var record = try Self.record(MenuRecord.self, named: name, in: db)
        let current = try storedMenu(record, in: db)
        guard current.definition != definition else { return UpdateOutcome(stored: current, isChanged: false) }
        try TextFieldRules.refuse(in: [("name", definition.name), ("title", definition.title)], owner: "menu '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems(), owner: "menu '\(definition.name)'")
        if definition.name != name { try refuseTakenName(definition.name, of: MenuRecord.self, in: db) }
        record.name = definition.name
        record.title = definition.title
        record.rowHeight = definition.rowHeight
        (record.snapAlign, record.snapStop) = (definition.snap?.align.rawValue, definition.snap?.stop?.rawValue)
        try db.withConstraintMessages(owner: "menu '\(definition.name)'") { try record.update(db) }
        try db.execute(sql: "DELETE FROM menu_items WHERE menu_id = ?", arguments: [record.id])
        try insertItems(definition.items, menuID: record.id ?? 0, menuName: definition.name, firstPosition: 0, in: db)
        return UpdateOutcome(stored: try storedMenu(record, in: db), isChanged: true)
    }

    /// Deletes the menu named `name` and its items.
    package func deleteMenu(named name: String) throws {
        try write { db in try Self.deleteRecord(MenuRecord.self, named: name, in: db) }
    }

    /// Copies the menu named `name`, items included, to a new menu `newName`.
    @discardableResult
    package func copyMenu(named name: String, to newName: String) throws -> StoredMenu {
        try write { db in
            var definition = try Self.storedMenu(Self.record(MenuRecord.self, named: name, in: db), in: db).definition
            definition.name = newName
            let menu = try Self.insertMenu(definition, in: db)
            try MenuItemRule.require(in: .menu(id: menu.id), in: db)
            return menu
        }
    }

    /// Inserts `item` at `position` (appends when nil), shifting the items at and after it down.
    /// Its image and preset are looked up, and ``MenuItemRule`` checked, in the transaction that
    /// writes it.
    /// - Throws: ``PresetDatabaseError/positionOutOfRange(menu:position:limit:)`` unless `0...count`;
    ///   ``PresetDatabaseError/notFound(entity:name:)``; ``PresetDatabaseError/menuItemRuleBroken(_:)``.
    @discardableResult
    package func addMenuItem(_ item: MenuItemDefinition, toMenu name: String, at position: Int? = nil) throws -> StoredMenu {
        try write { db in
            let menu = try Self.record(MenuRecord.self, named: name, in: db)
            let menuID = menu.id ?? 0
            let count = try Self.itemCount(menuID: menuID, in: db)
            let position = position ?? count
            guard (0...count).contains(position) else {
                throw PresetDatabaseError.positionOutOfRange(menu: name, position: position, limit: count)
            }
            try BoundRules.refuseItem(inMenuOf: count, menu: name)
            try Self.shiftItems(menuID: menuID, positions: position..<count, by: 1, in: db)
            try Self.insertItems([item], menuID: menuID, menuName: name, firstPosition: position, in: db)
            try MenuItemRule.require(in: .item(menuID: menuID, position: position), in: db)
            return try Self.storedMenu(menu, in: db)
        }
    }

    /// Moves the item at `from` to `to`, shifting the items in between by one.
    @discardableResult
    package func moveMenuItem(inMenu name: String, from: Int, to: Int) throws -> StoredMenu {
        try write { db in
            let menu = try Self.record(MenuRecord.self, named: name, in: db)
            let menuID = menu.id ?? 0
            try Self.requireItem(at: from, menuID: menuID, menuName: name, in: db)
            try Self.requireItem(at: to, menuID: menuID, menuName: name, in: db)
            guard from != to else { return try Self.storedMenu(menu, in: db) }
            let parking =
                1 + (try Int.fetchOne(db, sql: "SELECT max(position) FROM menu_items WHERE menu_id = ?", arguments: [menuID]) ?? 0)
            try db.execute(
                sql: "UPDATE menu_items SET position = ? WHERE menu_id = ? AND position = ?",
                arguments: [parking, menuID, from])
            if from < to {
                try Self.shiftItems(menuID: menuID, positions: (from + 1)..<(to + 1), by: -1, in: db)
            } else {
                try Self.shiftItems(menuID: menuID, positions: to..<from, by: 1, in: db)
            }
            try db.execute(
                sql: "UPDATE menu_items SET position = ? WHERE menu_id = ? AND position = ?",
                arguments: [to, menuID, parking])
            return try Self.storedMenu(menu, in: db)
        }
    }

    /// Removes the item at `position`, shifting the items after it up by one.
    @discardableResult
    package func removeMenuItem(fromMenu name: String, at position: Int) throws -> StoredMenu {
        try write { db in
            let menu = try Self.record(MenuRecord.self, named: name, in: db)
            let menuID = menu.id ?? 0
            try Self.requireItem(at: position, menuID: menuID, menuName: name, in: db)
            let count = try Self.itemCount(menuID: menuID, in: db)
            try db.execute(sql: "DELETE FROM menu_items WHERE menu_id = ? AND position = ?", arguments: [menuID, position])
            try Self.shiftItems(menuID: menuID, positions: (position + 1)..<count, by: -1, in: db)
            return try Self.storedMenu(menu, in: db)
        }
    }

    // MARK: - Shared with import and seed

    static func insertMenu(_ definition: MenuDefinition, in db: Database) throws -> StoredMenu {
        try TextFieldRules.refuse(in: [("name", definition.name), ("title", definition.title)], owner: "menu '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems(), owner: "menu '\(definition.name)'")
        try refuseTakenName(definition.name, of: MenuRecord.self, in: db)
        var record = MenuRecord(
            id: nil, name: definition.name, title: definition.title, rowHeight: definition.rowHeight,
            snapAlign: definition.snap?.align.rawValue, snapStop: definition.snap?.stop?.rawValue)
        try db.withConstraintMessages(owner: "menu '\(definition.name)'") { try record.insert(db) }
        try insertItems(definition.items, menuID: record.id ?? 0, menuName: definition.name, firstPosition: 0, in: db)
        return try storedMenu(record, in: db)
    }

    static func insertItems(
        _ items: [MenuItemDefinition], menuID: Int64, menuName: String, firstPosition: Int, in db: Database
    ) throws {
        for (offset, item) in items.enumerated() {
            let position = firstPosition + offset
            try TextFieldRules.refuse(
                in: item.textFields.map { ("items[\(position)].\($0.field)", $0.text) }, owner: "menu '\(menuName)'")
            if let rowHeight = item.rowHeight, let problem = NumberBound.size.problem(with: rowHeight) {
                throw PresetDatabaseError.invalidField(owner: "menu '\(menuName)'", field: "items[\(position)].rowHeight", problem: problem)
            }
            let record = MenuItemRecord(
                id: nil, menuID: menuID, position: position, title: item.title, subtitle: item.subtitle,
                imageID: try Self.record(ImageRecord.self, named: item.image, in: db).id ?? 0,
                presetID: try Self.record(PresetRecord.self, named: item.preset, in: db).id ?? 0, rowHeight: item.rowHeight)
            try db.withConstraintMessages(owner: "menu '\(menuName)'", path: "items[\(position)]") { try record.insert(db) }
        }
    }

    static func storedMenu(_ record: MenuRecord, in db: Database) throws -> StoredMenu {
        let items = try Row.fetchAll(
            db,
            sql: """
                SELECT menu_items.title, menu_items.subtitle, images.name AS image, presets.name AS preset,
                    menu_items.row_height
                FROM menu_items
                JOIN images ON images.id = menu_items.image_id
                JOIN presets ON presets.id = menu_items.preset_id
                WHERE menu_items.menu_id = ? ORDER BY menu_items.position
                """, arguments: [record.id]
        ).map { row in
            MenuItemDefinition(
                title: row["title"], subtitle: row["subtitle"], image: row["image"], preset: row["preset"], rowHeight: row["row_height"])
        }
        return StoredMenu(
            id: record.id ?? 0,
            definition: MenuDefinition(
                name: record.name, title: record.title, rowHeight: record.rowHeight, items: items, snap: try snap(of: record)))
    }

    /// The menu's snapping as its row stores it.
    private static func snap(of record: MenuRecord) throws -> MenuSnap? {
        guard let align = record.snapAlign else { return nil }
        let owner = "menu '\(record.name)'"
        return MenuSnap(
            align: try decodedEnum(ScrollSnap.Alignment.self, align, field: "snap_align", owner: owner),
            stop: try record.snapStop.map { try decodedEnum(ScrollSnap.Stop.self, $0, field: "snap_stop", owner: owner) })
    }

    private static func itemCount(menuID: Int64, in db: Database) throws -> Int {
        try MenuItemRecord.filter(MenuItemRecord.Columns.menuID == menuID).fetchCount(db)
    }

    static func requireItem(at position: Int, menuID: Int64, menuName: String, in db: Database) throws {
        let count = try itemCount(menuID: menuID, in: db)
        guard (0..<count).contains(position) else {
            throw PresetDatabaseError.positionOutOfRange(menu: menuName, position: position, limit: count - 1)
        }
    }

    /// Adds `delta` to the positions in `positions`; the caller guarantees the target positions
    /// are free. UNIQUE(menu_id, position) is checked row by row, in whatever order SQLite
    /// updates them, so no intermediate state may repeat a position: the rows are first parked
    /// `parking` above where they are, which puts every parked row above both every position in
    /// use and every target position, then moved down onto their targets. Parked rows sit above
    /// every target, and targets are free, so neither step can meet a row it collides with.
    private static func shiftItems(menuID: Int64, positions: Range<Int>, by delta: Int, in db: Database) throws {
        guard !positions.isEmpty else { return }
        let highest = try Int.fetchOne(db, sql: "SELECT max(position) FROM menu_items WHERE menu_id = ?", arguments: [menuID]) ?? 0
        // lower + parking > highest + max(delta, 0) ≥ positions.upperBound - 1 + delta, the highest target.
        let parking = highest + 1 + Swift.max(delta, 0)
        try db.execute(
            sql: """
                UPDATE menu_items SET position = position + ? WHERE menu_id = ? AND position >= ? AND position < ?
                """, arguments: [parking, menuID, positions.lowerBound, positions.upperBound])
        try db.execute(
            sql: """
                UPDATE menu_items SET position = position - ? WHERE menu_id = ? AND position >= ? AND position < ?
                """, arguments: [parking - delta, menuID, positions.lowerBound + parking, positions.upperBound + parking])
    }
}
