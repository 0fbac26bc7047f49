import CatalogEditing
import ParallaxEngine
import PresetStore

/// A menu's rows as a page that scrolls natively and snaps as the menu says: a scroll container
/// (`data-scroller`) the viewport's size with `scroll-snap-type: y mandatory`, and one block per
/// row (`data-row`, its height the row's) with the menu's `scroll-snap-align` and
/// `scroll-snap-stop`. The browser then settles a scroll where
/// `CatalogMenu.snapOffset(proposed:velocity:viewport:)` does (``ScrollSnap``); a menu without
/// snapping scrolls freely.
package struct MenuScrollPage {
    /// The page's title.
    package let title: String
    /// Each row's title and height, in order.
    package let rows: [(title: String, height: Double)]
    /// How the rows snap; nil: they do not.
    package let snap: ScrollSnap?
    /// The scroll container's size in CSS pixels (points).
    package let viewport: ScrollMetrics.Size

    /// A page of `rows` in a `viewport`, snapping as `snap` says.
    package init(title: String, rows: [(title: String, height: Double)], snap: ScrollSnap?, viewport: ScrollMetrics.Size) {
        self.title = title
        self.rows = rows
        self.snap = snap
        self.viewport = viewport
    }

    /// The snapping declarations: the container's, then every row's.
    package var snapCSS: (container: String, row: String) {
        guard let snap else { return ("", "") }
        return ("scroll-snap-type: y mandatory;", "scroll-snap-align: \(snap.align.rawValue); scroll-snap-stop: \(snap.stop.rawValue);")
    }

    /// The whole page: no script, no network.
    package func html() -> String {
        let css = snapCSS
        let rowMarkup = rows.enumerated().map { index, row in
            "<div data-row=\"\(index)\" class=\"row\" style=\"height: \(cssNumber(row.height))px\">\(row.title.xmlEscaped)</div>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title.xmlEscaped)</title>
            <style>
            body { margin: 0; font: 15px system-ui, sans-serif; }
            [data-scroller] { width: \(cssNumber(viewport.width))px; height: \(cssNumber(viewport.height))px; overflow-y: scroll; \
            overflow-x: hidden; scrollbar-width: none; \(css.container) }
            .row { box-sizing: border-box; margin: 0; padding: 12px 16px; border-bottom: 1px solid #d0d7de; \(css.row) }
            .row:nth-child(odd) { background: #f6f8fa; }
            </style>
            </head>
            <body>
            <div data-scroller>
            \(rowMarkup)
            </div>
            </body>
            </html>

            """
    }
}

extension CatalogEditor {
    /// The menu named `name` as a ``MenuScrollPage`` in `viewport`.
    /// - Throws: ``CatalogError`` — not found.
    package func menuScrollPage(named name: String, viewport: ScrollMetrics.Size) throws -> MenuScrollPage {
        let menu = try self.menu(named: name).definition
        return MenuScrollPage(
            title: menu.title, rows: menu.items.map { ($0.title, $0.rowHeight(inMenuOf: menu.rowHeight)) },
            snap: menu.snap?.scrollSnap, viewport: viewport)
    }
}
