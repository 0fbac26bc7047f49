import Foundation

/// A generated stand-in for an image without a local file: an SVG landscape at the image's
/// pixel width in the shape of the layer showing it (sky gradient, sun and two ridges, so
/// drifting is easy to see; an overlay draws only its ridge on a transparent background), with
/// the image's name and pixel size. The hue follows the
/// name, so neighbouring rows differ. The studio's image list shows the same drawing.
package struct PlaceholderImage {
    let image: PreviewImage
    /// The width-to-height ratio of the layer showing it: the drawing takes the layer's shape
    /// (the image's pixel width, the height that ratio gives), so nothing of it is cropped.
    var aspectRatio: Double?

    /// The placeholder of `image`, in the layer shape `aspectRatio` gives (the image's own when nil).
    package init(image: PreviewImage, aspectRatio: Double? = nil) {
        self.image = image
        self.aspectRatio = aspectRatio
    }

    /// A `data:image/svg+xml;base64,…` URI of the placeholder.
    var dataURI: String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }

    /// The SVG document.
    package var svg: String {
        let w = Double(image.pixelWidth)
        let h = aspectRatio.map { w / $0 } ?? Double(image.pixelHeight)
        let hue = Self.hue(of: image.name)
        let unit = min(w, h)
        let labelSize = min(w / Double(max(image.name.count, 8)) * 1.2, unit / 9)
        let labelY = image.isOverlay ? h * 0.86 : h * 0.42
        let labelX = w / 2
        var body = ""
        if image.isOverlay {
            body +=
                "<polygon points=\"\(ridge(base: 0.74, amplitude: 0.07, phase: Int(hue) % 5, width: w, height: h))\" "
                + "fill=\"hsl(\(hue), 38%, 34%)\"/>"
        } else {
            body +=
                "<defs><linearGradient id=\"s\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
                + "<stop offset=\"0\" stop-color=\"hsl(\(hue), 62%, 58%)\"/>"
                + "<stop offset=\"1\" stop-color=\"hsl(\((hue + 35) % 360), 70%, 78%)\"/></linearGradient></defs>"
                + "<rect width=\"\(coordinate(w))\" height=\"\(coordinate(h))\" fill=\"url(#s)\"/>"
                + "<circle cx=\"\(coordinate(w * 0.2))\" cy=\"\(coordinate(h * 0.3))\" r=\"\(coordinate(unit * 0.12))\" "
                + "fill=\"#fff6d5\" opacity=\"0.9\"/>"
                + "<polygon points=\"\(ridge(base: 0.62, amplitude: 0.08, phase: 1, width: w, height: h))\" "
                + "fill=\"hsl(\((hue + 200) % 360), 28%, 42%)\" opacity=\"0.85\"/>"
                + "<polygon points=\"\(ridge(base: 0.8, amplitude: 0.06, phase: 3, width: w, height: h))\" "
                + "fill=\"hsl(\((hue + 200) % 360), 34%, 26%)\"/>"
        }
        let font = "font-family=\"Helvetica, Arial, sans-serif\" text-anchor=\"middle\" fill=\"#ffffff\""
        body +=
            "<text x=\"\(coordinate(labelX))\" y=\"\(coordinate(labelY))\" \(font) font-weight=\"700\" "
            + "font-size=\"\(coordinate(labelSize))\" fill-opacity=\"0.92\">\(image.name.xmlEscaped)</text>"
            + "<text x=\"\(coordinate(labelX))\" y=\"\(coordinate(labelY + labelSize * 1.1))\" \(font) "
            + "font-size=\"\(coordinate(labelSize * 0.6))\" fill-opacity=\"0.85\">\(image.pixelWidth) × \(image.pixelHeight) px</text>"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(coordinate(w))\" height=\"\(coordinate(h))\" "
            + "viewBox=\"0 0 \(coordinate(w)) \(coordinate(h))\">\(body)</svg>"
    }

    /// A jagged ridge across the image: 13 peaks around `base`·height, closed along the bottom.
    private func ridge(base: Double, amplitude: Double, phase: Int, width w: Double, height h: Double) -> String {
        let steps = 12
        let peaks = (0...steps).map { step -> String in
            let wave = Double((step * 7 + phase) % 5 - 2) / 2
            return "\(coordinate(w * Double(step) / Double(steps))),\(coordinate(h * (base - amplitude * wave)))"
        }
        return "0,\(coordinate(h)) " + peaks.joined(separator: " ") + " \(coordinate(w)),\(coordinate(h))"
    }

    /// A hue in 0..<360 from the name's FNV-1a hash.
    static func hue(of name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % 360)
    }
}
