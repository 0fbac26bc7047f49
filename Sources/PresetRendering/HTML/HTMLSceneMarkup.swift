import ParallaxEngine
import PresetStore

/// The viewport's markup: fixed elements behind, then the scrolled content, then the scroll
/// indicator. Positions are the unanimated frames; the script applies the frames' values.
struct HTMLSceneMarkup {
    let scene: PreviewScene

    var viewport: String {
        let fixed = scene.elements.filter { $0.anchor == .viewport }.map(element).joined()
        let scrolled = scene.elements.filter { $0.anchor == .content }.map(element).joined()
        return
            "<div class=\"viewport\" id=\"preview-viewport\" "
            + "style=\"width:\(px(scene.viewport.width));height:\(px(scene.viewport.height))\">\n"
            + "<div class=\"fixed\">\n\(fixed)</div>\n"
            + "<div class=\"content\" id=\"preview-content\">\n\(scrolled)</div>\n"
            + "<div class=\"island\"></div><div class=\"indicator\" id=\"preview-indicator\"></div>\n"
            + "</div>"
    }

    private func element(_ element: PreviewElement) -> String {
        let overflow = element.clipsContent ? "hidden" : "visible"
        let caption = element.caption.isEmpty ? "" : "<div class=\"caption\">\(element.caption.xmlEscaped)</div>"
        let layers = element.layers.map { layer(layer: $0, path: element.name + "/" + $0.target) }.joined()
        let previewed = element.isPreviewed ? " previewed\" data-testid=\"previewed-item" : ""
        return "<div class=\"element element-\(element.style.rawValue)\(previewed)\" data-element=\"\(element.name.xmlEscaped)\" "
            + "style=\"\(frameStyle(element.frame));overflow:\(overflow)\">\(layers)\(caption)</div>\n"
    }

    private func layer(layer: PreviewLayer, path: String) -> String {
        let inner: String
        var classes = "layer"
        var style = frameStyle(layer.frame)
        switch layer.content {
        case .image(let image):
            inner =
                "<img src=\"\(Self.source(of: image, in: layer.frame).xmlEscaped)\" alt=\"\(image.name.xmlEscaped)\" draggable=\"false\">"
        case .color(let color):
            style += ";background-color:\(color)"
            inner = ""
        case .text(let text):
            inner = "<span>\(text.xmlEscaped)</span>"
        case .card(let title):
            classes = "layer layer-card"
            inner = "<span>\(title.xmlEscaped)</span>"
        case .empty:
            inner = ""
        }
        let sublayers = layer.sublayers.map { self.layer(layer: $0, path: path + "/" + $0.target) }.joined()
        return "<div class=\"\(classes)\" data-layer=\"\(layer.target.xmlEscaped)\" data-layer-path=\"\(path.xmlEscaped)\" "
            + "style=\"\(style.xmlEscaped)\">\(inner)\(sublayers)</div>"
    }

    /// The `src` of `image` drawn in a layer framed `frame`: its embedded PNG or JPEG, else its
    /// placeholder in the layer's shape (a page never links a file).
    static func source(of image: PreviewImage, in frame: PreviewRect) -> String {
        let shape = frame.width > 0 && frame.height > 0 ? frame.width / frame.height : nil
        let embedded = image.source.flatMap {
            $0.hasPrefix("data:image/png;base64,") || $0.hasPrefix("data:image/jpeg;base64,") ? $0 : nil
        }
        return embedded ?? PlaceholderImage(image: image, aspectRatio: shape).dataURI
    }

    private func frameStyle(_ frame: PreviewRect) -> String {
        "left:\(px(frame.x));top:\(px(frame.y));width:\(px(frame.width));height:\(px(frame.height))"
    }

    private func px(_ value: Double) -> String { DecimalText.text(value) + "px" }
}
