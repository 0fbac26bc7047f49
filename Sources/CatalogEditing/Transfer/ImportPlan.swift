import ParallaxEngine
import PresetCatalog
import PresetStore

/// The checks an import passes before anything is written, and whether it replaces entries.
struct ImportPlan {
    /// Whether some entries have names the catalog already holds (allowed only when replacing).
    let replaces: Bool

    /// Checks `document` against itself and `catalog`; error messages start with `source`.
    /// With `presetsValidated`, the presets have been validated already (read from text by
    /// ``DefinitionText/content(from:source:)``, which checks every one).
    init(document: CatalogDocument, catalog: CatalogEditor, source: String, replacing: Bool, presetsValidated: Bool = false) throws {
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
        for (list, problems) in [
            ("images", document.images.map { $0.boundProblems() }), ("menus", document.menus.map { $0.boundProblems() }),
        ] {
            if let (index, problem) = problems.enumerated().lazy.compactMap({ index, problems in problems.first.map { (index, $0) } }).first
            {
                throw fail(FieldPath.root.member(list).element(index).member(problem.path), problem.message)
            }
        }
        let validator = DefinitionValidator(parsingCurves: Easing.init(parsingWithHint:))
        for (index, preset) in document.presets.enumerated() where !presetsValidated {
            do {
                try validator.validate(preset, at: FieldPath.root.member("presets").element(index))
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
                        "already exists in the catalog (use import --replace to replace it)")
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

    /// Every menu item of the document must name an image and a preset of the file or the
    /// catalog, so a mistake is named by its place in the file. The store looks them up again,
    /// and checks the cell-background image rule for every item, in the transaction that writes.
    private static func checkMenuItems(
        document: CatalogDocument, catalog: CatalogEditor, source: String, fail: (FieldPath, String) -> CatalogError
    ) throws {
        let images = Set(document.images.map(\.name))
        let presets = Set(document.presets.map(\.name))
        for (menuIndex, menu) in document.menus.enumerated() {
            for (position, item) in menu.items.enumerated() {
                let path = FieldPath.root.member("menus").element(menuIndex).member("items").element(position)
                guard try images.contains(item.image) || catalog.contains(.image, named: item.image) else {
                    throw fail(path.member("image"), "no image '\(messageText(item.image))' in the file or the catalog")
                }
                guard try presets.contains(item.preset) || catalog.contains(.preset, named: item.preset) else {
                    throw fail(path.member("preset"), "no preset '\(messageText(item.preset))' in the file or the catalog")
                }
            }
        }
    }
}
