import ParallaxEngine

/// The exported page: the stylesheet inline, a scroll container the viewport's size
/// (`data-scroller`, its scroll bar hidden so the viewport keeps its size), content as long as
/// the layout says (`data-content`, ruled every 100 px so scrolling shows), the item at its
/// frame (`data-item`) and one element per target filling it (`data-target`), each a coloured
/// box with its name. Nothing but CSS moves anything.
struct WebExportPage {
    let name: String
    let layout: WebExportLayout
    let targets: [String]
    let css: String

    var text: String {
        let vertical = layout.axis == .vertical
        let (width, height) = (cssLength(layout.viewport.width), cssLength(layout.viewport.height))
        let content = cssLength(layout.contentLength)
        let (itemLeft, itemTop) = vertical ? ("0px", cssLength(layout.itemOrigin)) : (cssLength(layout.itemOrigin), "0px")
        let (itemWidth, itemHeight) = vertical ? (width, cssLength(layout.itemLength)) : (cssLength(layout.itemLength), height)
        let elements = targets.enumerated().map { index, target in
            let hue = (210 + 47 * index) % 360
            return
                "<div data-target=\"\(target.xmlEscaped)\" style=\"background-color: hsl(\(hue) 65% 50% / 0.6)\">\(target.xmlEscaped)</div>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(name.xmlEscaped) · CSS scroll-driven animation</title>
            <style>
            body { margin: 0; padding: 24px; font: 14px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f2f2f7; }
            h1 { margin: 0 0 4px; font-size: 18px; }
            p { max-width: 40em; margin: 0 0 16px; color: #6e6e73; }
            [data-scroller] { position: relative; width: \(width); height: \(height); overflow-x: \(vertical ? "hidden" : "scroll"); \
            overflow-y: \(vertical ? "scroll" : "hidden"); scrollbar-width: none; background: #fff; outline: 1px solid #c7c7cc; }
            [data-content] { position: relative; width: \(vertical ? width : content); height: \(vertical ? content : height); \
            background-image: repeating-linear-gradient(to \(vertical ? "bottom" : "right"), transparent 0 99px, #e5e5ea 99px 100px); }
            [data-item] { position: absolute; left: \(itemLeft); top: \(itemTop); width: \(itemWidth); height: \(itemHeight); \
            isolation: isolate; outline: 1px dashed #007aff; }
            [data-target] { position: absolute; left: 0; top: 0; width: 100%; height: 100%; box-sizing: border-box; display: flex; \
            align-items: center; justify-content: center; color: #fff; font-weight: 600; }
            \(css.trimmingTrailingNewlines)
            </style>
            </head>
            <body>
            <h1>\(name.xmlEscaped)</h1>
            <p>Scroll inside the box: every value comes from CSS scroll-driven animations, no script.</p>
            <div data-scroller>
            <div data-content>
            <div data-item>
            \(elements.joined(separator: "\n"))
            </div>
            </div>
            </div>
            </body>
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
