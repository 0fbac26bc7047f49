@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// The rule between a menu item's image and its preset: a cell-background image scrolls
/// through `imageHeight − rowHeight` points of travel, and docs/DESIGN.md's guideline is an image at
/// least twice the row height (a 100 pt row wants an image of at least 200 pt). The row height is
/// the item's own when it has one, else its menu's.
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
        try withStore { try $0.menuItemUses() }
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
