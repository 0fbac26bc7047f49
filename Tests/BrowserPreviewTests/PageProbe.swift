import Foundation
import TestSupport

/// A script the tests append to a rendered page: on load it scrolls the simulated viewport to
/// each offset through the page's `previewSetOffset`, reads back what Chromium applied
/// (computed transform, opacity, background colour and box shadow, and on-screen top relative to the
/// viewport of every layer) and writes the readings as JSON into `<pre id="probe-result">`,
/// where `--dump-dom` shows them.
enum PageProbe {
    struct Reading: Decodable {
        let offset: Double
        let applied: Double
        let layers: [LayerReading]
    }

    struct LayerReading: Decodable {
        let path: String
        let transform: String
        let opacity: String
        let backgroundColor: String
        let boxShadow: String
        let borderRadius: String
        let top: Double
    }

    /// `page` with the probe for `offsets` inserted before `</body>`.
    static func instrument(_ page: String, offsets: [Double]) -> String {
        let script = """
            <script>
            window.addEventListener("load", () => {
              const viewport = document.getElementById("preview-viewport").getBoundingClientRect();
              const readings = \(offsets).map((offset) => {
                const applied = window.previewSetOffset(offset);
                const layers = [...document.querySelectorAll("[data-layer-path]")].map((node) => {
                  const style = getComputedStyle(node);
                  return { path: node.dataset.layerPath, transform: style.transform, opacity: style.opacity,
                           backgroundColor: style.backgroundColor, boxShadow: style.boxShadow, borderRadius: style.borderTopLeftRadius, top: node.getBoundingClientRect().top - viewport.top };
                });
                return { offset, applied, layers };
              });
              const out = document.createElement("pre");
              out.id = "probe-result";
              out.textContent = JSON.stringify(readings);
              document.body.append(out);
            });
            </script>
            </body>
            """
        return page.replacingOccurrences(of: "</body>", with: script)
    }

    /// The readings in a dumped DOM.
    static func readings(in dom: String) throws -> [Reading] {
        guard let start = dom.range(of: "<pre id=\"probe-result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw ChromiumFailure(description: "the probe wrote no result; did the page's script fail?") }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Reading].self, from: Data(json.utf8))
    }

    /// The six numbers of a computed `matrix(a, b, c, d, e, f)`.
    static func matrix(_ transform: String) -> [Double]? {
        guard transform.hasPrefix("matrix("), transform.hasSuffix(")") else { return nil }
        let numbers = transform.dropFirst("matrix(".count).dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 6 ? numbers : nil
    }
}
