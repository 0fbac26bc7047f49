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
        let animator: Animator
        let reducedMotion: ReducedMotionFilter?
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
    /// The menu named `name` with the viewport and offsets `settings` give; each row is as high
    /// as `settings.rowHeight` when given, else its item's own height, else the menu's.
    func menuSubject(named name: String, settings: PreviewSettings) throws -> MenuPreviewSubject {
        try settings.validate()
        let ignored = [("--item-frame", settings.itemFrame != nil), ("--image", settings.imageName != nil)].filter(\.1).map(\.0)
        guard ignored.isEmpty else {
            throw CatalogError(
                .usage,
                "\(ignored.joined(separator: " and ")) \(ignored.count == 1 ? "does" : "do") not apply to menu '\(messageText(name))': "
                    + "its rows are laid out from the menu, each with its own image (--row-height and --viewport do apply)")
        }
        let menu = try self.menu(named: name).definition
        let heights = menu.items.map { settings.rowHeight ?? $0.rowHeight ?? menu.rowHeight }
        let layout = MenuLayout(rowHeights: heights, viewportHeight: settings.viewport.height)
        let rows = try zip(menu.items, heights).map { item, rowHeight in
            let image = try self.image(named: item.image).definition
            let restingGeometry = ReducedMotionFilter.restingGeometry(
                viewport: settings.viewport.scrollSize, axis: .vertical, itemLength: rowHeight)
            var context = try previewContext(settings, rowHeight: rowHeight)
            context.imageHeight = image.pointHeight
            context.imageWidth = image.pointWidth
            let animator = try animator(named: item.preset, context: context)
            let filter =
                try settings.reducedMotion
                ? ReducedMotionFilter(
                    policy: preset(named: item.preset).definition.reducedMotion, animator: animator, restingGeometry: restingGeometry)
                : nil
            return MenuPreviewSubject.Row(
                title: item.title, image: image, presetName: item.preset, animator: animator, reducedMotion: filter)
        }
        return MenuPreviewSubject(
            menu: menu, layout: layout, viewport: settings.viewport, rows: rows,
            sweep: settings.offsets ?? MenuPreview.defaultSweep(layout: layout, step: (settings.rowHeight ?? menu.rowHeight) / 2),
            sweepIsDefault: settings.offsets == nil)
    }
}
