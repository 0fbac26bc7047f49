import CatalogEditing
import ParallaxEngine
import PresetStore

/// A menu's rows as a page that scrolls natively and snaps as the menu says: a scroll container
/// (`data-scroller`) the viewport's size with `scroll-snap-type: y mandatory`, and one block per
/// row (`data-row`, its height the row's) with the menu's `scroll-snap-align` and
/// `scroll-snap-stop`. The browser then settles a scroll where
/// `CatalogMenu.snapOffset(proposed:velocity:viewport:)` does (``ScrollSnap``); a menu without
/// snapping scrolls freely.
///
/// A row given an ``AnimatedRow`` is drawn as the preview draws it (its image, its caption) and
/// moves as its preset's CSS export says: the row carries `data-preset`, its layers are the
/// export's `[data-target]` elements, and ``stylesheet`` holds the exports. Otherwise a row is its
/// title as text.
package struct MenuScrollPage {
    /// A row that moves: the name its stylesheet is scoped to and the row's drawn layers.
    package struct AnimatedRow: Sendable {
        package let scope: String
        package let markup: String
    }

    /// The page's title.
    package let title: String
    /// Each row's title and height, in order.
    package let rows: [(title: String, height: Double)]
    /// How the rows snap; nil: they do not.
    package let snap: ScrollSnap?
    /// The scroll container's size in CSS pixels (points).
    package let viewport: ScrollMetrics.Size
    /// For each row, how it moves; none (the default), or nil for a row: it is still.
    package var animatedRows: [AnimatedRow?] = []
    /// The rows' stylesheets (their presets' CSS exports) and the rules drawing them.
    package var stylesheet = ""
    /// Comments the page carries: the rows that stay still and why.
    package var notes: [String] = []
    /// What the page runs where the browser lacks scroll-driven animations (the fallback
    /// script, for rows that move).
    package var fallback = CSSExportFallback.none

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

    /// The rows, one block each, as the page's scroll container holds them.
    package var rowsMarkup: String {
        rows.enumerated().map { index, row in
            let height = "height: \(cssNumber(row.height))px"
            guard index < animatedRows.count, let animated = animatedRows[index] else {
                return "<div data-row=\"\(index)\" class=\"row\" style=\"\(height)\">\(row.title.xmlEscaped)</div>"
            }
            return "<div data-row=\"\(index)\" data-preset=\"\(animated.scope.xmlEscaped)\" class=\"row animated\" style=\"\(height)\">"
                + animated.markup + "</div>"
        }.joined(separator: "\n")
    }

    /// The rules for the rows (`.row`, snapping as the menu says) and their stylesheets.
    package var rowsStyle: String {
        """
        .row { box-sizing: border-box; margin: 0; padding: 12px 16px; border-bottom: 1px solid #d0d7de; \(snapCSS.row) }
        .row:nth-child(odd) { background: #f6f8fa; }
        .row.animated { position: relative; padding: 0; border: 0; overflow: clip; background: #2d333b; }
        \(stylesheet)
        """
    }

    /// The whole page: no network, no script but ``fallback``'s.
    package func html() -> String {
        let comments = notes.map { "<!-- \($0.replacingAll("--", with: "- -").xmlEscaped) -->\n" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title.xmlEscaped)</title>
            <style>
            body { margin: 0; font: 15px system-ui, sans-serif; }
            [data-scroller] { width: \(cssNumber(viewport.width))px; height: \(cssNumber(viewport.height))px; overflow-y: scroll; \
            overflow-x: hidden; scrollbar-width: none; \(snapCSS.container) }
            \(rowsStyle)</style>
            </head>
            <body>
            \(comments)<div data-scroller>
            \(rowsMarkup)
            </div>
            \(fallback.scriptElement)</body>
            </html>

            """
    }
}
