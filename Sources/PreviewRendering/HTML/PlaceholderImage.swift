/// A generated stand-in for an image without a local file: an SVG landscape (sky gradient, sun,
/// two ridges, so drifting is easy to see) at the image's pixel size, with its name and size in
/// the middle. The hue follows the name, so neighbouring rows differ.
struct PlaceholderImage {
    let image: PreviewImage

    /// A `data:image/svg+xml;base64,…` URI of the placeholder.
    var dataURI: String {
        "data:image/svg+xml;base64," + base64(Array(svg.utf8))
    }

    var svg: String {
        let w = Double(image.pixelWidth), h = Double(image.pixelHeight)
        let hue = Self.hue(of: image.name)
        let sky = "hsl(\(hue), 62%, 58%)", horizon = "hsl(\((hue + 35) % 360), 70%, 78%)"
        let far = "hsl(\((hue + 200) % 360), 28%, 42%)", near = "hsl(\((hue + 200) % 360), 34%, 26%)"
        let unit = min(w, h)
        let label = min(w / Double(max(image.name.count, 8)) * 1.4, unit / 7)
        func c(_ v: Double) -> String { coordinate(v) }
        func ridge(_ base: Double, _ amplitude: Double, _ phase: Double) -> String {
            let steps = 12
            let points = (0...steps).map { i -> String in
                let x = w * Double(i) / Double(steps)
                let wave = (Double((i * 7 + Int(phase)) % 5) - 2) / 2
                return "\(c(x)),\(c(h * base - amplitude * h * wave))"
            }
            return "0,\(c(h)) " + points.joined(separator: " ") + " \(c(w)),\(c(h))"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(image.pixelWidth)" height="\(image.pixelHeight)" \
            viewBox="0 0 \(c(w)) \(c(h))"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="\(sky)"/><stop offset="1" stop-color="\(horizon)"/></linearGradient></defs>\
            <rect width="\(c(w))" height="\(c(h))" fill="url(#s)"/>\
            <circle cx="\(c(w * 0.78))" cy="\(c(h * 0.3))" r="\(c(unit * 0.12))" fill="#fff6d5" opacity="0.9"/>\
            <polygon points="\(ridge(0.62, 0.08, 1))" fill="\(far)" opacity="0.85"/>\
            <polygon points="\(ridge(0.8, 0.06, 3))" fill="\(near)"/>\
            <text x="\(c(w / 2))" y="\(c(h / 2))" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" \
            font-weight="700" font-size="\(c(label))" fill="#ffffff" fill-opacity="0.92">\(image.name.xmlEscaped)</text>\
            <text x="\(c(w / 2))" y="\(c(h / 2 + label * 1.1))" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" \
            font-size="\(c(label * 0.6))" fill="#ffffff" fill-opacity="0.85">\(image.pixelWidth) × \(image.pixelHeight) px</text></svg>
            """
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
