import Foundation
import ParallaxEngine
import Testing

@testable import PresetRendering

@Suite struct HTMLPageTests {
    /// Two menu rows over three sampled offsets; the values are arbitrary numbers the page only
    /// has to carry.
    static let scene = PreviewScene(
        kind: .menu, title: "aeris </script> menu", summary: "rows & images",
        notes: ["viewport 390×800"], viewport: PreviewSize(width: 390, height: 800),
        offsets: [0, 50, 100],
        elements: (0..<2).map { row in
            PreviewElement(
                name: "row-\(row)", caption: "Row \(row)", frame: PreviewRect(x: 0, y: Double(row) * 100, width: 390, height: 100),
                style: .row,
                layers: [
                    PreviewLayer(
                        target: "background", frame: PreviewRect(x: 0, y: 0, width: 390, height: 200),
                        content: .image(PreviewImage(name: "map-\(row)", pixelWidth: 780, pixelHeight: 400)),
                        tracks: [PreviewTrack(channel: .translationY, values: [-50, -37.5, -25].map { $0 - Double(row) * 12.5 })])
                ])
        })

    @Test func thePageNeedsNoNetwork() throws {
        let html = try HTMLPreviewRenderer().render(Self.scene)
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("url(http"))
        // The only "http" is the SVG namespace name inside the placeholders, which is never fetched.
        let decodedPlaceholders = Self.imageSources(html).compactMap(Self.decodeDataURI).joined()
        #expect(html.components(separatedBy: "http").count == 1)
        #expect(decodedPlaceholders.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func theFramesAreEmbeddedAsJSON() throws {
        let html = try HTMLPreviewRenderer().render(Self.scene)
        let json = try #require(Self.between(html, "<script type=\"application/json\" id=\"preview-frames\">", "</script>"))
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(frames["offsets"] as? [Double] == [0, 50, 100])
        let elements = try #require(frames["elements"] as? [[String: Any]])
        #expect(elements.count == 2)
        let layer = try #require((elements[1]["layers"] as? [[String: Any]])?.first)
        #expect(layer["path"] as? String == "row-1/background")
        #expect((layer["tracks"] as? [String: [Double]])?["translationY"] == [-62.5, -50, -37.5])
    }

    @Test func titleTextCannotBreakOutOfItsElement() throws {
        let html = try HTMLPreviewRenderer().render(Self.scene)
        #expect(html.contains("<h1>aeris &lt;/script&gt; menu</h1>"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }

    @Test func placeholdersShowTheImageNameAndPixelSize() throws {
        let html = try HTMLPreviewRenderer().render(Self.scene)
        let sources = Self.imageSources(html)
        #expect(sources.count == 2)
        let svg = try #require(Self.decodeDataURI(sources[0]))
        let root = try parseXML(svg)
        // Drawn in the layer's 390 × 200 shape at the image's pixel width.
        #expect(root.attributes["width"] == "780.00")
        #expect(root.attributes["height"] == "400.00")
        let texts = root.nodes(named: "text").map(\.allText)
        #expect(texts == ["map-0", "780 × 400 px"])
    }

    @Test func aLocalFileIsNeverLinkedOnlyAnEmbeddedPNGOrJPEGIsShown() throws {
        let png = "data:image/png;base64,iVBORw0KGgo="
        for (source, shown) in [
            ("file:///tmp/map%200.png", nil), ("/etc/passwd", nil), ("data:text/html;base64,PGI+", nil),
            ("data:image/svg+xml;base64,PHN2Zz4=", nil), (png, png),
        ] {
            var scene = Self.scene
            scene.elements[0].layers[0].content = .image(PreviewImage(name: "map-0", pixelWidth: 780, pixelHeight: 400, source: source))
            let html = try HTMLPreviewRenderer().render(scene)
            let sources = Self.imageSources(html)
            if let shown {
                #expect(sources[0] == shown)
            } else {
                // The placeholder, drawn with the image's name: the source appears nowhere.
                let svg = try #require(Self.decodeDataURI(sources[0]))
                #expect(try parseXML(svg).nodes(named: "text").map(\.allText) == ["map-0", "780 × 400 px"], "\(source)")
                #expect(!html.contains(source))
            }
            #expect(!html.contains("file:"))
        }
    }

    @Test func layersAreAddressableForScripts() throws {
        let html = try HTMLPreviewRenderer().render(Self.scene)
        #expect(html.contains("data-element=\"row-1\""))
        #expect(html.contains("data-layer=\"background\" data-layer-path=\"row-1/background\""))
        #expect(html.contains("window.previewSetOffset = player.setOffset"))
        #expect(html.contains("id=\"preview-scrubber\" min=\"0\" max=\"100\""))
    }

    @Test func aPlotIsInlinedWithItsCursor() throws {
        let plot = PreviewPlot(
            title: "p", axis: .contentOffset,
            series: [
                PreviewSeries(
                    label: "row-0.background.translationY", unit: "pt",
                    curves: [PreviewCurve(samples: [PreviewSample(offset: 0, value: -50), PreviewSample(offset: 100, value: -25)])])
            ])
        let html = try HTMLPreviewRenderer().render(Self.scene, plot: plot)
        #expect(html.contains("<figure class=\"preview-plot\">\n<svg "))
        #expect(html.contains("class=\"cursor\""))
        #expect(!html.contains("<?xml"))
    }

    @Test func aTrackWithTheWrongNumberOfValuesIsRefused() {
        var scene = Self.scene
        scene.elements[1].layers[0].tracks[0].values = [1, 2]
        #expect(
            throws: EngineError(
                field: "elements[1].layers[0].tracks[0].values", problem: "2 values, translationY over 3 offsets needs 3")
        ) {
            try HTMLPreviewRenderer().render(scene)
        }
    }

    @Test func offsetsMustIncrease() {
        var scene = Self.scene
        scene.offsets = [0, 50, 50]
        #expect(throws: EngineError(field: "offsets[2]", problem: "50.0 does not increase on 50.0")) {
            try HTMLPreviewRenderer().render(scene)
        }
    }

    @Test func aColourFillMustBeAHexColour() {
        var scene = Self.scene
        scene.elements[0].layers[0].content = .color("red;background:url(x)")
        #expect(throws: EngineError.self) { try HTMLPreviewRenderer().render(scene) }
    }

    @Test func elementNamesAreUnique() {
        var scene = Self.scene
        scene.elements[1].name = "row-0"
        #expect(throws: EngineError(field: "elements[1].name", problem: "'row-0' is empty or used twice")) {
            try HTMLPreviewRenderer().render(scene)
        }
    }

    static func imageSources(_ html: String) -> [String] {
        html.components(separatedBy: "<img src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    static func decodeDataURI(_ uri: String) -> String? {
        let prefix = "data:image/svg+xml;base64,"
        guard uri.hasPrefix(prefix), let data = Data(base64Encoded: String(uri.dropFirst(prefix.count))) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex)
        else { return nil }
        return String(text[lower.upperBound..<upper.lowerBound])
    }
}

@Suite struct PlaceholderImageTests {
    @Test func anOverlayHasNoBackdropSoLayersBehindShowThrough() throws {
        let opaque = try parseXML(PlaceholderImage(image: PreviewImage(name: "sky", pixelWidth: 750, pixelHeight: 360)).svg)
        let overlay = try parseXML(
            PlaceholderImage(image: PreviewImage(name: "hills", pixelWidth: 750, pixelHeight: 360, isOverlay: true)).svg)
        #expect(opaque.nodes(named: "rect").count == 1)
        #expect(overlay.nodes(named: "rect").isEmpty)
        #expect(overlay.nodes(named: "polygon").count == 1)
        #expect(overlay.nodes(named: "text").map(\.allText) == ["hills", "750 × 360 px"])
    }
}
