import Foundation
import TestSupport

/// Where a preview page's screenshot shows each row's image, measured from the pixels.
///
/// A row's image without a local file is drawn as `PlaceholderImage`'s landscape, whose sky is a
/// vertical SVG gradient from its first stop colour at the image's top to its second at the
/// bottom, interpolated in sRGB (SVG 1.1 §13.2.2, `color-interpolation: sRGB`). Near the image's
/// right edge (95 % of its width, clear of the sun, the label and the ridges, which start below
/// 54 % of its height) and in the top 40 % of the row (above the caption's shade), a pixel's
/// colour therefore says at which height of the image it lies, and with the row's top on
/// screen, where the image's top is: the least-squares fraction of the way from the first stop
/// to the second over the three channels, averaged over 24 rows of pixels.
enum RowImagePixels {
    /// What the page says about itself: where its viewport is on screen, and each row image's
    /// two stop colours (`rgb(…)` as Chromium computes them).
    struct Probe: Decodable {
        struct Image: Decodable {
            let path: String
            let stops: [String]
        }

        let viewportLeft: Double
        let viewportTop: Double
        let viewportHeight: Double?
        let images: [Image]
    }

    /// Reads the probe of `page` laid out in a `window`-sized window.
    static func probe(_ page: String, window: (width: Int, height: Int), chromium: HeadlessChromium, named name: String) throws -> Probe {
        let script = """
            <script>
            window.addEventListener("load", () => {
              const viewport = document.getElementById("preview-viewport").getBoundingClientRect();
              const toRGB = (color) => {
                const probe = document.createElement("div");
                probe.style.color = color;
                document.body.append(probe);
                const converted = getComputedStyle(probe).color;
                probe.remove();
                return converted;
              };
              const images = [...document.querySelectorAll("[data-layer-path] > img")].map((image) => {
                const svg = atob(image.src.split(",")[1]);
                const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((match) => toRGB(match[1]));
                return { path: image.parentElement.dataset.layerPath, stops };
              });
              const out = document.createElement("pre");
              out.id = "row-image-probe";
              out.textContent = JSON.stringify({ viewportLeft: viewport.left, viewportTop: viewport.top, viewportHeight: viewport.height, images });
              document.body.append(out);
            });
            </script>
            </body>
            """
        let file = try BrowserPreviewTests.write(page.replacingOccurrences(of: "</body>", with: script), named: name)
        let dom = try chromium.dumpDOM(of: file, window: window)
        guard let start = dom.range(of: "<pre id=\"row-image-probe\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw ChromiumFailure(description: "the row image probe wrote no result") }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    /// The pixel rows sampled in a row: 12 to 35 pt below its top (inside the top 40 %).
    static let sampledRows = 12..<36

    /// The screen points to read for a row whose top is `rowTop` in the viewport, with an image
    /// `imageWidth` wide.
    static func points(rowTop: Int, imageWidth: Double, probe: Probe) -> [(x: Int, y: Int)] {
        let x = Int(probe.viewportLeft + imageWidth * 0.95)
        return sampledRows.map { (x, Int(probe.viewportTop) + rowTop + $0) }
    }

    /// The image's top relative to the row's, measured from `pixels` for a row whose top is
    /// `rowTop` in the viewport, with an image `imageHeight` tall whose stops are `stops`.
    static func measuredImageTop(
        rowTop: Int, imageWidth: Double, imageHeight: Double, stops: [String], probe: Probe, pixels: ScreenshotPixels
    ) throws -> Double {
        guard stops.count == 2 else { throw ChromiumFailure(description: "a placeholder has \(stops.count) stops, not 2") }
        let (first, second) = (try rgb(stops[0]), try rgb(stops[1]))
        let span = zip(second, first).map { $0 - $1 }
        let spanSquared = span.map { $0 * $0 }.reduce(0, +)
        var tops: [Double] = []
        for (row, point) in zip(sampledRows, points(rowTop: rowTop, imageWidth: imageWidth, probe: probe)) {
            let pixel = try pixels.color(x: point.x, y: point.y).orThrow("pixel \(point) not read")
            let offsets = zip([pixel.red, pixel.green, pixel.blue].map(Double.init), first).map { $0 - $1 }
            let fraction = zip(offsets, span).map { $0 * $1 }.reduce(0, +) / spanSquared
            // The pixel's centre is (row + 0.5) below the row's top and fraction·height below the image's.
            tops.append(Double(row) + 0.5 - fraction * imageHeight)
        }
        return tops.reduce(0, +) / Double(tops.count)
    }

    /// The three channels of `rgb(r, g, b)`.
    static func rgb(_ text: String) throws -> [Double] {
        let channels = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard channels.count == 3 else { throw ChromiumFailure(description: "'\(text)' is not rgb(r, g, b)") }
        return channels
    }
}
