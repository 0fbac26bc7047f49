@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// The checks an import passes before anything is written, and whether it replaces entries.
struct ImportPlan {
    /// Whether some entries have names the catalog already holds (allowed only when replacing).
    let replaces: Bool

    /// Checks `document` against itself and `catalog`; error messages start with `source`.
    init(document: CatalogDocument, catalog: CatalogEditor, source: String, replacing: Bool) throws {
        let fail = { (path: FieldPath, problem: String) in
            CatalogError(.invalidData, "\(source): " + EntryLabel.prefix(forPath: path.description, in: document) + path.message(problem))
        }
        let lists: [(list: String, kind: CatalogEntryKind, names: [String])] = [
            ("images", .image, document.images.map(\.name)),
            ("presets", .preset, document.presets.map(\.name)),
            ("menus", .menu, document.menus.map(\.name)),
        ]
        for (list, _, names) in lists {
            try Self.requireUniqueNames(names, list: list, fail: fail)
        }
        for (index, preset) in document.presets.enumerated() {
            do {
                try DefinitionCompiler.validate(preset, at: FieldPath.root.member("presets").element(index))
            } catch let error as CatalogError {
                throw CatalogError(error.kind, "\(source): preset '\(messageText(preset.name))': " + error.message)
            }
        }
        var replaces = false
        for (list, kind, names) in lists {
            let existing = try CatalogError.translatingStoreErrors { try catalog.store.existingNames(among: names, of: kind) }
            for (index, name) in names.enumerated() where existing.contains(name) {
                guard replacing else {
                    throw fail(
                        FieldPath.root.member(list).element(index).member("name"),
                        "already exists in the catalog (import with replace to overwrite it)")
                }
                replaces = true
            }
        }
        self.replaces = replaces
        try Self.checkMenuItems(document: document, catalog: catalog, source: source, fail: fail)
    }

    private static func requireUniqueNames(_ names: [String], list: String, fail: (FieldPath, String) -> CatalogError) throws {
        var seen: Set<String> = []
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            throw fail(FieldPath.root.member(list).element(index).member("name"), "appears more than once")
        }
    }

    /// Every menu item after the import must name an existing image and preset and satisfy the
    /// cell-background image rule: the document's menus, and the catalog's other menus whose
    /// images or presets the document replaces.
    private static func checkMenuItems(
        document: CatalogDocument, catalog: CatalogEditor, source: String, fail: (FieldPath, String) -> CatalogError
    ) throws {
        let images = Dictionary(uniqueKeysWithValues: document.images.map { ($0.name, $0) })
        let kinds = Dictionary(uniqueKeysWithValues: document.presets.map { ($0.name, $0.kind) })
        for (menuIndex, menu) in document.menus.enumerated() {
            for (position, item) in menu.items.enumerated() {
                let path = FieldPath.root.member("menus").element(menuIndex).member("items").element(position)
                guard let image = try images[item.image] ?? catalog.image(ifExists: item.image) else {
                    throw fail(path.member("image"), "no image '\(messageText(item.image))' in the file or the catalog")
                }
                guard let kind = try kinds[item.preset] ?? catalog.presetSummary(ifExists: item.preset)?.kind else {
                    throw fail(path.member("preset"), "no preset '\(messageText(item.preset))' in the file or the catalog")
                }
                let use = MenuItemUse(
                    menuName: menu.name, position: position, title: item.title, rowHeight: item.rowHeight ?? menu.rowHeight,
                    image: image, presetName: item.preset, presetKind: kind)
                if let problem = MenuItemRules.problem(with: use) { throw fail(path, problem) }
            }
        }
        let importedMenus = Set(document.menus.map(\.name))
        for var use in try catalog.allItemUses() where !importedMenus.contains(use.menuName) {
            use.image = images[use.image.name] ?? use.image
            use.presetKind = kinds[use.presetName] ?? use.presetKind
            if let problem = MenuItemRules.problem(with: use) {
                throw CatalogError(.invalidData, "\(source): menu '\(use.menuName)' item \(use.position) would break: \(problem)")
            }
        }
    }
}
