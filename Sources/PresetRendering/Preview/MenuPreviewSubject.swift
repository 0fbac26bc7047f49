import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

/// A menu made ready to preview: its rows laid out, each with its image, its preset compiled for
/// the row's context and, with `--reduced-motion`, the preset's reduced-motion filter.
struct MenuPreviewSubject {
    /// One row of the menu.
    struct Row {
        let title: String
        let image: ImageDefinition
        let presetName: String
        let previewed: PreviewedAnimator
        /// The values the row's preset was compiled for (the row's height, its image's size).
        let context: PresetContext
    }

    let menu: MenuDefinition
    let layout: MenuLayout
    let viewport: ViewportSize
    let rows: [Row]
    let sweep: OffsetSweep
    /// Whether `sweep` is the menu's default (not given by the caller).
    let sweepIsDefault: Bool

    /// The scroll geometry of row `position` at content offset `offset`.
    func geometry(ofRow position: Int, at offset: Double) -> ScrollMetrics {
        PresetPreview.geometry(
            axis: .vertical, viewport: viewport,
            itemFrame: ItemFrame(origin: layout.contentTop(ofRow: position), length: layout.rowHeights[position]), offset: offset)
    }
}

extension CatalogEditor {
    /// The menu named `name` with the row height, viewport and offsets `settings` give. Each
    /// row is its item's own height, else the menu's; `settings.rowHeight` overrides both.
    /// - Throws: ``CatalogError`` — invalid argument for a trajectory, an item frame or an image
    ///   (a menu is previewed over offsets, its rows laid out from the menu).
    func menuSubject(named name: String, settings: PreviewSettings) throws -> MenuPreviewSubject {
        try settings.validate()
        if settings.trajectory != nil {
            throw CatalogError(
                .invalidArgument, "a trajectory previews a preset, and '\(messageText(name))' is a menu", input: "trajectory")
        }
        let ignored = [("an item frame", "itemFrame", settings.itemFrame != nil), ("an image", "image", settings.imageName != nil)]
            .filter(\.2)
        guard ignored.isEmpty else {
            throw CatalogError(
                .invalidArgument,
                "\(ignored.map(\.0).joined(separator: " and ")) \(ignored.count == 1 ? "does" : "do") not apply to menu "
                    + "'\(messageText(name))': its rows are laid out from the menu, each with its own image "
                    + "(the row height and the viewport do apply)",
                input: ignored[0].1)
        }
        let menu = try self.menu(named: name).definition
        if let problem = menu.boundProblems().first {
            throw CatalogError(.invalidData, "menu '\(messageText(name))': \(problem.path) \(problem.message)")
        }
        var presets: [String: PresetDefinition] = [:]
        for presetName in Set(menu.items.map(\.preset)).sorted() {
            let definition = try preset(named: presetName).definition
            try Self.requireStoredBounds(definition)
            presets[presetName] = definition
        }
        var images: [String: ImageDefinition] = [:]
        for imageName in Set(menu.items.map(\.image)).sorted() { images[imageName] = try storedImage(named: imageName) }
        try settings.requireVariablesRead(by: presets.keys.sorted().compactMap { presets[$0] })
        let layout = MenuLayout(
            rowHeight: settings.rowHeight ?? menu.rowHeight,
            ownRowHeights: menu.items.map { settings.rowHeight == nil ? $0.rowHeight : nil },
            viewportHeight: settings.viewport.height)
        let rows = try zip(menu.items, layout.rowHeights).map { item, rowHeight in
            let restingGeometry = ReducedMotionFilter.restingGeometry(
                viewport: settings.viewport.scrollSize, axis: .vertical, itemLength: rowHeight)
            let image = try images[item.image] ?? storedImage(named: item.image)
            var context = try previewContext(settings, rowHeight: rowHeight)
            context.imageHeight = image.pointHeight
            context.imageWidth = image.pointWidth
            let animator = try animator(named: item.preset, context: context)
            let underlying = try settings.underlying.underlyingValues(
                for: animator, scope: "preset '\(item.preset)' (row '\(messageText(item.title))')")
            let filter =
                try settings.reducedMotion
                ? ReducedMotionFilter(
                    policy: (presets[item.preset] ?? preset(named: item.preset).definition).reducedMotion, animator: animator,
                    restingGeometry: restingGeometry, underlying: underlying)
                : nil
            return MenuPreviewSubject.Row(
                title: item.title, image: image, presetName: item.preset,
                previewed: PreviewedAnimator(animator: animator, underlying: underlying, reducedMotion: filter), context: context)
        }
        try settings.underlying.requireRead(by: rows.map(\.previewed.animator), scope: "menu '\(menu.name)'")
        return MenuPreviewSubject(
            menu: menu, layout: layout, viewport: settings.viewport, rows: rows,
            sweep: settings.offsets ?? MenuPreview.defaultSweep(layout: layout),
            sweepIsDefault: settings.offsets == nil)
    }
}
