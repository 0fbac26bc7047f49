import PresetStore

extension PresetLibrary {
    /// The menu type ``menu(named:)`` returns: ``CatalogMenu``, which is not named `Menu` at top
    /// level because SwiftUI declares `Menu` and an app imports both. Inside `PresetLibrary` the
    /// short name is free, so `PresetLibrary.Menu` reads as the catalog says.
    public typealias Menu = CatalogMenu

    /// The menu named `name`: its rows in position order, each with its title, subtitle,
    /// preset's name, row height (its own, else the menu's) and image.
    /// - Throws: ``CatalogError`` — not found when the catalog has no such menu.
    public func menu(named name: String) throws -> Menu {
        try CatalogError.translatingStoreErrors {
            let menu = try store.menu(named: name).definition
            var images: [String: ImageAsset] = [:]
            let items = try menu.items.map { item in
                let image = try images[item.image] ?? ImageAsset(store.image(named: item.image).definition)
                images[item.image] = image
                return MenuItem(
                    title: item.title, subtitle: item.subtitle, preset: item.preset,
                    rowHeight: item.rowHeight(inMenuOf: menu.rowHeight), image: image)
            }
            return CatalogMenu(
                name: menu.name, title: menu.title, rowHeight: menu.rowHeight, items: items, snap: menu.snap?.scrollSnap)
        }
    }

    /// The image named `name`.
    /// - Throws: ``CatalogError`` — not found when the catalog has no such image.
    public func image(named name: String) throws -> ImageAsset {
        try CatalogError.translatingStoreErrors { ImageAsset(try store.image(named: name).definition) }
    }

    /// The names of the catalog's menus, in name order.
    /// - Throws: ``CatalogError`` when the catalog cannot be read.
    public var menuNames: [String] {
        get throws { try CatalogError.translatingStoreErrors { try store.names(of: .menu) } }
    }

    /// The names of the catalog's presets, in name order.
    /// - Throws: ``CatalogError`` when the catalog cannot be read.
    public var presetNames: [String] {
        get throws { try CatalogError.translatingStoreErrors { try store.names(of: .preset) } }
    }
}
