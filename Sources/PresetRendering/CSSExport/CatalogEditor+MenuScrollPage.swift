import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// The menu named `name` as a ``MenuScrollPage`` in `viewport`: each row drawn as the preview
    /// draws it (its image embedded under the preview page's rules, its caption) and moving as
    /// its preset's CSS export says, snapping as the menu says. A preset on the item's own view
    /// timeline is exported once for every row of its height (laid out with the row just below
    /// the fold, where its whole timeline is reached: each row's view timeline follows that row);
    /// one on the scroll position is exported where the row sits, scoped to `PRESET-rowN` when
    /// another row's export of it differs. A row whose preset CSS cannot show (a `velocity` timeline, a channel CSS
    /// lacks) stays still, its smoothing is left out, and the page says so in a comment. With
    /// `fallback` `.script` the page also runs the fallback script, which moves the rows where
    /// the browser lacks scroll-driven animations.
    /// - Throws: ``CatalogError`` — not found; invalid data for a row the preview refuses.
    package func menuScrollPage(
        named name: String, viewport: ScrollMetrics.Size, fallback: CSSExportFallback = .none
    ) throws -> MenuScrollPage {
        let menu = try self.menu(named: name).definition
        let subject = try menuSubject(
            named: name, settings: PreviewSettings(viewport: ViewportSize(width: viewport.width, height: viewport.height)))
        let heights = subject.layout.rowHeights
        var page = MenuScrollPage(
            title: menu.title, rows: zip(subject.rows, heights).map { ($0.title, $1) }, snap: menu.snap?.scrollSnap,
            viewport: viewport)
        let offsets = 0...max(0, heights.reduce(0, +) - viewport.height)
        var stylesheets: [(scope: String, css: String)] = []
        var scopes: [String?] = []
        var elements: [PreviewElement] = []
        let images = sceneImages
        for (position, row) in subject.rows.enumerated() {
            let number = position + 1
            let definition = try preset(named: row.presetName).definition
            let motion = MotionMembers(of: definition)
            var animatorDefinition = try DefinitionCompiler.animatorDefinition(for: definition)
            animatorDefinition.smoothing = nil
            let layout: CSSExportLayout
            switch animatorDefinition.timeline {
            case .view, .viewportCenter:
                // The item's own view timeline: the same for a row anywhere, so the export is
                // laid out where the whole timeline is reached (the row just below the fold).
                layout = CSSExportLayout(
                    viewport: viewport, axis: .vertical, itemOrigin: viewport.height, itemLength: heights[position],
                    offsets: 0...(viewport.height + heights[position]))
            default:
                layout = CSSExportLayout(
                    viewport: viewport, axis: .vertical, itemOrigin: subject.layout.contentTop(ofRow: position),
                    itemLength: heights[position], offsets: offsets)
            }
            func export(scopedTo scope: String) throws -> CSSExport {
                try CSSExport(
                    name: scope, definition: animatorDefinition, context: row.context.values, layout: layout,
                    underlying: row.previewed.underlying, reachableOnly: true, reducedMotion: definition.reducedMotion,
                    fallback: fallback)
            }
            let about = "row \(number) (\(row.title), preset \(row.presetName))"
            do {
                if case .velocity = definition.timeline {
                    throw CSSExportError(preset: row.presetName, kind: .unsupported, problem: "its timeline is timeline.velocity")
                }
                var exported = try export(scopedTo: row.presetName)
                if let shared = stylesheets.first(where: { $0.scope == row.presetName }), shared.css != exported.css {
                    exported = try export(scopedTo: "\(row.presetName)-row\(number)")
                }
                if !stylesheets.contains(where: { $0.scope == exported.name }) { stylesheets.append((exported.name, exported.css)) }
                scopes.append(exported.name)
                for member in motion.members where member.field == "smoothing" {
                    page.notes.append("\(about): left out \(member.field) (\(member.text)): CSS cannot express it")
                }
            } catch let error as CSSExportError {
                page.notes.append("\(about) stays still: \(error.problem)")
                scopes.append(nil)
            }
            let layers = SceneLayers(
                width: viewport.width, height: heights[position], title: row.title,
                background: (images.preview(of: row.image), row.image.pointHeight),
                picture: { target, width, height in images.placeholder(named: target, width: width, height: height) }
            ).layers(SweepValues(row.previewed, geometries: [subject.geometry(ofRow: position, at: 0)]))
            elements.append(
                PreviewElement(
                    name: "row\(position)", caption: row.title,
                    frame: PreviewRect(x: 0, y: 0, width: viewport.width, height: heights[position]), style: .row, layers: layers))
        }
        let embedded = PageImages(catalogFolder: folder, ownFiles: OwnedFiles(catalogPath: path)).embedding(in: elements).elements
        page.animatedRows = zip(scopes, embedded).map { scope, element in
            scope.map { MenuScrollPage.AnimatedRow(scope: $0, markup: CSSExportLook(element: element, axis: .vertical).markup) }
        }
        if page.animatedRows.contains(where: { $0 != nil }) {
            page.stylesheet = CSSExportLook.style + "\n" + stylesheets.map(\.css).joined()
            page.fallback = fallback
        }
        return page
    }
}
