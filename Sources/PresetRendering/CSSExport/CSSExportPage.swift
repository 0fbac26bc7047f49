import ParallaxEngine
import PresetStore

/// The exported page: the demo first, at the page's top (a scroll container the viewport's
/// size, `data-scroller`, its scroll bar hidden so the viewport keeps its size, in a device-like
/// frame; content as long as the layout says, `data-content`, ruled every 100 px so scrolling
/// shows; the item at its frame, `data-item`, `data-preset="NAME"` (what the stylesheet is scoped to) and
/// `data-testid="previewed-item"`, with one element
/// per target filling it, `data-target`, each a coloured box with its name), then beside it (below
/// it in a narrow window) a short heading saying what runs and how and the stylesheet itself. In
/// a window narrower than the frame and its margins (a phone) the frame's bezel and margins go,
/// so the container is the window's width and starts at its top. The page is never scaled: the
/// container keeps the viewport's size in CSS pixels, which measurements of it rely on. The container opens scrolled to the start of the effect, the item in view (``EffectStart``;
/// CSS `scroll-initial-target` on a marker at that offset, `data-initial-offset`); nothing but CSS moves anything, and the page
/// has no script, unless it carries the fallback script (``fallback``) for browsers without scroll-driven animations.
struct CSSExportPage {
    let name: String
    let layout: CSSExportLayout
    let targets: [String]
    let css: String
    /// The offset the page opens at (``EffectStart``).
    let initialOffset: Double
    /// The item drawn as the preview draws it, when the page is given that; else every target
    /// is a coloured box with its name.
    var look: CSSExportLook? = nil
    /// What the page runs where the browser lacks scroll-driven animations.
    var fallback = CSSExportFallback.none

