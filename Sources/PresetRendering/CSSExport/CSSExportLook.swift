import ParallaxEngine

/// The exported page's item drawn as the preview's phone draws it: the previewed element's
/// dress (a card list's inset, a row's dark background and caption), each target a layer at
/// the preview's frame with the preview's content (the same card, the same picture `src`, the
/// same title), back to front in the preview's order. Targets the element has no layer for are
/// drawn as the plain page draws them (a coloured box with the name). The stylesheet still
/// addresses every target as `[data-preset=…] [data-target=…]`, so nothing of the animation changes.
struct CSSExportLook {
    /// The previewed element, its images already embedded (or placeholders).
    let element: PreviewElement
    /// The page's axis: the element's frame across it is kept (the inset), along it the item's.
    let axis: ScrollAxis

    /// The targets the element draws, nested layers included.
    var drawnTargets: Set<String> {
        func collect(_ layers: [PreviewLayer]) -> [String] { layers.flatMap { [$0.target] + collect($0.sublayers) } }
        return Set(collect(element.layers))
    }

    /// The element's box inside the item, with its layers and caption.
    var markup: String {
        let frame = element.frame
        let (left, top) = axis == .vertical ? (frame.x, 0.0) : (0.0, frame.y)
        let box = "left: \(cssLength(left)); top: \(cssLength(top)); width: \(cssLength(frame.width)); height: \(cssLength(frame.height))"
        // `clip`, not `hidden`: a scroll container would capture the targets' `scroll()` timelines.
        let overflow = element.clipsContent ? "; overflow: clip" : ""
        let caption = element.caption.isEmpty ? "" : "<div class=\"caption\">\(element.caption.xmlEscaped)</div>"
        return "<div class=\"look look-\(element.style.rawValue)\" style=\"\(box)\(overflow)\">"
            + element.layers.map { layer($0, at: (0, 0)) }.joined() + caption + "</div>"
    }

    /// `layer` and then its sublayers, each a sibling placed at its parent's `origin` plus its
    /// own frame: the stylesheet animates every target on its own, and a nested one would find
    /// its parent as the nearest scroll container when the parent animates `overflow`.
    private func layer(_ layer: PreviewLayer, at origin: (x: Double, y: Double)) -> String {
        var frame = layer.frame
        (frame.x, frame.y) = (frame.x + origin.x, frame.y + origin.y)
        var style =
            "left: \(cssLength(frame.x)); top: \(cssLength(frame.y)); width: \(cssLength(frame.width)); height: \(cssLength(frame.height))"
        var classes = "layer"
        let inner: String
        switch layer.content {
        case .image(let image):
            inner = "<img src=\"\(HTMLSceneMarkup.source(of: image, in: frame).xmlEscaped)\" alt=\"\(image.name.xmlEscaped)\">"
        case .color(let color):
            style += "; background-color: \(color)"
            inner = ""
        case .text(let text):
            inner = "<span>\(text.xmlEscaped)</span>"
        case .card(let title):
            classes += " layer-card"
            inner = "<span>\(title.xmlEscaped)</span>"
        case .empty:
            inner = ""
        }
        return "<div data-target=\"\(layer.target.xmlEscaped)\" class=\"\(classes)\" style=\"\(style.xmlEscaped)\">"
            + inner + "</div>" + layer.sublayers.map { self.layer($0, at: (frame.x, frame.y)) }.joined()
    }

    /// The rules drawing the look: the preview page's phone styles (`preview-page.css`) for
    /// elements, layers, cards and rows, under `.look`. A card's title is white drawn as the
    /// difference with what is behind it, so it stays readable on a card whose colour the
    /// animation changes (the preview's script picks dark or white ink per frame; this page has
    /// no script): dark on a white card, white on a black one.
    static let style = """
        [data-item].looks { outline: none; }
        .look { position: absolute; color: #fff; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        .look .layer { position: absolute; display: block; box-sizing: border-box; transform-origin: 50% 50%; color: inherit; \
        font-weight: normal; text-shadow: none; }
        .look .layer > img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; object-fit: cover; display: block; }
        .look .layer > span { display: block; padding: 10px 16px; font-weight: 600; color: inherit; text-shadow: 0 1px 3px rgba(0, 0, 0, 0.6); }
        .look .layer-card { color: #1f2328; border-radius: 18px; background: #fff; box-shadow: 0 6px 18px rgba(15, 23, 42, 0.16); }
        .look .layer-card > span { position: absolute; left: 0; bottom: 0; padding: 14px 18px; font-size: 17px; text-shadow: none; \
        color: #fff; mix-blend-mode: difference; }
        .look-row { box-shadow: inset 0 -1px 0 rgba(255, 255, 255, 0.35); background: #2d333b; }
        .look-row::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 60%; \
        background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.45)); pointer-events: none; }
        .look-row .caption { position: absolute; z-index: 1; left: 20px; bottom: 14px; color: #fff; font-size: 20px; font-weight: 700; \
        letter-spacing: 0.01em; text-shadow: 0 1px 3px rgba(0, 0, 0, 0.55); }
        .look-bare .caption { position: absolute; left: 20px; bottom: 16px; color: #fff; font-size: 26px; font-weight: 800; \
        text-shadow: 0 1px 4px rgba(0, 0, 0, 0.5); pointer-events: none; }
        .look-plain { background: #fff; }
        """
}
