import Foundation
import TestSupport

/// Colours of a screenshot's pixels, decoded by Chromium itself: the PNG is drawn on a canvas
/// from a `data:` URI (which leaves the canvas readable) and `getImageData` reads the pixels
/// asked for. Tests then compare what people see with what the formulas say.
struct ScreenshotPixels {
    /// One pixel's red, green and blue, 0–255.
    struct Color: Equatable, CustomStringConvertible {
        let red, green, blue: Int

        /// The largest difference of one channel.
        func distance(to other: Color) -> Int {
            max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
        }

        var description: String { "rgb(\(red), \(green), \(blue))" }
    }

    /// The image's size in pixels.
    let width: Int
    let height: Int
    private let colors: [Int: Color]

    /// Decodes `png` and reads the pixels at `points` (x from the left, y from the top).
    init(png: Data, points: [(x: Int, y: Int)], chromium: HeadlessChromium, scratchName: String) throws {
        let list = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
        let page = """
            <!DOCTYPE html>
            <html><body>
            <img id="shot" src="data:image/png;base64,\(png.base64EncodedString())">
            <script>
            window.addEventListener("load", () => {
              const image = document.getElementById("shot");
              const canvas = document.createElement("canvas");
              canvas.width = image.naturalWidth;
              canvas.height = image.naturalHeight;
              const context = canvas.getContext("2d");
              context.drawImage(image, 0, 0);
              const pixels = [\(list)].map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
              const out = document.createElement("pre");
              out.id = "pixels";
              out.textContent = JSON.stringify({ width: canvas.width, height: canvas.height, pixels });
              document.body.append(out);
            });
            </script>
            </body></html>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(scratchName)-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try chromium.dumpDOM(of: file)
        guard let start = dom.range(of: "<pre id=\"pixels\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw ChromiumFailure(description: "Chromium did not decode the screenshot") }
        struct Decoded: Decodable {
            let width: Int
            let height: Int
            let pixels: [[Int]]
        }
        let decoded = try JSONDecoder().decode(Decoded.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        width = decoded.width
        height = decoded.height
        var colors: [Int: Color] = [:]
        for (point, pixel) in zip(points, decoded.pixels) {
            colors[point.y * decoded.width + point.x] = Color(red: pixel[0], green: pixel[1], blue: pixel[2])
        }
        self.colors = colors
    }

    /// The colour at (`x`, `y`), one of the points read.
    func color(x: Int, y: Int) -> Color? {
        colors[y * width + x]
    }
}
