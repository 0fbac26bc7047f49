import Foundation
import ParallaxEngine
import Testing

/// The engine's composed transform against the matrix Chromium computes for the same CSS
/// transform (`new DOMMatrix("perspective(…) translate3d(…) rotateX(…) rotateY(…) rotateZ(…)
/// scale3d(…)")`), entry by entry. Chromium reads CSS numbers in single precision, so entries
/// agree to about 1e-7 of their size, not to double precision.
@Suite struct TransformInChromiumTests {
    struct Components {
        let perspective: Double?
        let translation: (Double, Double, Double)
        let rotation: (Double, Double, Double)
        let scale: (Double, Double, Double)

        var css: String {
            (perspective.map { "perspective(\($0)px) " } ?? "")
                + "translate3d(\(translation.0)px, \(translation.1)px, \(translation.2)px) "
                + "rotateX(\(rotation.0)deg) rotateY(\(rotation.1)deg) rotateZ(\(rotation.2)deg) "
                + "scale3d(\(scale.0), \(scale.1), \(scale.2))"
        }
    }

    static let cases: [Components] = [
        Components(perspective: 500, translation: (12, -40, 80), rotation: (35, -20, 10), scale: (0.5, 1.5, 0.8)),
        Components(perspective: 1000, translation: (0, -200, 200), rotation: (280, 0, 0), scale: (0.25, 0.25, 0.25)),
        Components(perspective: nil, translation: (-3, 7, -11), rotation: (-100, 45, -170), scale: (2, 2, 2)),
        Components(perspective: 2500, translation: (0, 0, 0), rotation: (-100, 0, 0), scale: (1, 1, 1)),
        Components(perspective: nil, translation: (100, 0, 0), rotation: (0, 0, 30), scale: (1.2, 0.9, 1)),
    ]

    @Test func everyEntryMatchesChromiumsDOMMatrix() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let list = Self.cases.map { "\"\($0.css)\"" }.joined(separator: ", ")
        let page = """
            <!doctype html><html><body><pre id="out"></pre><script>
            document.getElementById("out").textContent = JSON.stringify(
              [\(list)].map((text) => Array.from(new DOMMatrix(text).toFloat64Array())));
            </script></body></html>
            """
        let file = try BrowserPreviewTests.write(page, named: "transform-composition.html")
        let dom = try chromium.dumpDOM(of: file)
        let start = try #require(dom.range(of: "<pre id=\"out\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let matrices = try JSONDecoder().decode([[Double]].self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        #expect(matrices.count == Self.cases.count)
        for (components, browser) in zip(Self.cases, matrices) {
            let engine = Transform3D(
                perspective: components.perspective, translation: components.translation, rotation: components.rotation,
                scale: components.scale)
            for (index, (value, reference)) in zip(engine.entries, browser).enumerated() {
                #expect(abs(value - reference) <= 1e-6 * max(1, abs(reference)), "m\(index / 4 + 1)\(index % 4 + 1) of \(components.css)")
            }
        }
    }
}
