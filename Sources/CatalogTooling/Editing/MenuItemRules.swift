@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// A menu item together with what the image rule needs: its row height, image and preset kind.
struct MenuItemUse {
    let menuName: String
    let position: Int
    let title: String
    let rowHeight: Double
    var image: ImageDefinition
    let presetName: String
    var presetKind: PresetKind
}

/// The rule between a menu item's image and its preset: a cell-background image scrolls
/// through `imageHeight − rowHeight` points of travel, and docs/DESIGN.md's guideline is an image at
/// least twice the row height (a 100 pt row wants an image of at least 200 pt).
enum MenuItemRules {
    /// The smallest image height, as a multiple of the row height, a cell-background row accepts.
    static let minimumImageToRowRatio = 2.0

    /// The problem with `use`, if any, as one line naming the image and the preset.
    static func problem(with use: MenuItemUse) -> String? {
        guard use.presetKind == .cellBackground else { return nil }
        let needed = minimumImageToRowRatio * use.rowHeight
        guard use.image.pointHeight < needed else { return nil }
        return "image '\(use.image.name)' is "
            + "\(points(use.image.pointHeight)) pt tall; cell-background preset '\(use.presetName)' needs at least "
            + "\(points(needed)) pt (2 × the \(points(use.rowHeight)) pt row)"
    }

    /// Throws the first problem among `uses`, with the preset kind replaced by `presetKind` when given.
    static func check(_ uses: [MenuItemUse], presetKind: PresetKind? = nil, image: ImageDefinition? = nil) throws {
        for var use in uses {
            if let presetKind { use.presetKind = presetKind }
            if let image { use.image = image }
            if let problem = problem(with: use) {
                throw CatalogError(.invalidData, "menu '\(use.menuName)' item \(use.position) ('\(messageText(use.title))'): " + problem)
            }
        }
    }

    /// A length in a message: 2 decimals (`133.33`), enough to tell two lengths apart.
    private static func points(_ value: Double) -> String {
        JSONNumberFormat.messageNumber(value, decimals: 2)
    }
}

extension CatalogEditor {
    /// Every item of every menu, resolved for the image rule.
    func allItemUses() throws -> [MenuItemUse] {
        try CatalogError.translatingStoreErrors {
            var images: [String: ImageDefinition] = [:]
            var kinds: [String: PresetKind] = [:]
            var uses: [MenuItemUse] = []
            for menu in try store.menus() {
                for (position, item) in menu.definition.items.enumerated() {
                    if images[item.image] == nil { images[item.image] = try store.image(named: item.image).definition }
                    if kinds[item.preset] == nil { kinds[item.preset] = try store.preset(named: item.preset).definition.kind }
                    uses.append(
                        MenuItemUse(
                            menuName: menu.definition.name, position: position, title: item.title,
                            rowHeight: menu.definition.rowHeight, image: images[item.image]!,
                            presetName: item.preset, presetKind: kinds[item.preset]!))
                }
            }
            return uses
        }
    }

    /// The menu items that use the preset named `name`.
    func itemUses(ofPreset name: String) throws -> [MenuItemUse] {
        try allItemUses().filter { $0.presetName == name }
    }

    /// The menu items that show the image named `name`.
    func itemUses(ofImage name: String) throws -> [MenuItemUse] {
        try allItemUses().filter { $0.image.name == name }
    }
}
