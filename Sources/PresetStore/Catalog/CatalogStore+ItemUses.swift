import GRDB

extension CatalogStore {
    /// Every menu item with its row height, image and preset kind, in menu name and position
    /// order: what the rules between menus, images and presets are checked on.
    public func menuItemUses() throws -> [MenuItemUse] {
        try read { db in try Self.menuItemUses(in: db) }
    }

    /// The uses of the items `condition` (SQL over `menu_items`, `menus`, `images`, `presets`)
    /// selects, read in one query inside the caller's transaction.
    static func menuItemUses(
        in db: Database, where condition: String = "1", arguments: StatementArguments = []
    ) throws -> [MenuItemUse] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT menus.name AS menu, menu_items.position, menu_items.title,
                    ifnull(menu_items.row_height, menus.row_height) AS row_height,
                    images.name AS image, images.uri, images.pixel_width, images.pixel_height, images.scale,
                    images.format, images.sha256, images.byte_size, presets.name AS preset, presets.kind
                FROM menu_items
                JOIN menus ON menus.id = menu_items.menu_id
                JOIN images ON images.id = menu_items.image_id
                JOIN presets ON presets.id = menu_items.preset_id
                WHERE \(condition)
                ORDER BY menus.name, menu_items.position
                """, arguments: arguments)
        return try rows.map { row in
            let imageName: String = row["image"]
            let preset: String = row["preset"]
            let image = ImageDefinition(
                name: imageName, uri: row["uri"], pixelWidth: row["pixel_width"], pixelHeight: row["pixel_height"],
                scale: row["scale"],
                format: try decodedEnum(ImageFormat.self, row["format"], field: "format", owner: "image '\(imageName)'"),
                sha256: row["sha256"], byteSize: row["byte_size"])
            return MenuItemUse(
                menuName: row["menu"], position: row["position"], title: row["title"], rowHeight: row["row_height"],
                image: image, presetName: preset,
                presetKind: try decodedEnum(PresetKind.self, row["kind"], field: "kind", owner: "preset '\(preset)'"))
        }
    }
}
