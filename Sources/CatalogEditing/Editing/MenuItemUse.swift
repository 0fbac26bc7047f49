import PresetCatalog
import PresetStore

/// A menu item with what checking and previewing it needs: its row height (its own, else the
/// menu's), its image and its preset's name.
struct MenuItemUse {
    let menuName: String
    let position: Int
    let title: String
    let rowHeight: Double
    let image: ImageDefinition
    let presetName: String
}

extension CatalogEditor {
    /// Every item of every menu, with its image.
    func allItemUses() throws -> [MenuItemUse] {
        try CatalogError.translatingStoreErrors {
            var images: [String: ImageDefinition] = [:]
            var uses: [MenuItemUse] = []
            for menu in try store.menus() {
                for (position, item) in menu.definition.items.enumerated() {
                    let image = try images[item.image] ?? store.image(named: item.image).definition
                    images[item.image] = image
                    uses.append(
                        MenuItemUse(
                            menuName: menu.definition.name, position: position, title: item.title,
                            rowHeight: item.rowHeight(inMenuOf: menu.definition.rowHeight), image: image,
                            presetName: item.preset))
                }
            }
            return uses
        }
    }

    /// The menu items that show the image named `name`.
    func itemUses(ofImage name: String) throws -> [MenuItemUse] {
        try allItemUses().filter { $0.image.name == name }
    }
}