    /// The stylesheet as the page lists it: each line escaped for HTML (the escaping shows a
    /// line break as `\u000a`, so lines are escaped one by one).
    var stylesheetListing: String {
        css.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).xmlEscaped }
            .joined(separator: "\n")
    }

    var text: String {
        let vertical = layout.axis == .vertical
        let (width, height) = (cssLength(layout.viewport.width), cssLength(layout.viewport.height))
        let content = cssLength(layout.contentLength)
        let (itemLeft, itemTop) = vertical ? ("0px", cssLength(layout.itemOrigin)) : (cssLength(layout.itemOrigin), "0px")
        let (itemWidth, itemHeight) = vertical ? (width, cssLength(layout.itemLength)) : (cssLength(layout.itemLength), height)
        let start = cssLength(initialOffset), span = cssLength(layout.viewportLength)
        let (markerLeft, markerTop) = vertical ? ("0px", start) : (start, "0px")
        let (markerWidth, markerHeight) = vertical ? ("1px", span) : (span, "1px")
        let drawn = look?.drawnTargets ?? []
        let boxes = targets.enumerated().filter { !drawn.contains($0.element) }.map { index, target in
            let hue = (210 + 47 * index) % 360
            return
                "<div data-target=\"\(target.xmlEscaped)\" style=\"background-color: hsl(\(hue) 65% 50% / 0.6)\">\(target.xmlEscaped)</div>"
        }
        let elements = (look.map { [$0.markup] } ?? []) + boxes
        let explanation =
            look == nil
            ? "The dashed outline is the item; each coloured layer is one of its targets."
            : "The item is drawn as the preview draws it: each of its layers is one of the preset's targets."
        let lookStyle = look == nil ? "" : CSSExportLook.style + "\n"
        let driven =
            fallback == .none
            ? "with no script."
            : "with no script where the browser has it; where it does not, the page's fallback script drives the same keyframes from the scroll position."
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(name.xmlEscaped) · CSS scroll-driven animation</title>
            <style>
            :root { color-scheme: light dark; --ink: #1d1d1f; --muted: #6e6e73; --page: #f5f5f7; --panel: #ffffff; --line: #d2d2d7; }
            @media (prefers-color-scheme: dark) { :root { --ink: #f5f5f7; --muted: #a1a1a6; --page: #111113; --panel: #1c1c1e; --line: #38383a; } }
            body { margin: 0; padding: 16px 24px; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); \
            background: var(--page); }
            main { display: flex; gap: 32px; align-items: flex-start; max-width: 1200px; margin: 0 auto; }
            aside { flex: 1 1 360px; min-width: 0; }
            h1 { margin: 0 0 4px; font-size: 26px; letter-spacing: -0.01em; }
            aside > p { max-width: 46em; margin: 0 0 24px; color: var(--muted); }
            code, pre { font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
            .device { flex: none; padding: 12px; border-radius: 28px; background: #1d1d1f; box-shadow: 0 20px 50px rgba(0, 0, 0, 0.25); }
            @media (max-width: \(cssLength(layout.viewport.width + 2 * 12 + 2 * 24 + 360))) { \
            main { flex-direction: column; align-items: stretch; } aside { flex: none; padding: 0 16px 16px; } }
            @media (max-width: \(cssLength(layout.viewport.width + 2 * 12 + 2 * 24 - 1))) { \
            body { padding: 0; } main { gap: 16px; } .device { padding: 0; border-radius: 0; box-shadow: none; } \
            [data-scroller] { border-radius: 0 !important; } }
            [data-scroller] { position: relative; width: \(width); height: \(height); overflow-x: \(vertical ? "hidden" : "scroll"); \
            overflow-y: \(vertical ? "scroll" : "hidden"); scrollbar-width: none; background: #fff; border-radius: 18px; }
            [data-content] { position: relative; width: \(vertical ? width : content); height: \(vertical ? content : height); \
            background-image: repeating-linear-gradient(to \(vertical ? "bottom" : "right"), transparent 0 99px, #e5e5ea 99px 100px); }
            [data-initial-offset] { position: absolute; left: \(markerLeft); top: \(markerTop); width: \(markerWidth); height: \(markerHeight); \
            scroll-initial-target: nearest; scroll-snap-align: start; pointer-events: none; }
            [data-item] { position: absolute; left: \(itemLeft); top: \(itemTop); width: \(itemWidth); height: \(itemHeight); \
            isolation: isolate; outline: 1px dashed #007aff; }
            [data-target] { position: absolute; left: 0; top: 0; width: 100%; height: 100%; box-sizing: border-box; display: flex; \
            align-items: center; justify-content: center; color: #fff; font-weight: 600; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.45); }
            .stylesheet h2 { margin: 0 0 8px; font-size: 15px; }
            .stylesheet pre { margin: 0; max-height: 70vh; overflow: auto; padding: 16px; border-radius: 12px; background: var(--panel); \
            border: 1px solid var(--line); white-space: pre; }
            \(lookStyle)\(css.trimmingTrailingNewlines)
            </style>
            </head>
            <body>
            <main>
            <div class="device">
            <div data-scroller>
            <div data-content>
            <div data-initial-offset="\(DecimalText.text(initialOffset))"></div>
            <div data-item data-preset="\(name.xmlEscaped)" data-testid="previewed-item"\(look == nil ? "" : " class=\"looks\"")>
            \(elements.joined(separator: "\n"))
            </div>
            </div>
            </div>
            </div>
            <aside>
            <h1>\(name.xmlEscaped)</h1>
            <p>The preset as CSS scroll-driven animation: scroll inside the frame and every value comes from \
            <code>animation-timeline</code>, \(driven) \(explanation)</p>
            <section class="stylesheet" aria-label="the stylesheet">
            <h2>The stylesheet</h2>
            <pre><code>\(stylesheetListing)</code></pre>
            </section>
            </aside>
            </main>
            \(fallback.scriptElement)</body>
            </html>

            """
    }
}

extension String {
    /// The text without newlines at its end.
    var trimmingTrailingNewlines: Substring {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return text
    }
}
