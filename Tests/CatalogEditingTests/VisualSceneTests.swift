import Foundation
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// The scenes `preview --format html` plays, built from the seed catalog.
@Suite struct VisualSceneTests {
    let temporary: TemporaryCatalog
    init() throws { temporary = try TemporaryCatalog() }

    func scene(_ name: String, _ settings: PreviewSettings = PreviewSettings()) throws -> PreviewScene {
        try temporary.catalog.visualPreview(named: name, settings: settings).scene
    }

    /// Every row of the seed menu, captioned, its 200 pt image (750×400 px at 2×) behind it with
    /// background.translationY = −travel/2 + ((vh/2 − top)/vh)·travel (docs/DESIGN.md), travel 100.
    @Test func menuSceneHasEveryRowWithItsImageAndTheAerisValues() throws {
        let scene = try scene("aeris-map-layers", PreviewSettings(offsets: try OffsetSweep(parsing: "0:200:25")))
        #expect(scene.kind == .menu)
        #expect(scene.offsets == [0, 25, 50, 75, 100, 125, 150, 175, 200])
        #expect(scene.elements.count == 10)
        #expect(scene.elements.map(\.caption).prefix(3) == ["Radar", "Satellite", "Temperatures"])
        for (row, element) in scene.elements.enumerated() {
            #expect(element.frame == PreviewRect(x: 0, y: Double(row) * 100, width: 390, height: 100))
            let layer = try #require(element.layers.first)
            #expect(layer.target == "background")
            #expect(layer.frame.height == 200)
            guard case .image(let image) = layer.content else {
                Issue.record("row \(row) shows no image")
                continue
            }
            #expect(image.pixelWidth == 750 && image.pixelHeight == 400)
            #expect(image.source == nil)  // the seed's images/… files are not next to this catalog
            let values = try #require(layer.tracks.first { $0.channel == .translationY }).values
            #expect(values.count == scene.offsets.count)
            for (offset, value) in zip(scene.offsets, values) {
                let top = Double(row) * 100 - offset
                #expect(abs(value - (-50 + (422 - top) / 844 * 100)) < 1e-9)
            }
        }
    }

    @Test func anImageFileNextToTheCatalogIsShownByItsURL() throws {
        let folder = temporary.folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0x89]).write(to: folder.appendingPathComponent("radar.jpg"))
        let scene = try scene("aeris-map-layers")
        guard case .image(let image) = scene.elements[0].layers[0].content else {
            Issue.record("no image")
            return
        }
        #expect(image.source == folder.appendingPathComponent("radar.jpg").absoluteString)
        guard case .image(let other) = scene.elements[1].layers[0].content else { return }
        #expect(other.source == nil)
    }

    /// stretch-header: the header holds a clipping container with the image inside it.
    @Test func stretchHeaderNestsTheImageInItsContainer() throws {
        let scene = try scene("stretch-header")
        #expect(scene.kind == .stretchHeader)
        let header = try #require(scene.elements.first)
        #expect(header.name == "header")
        #expect(header.frame == PreviewRect(x: 0, y: 0, width: 390, height: 180))
        let container = try #require(header.layers.first)
        #expect(container.target == "container")
        #expect(container.tracks.map(\.channel) == [.clipsToBounds])
        #expect(container.sublayers.map(\.target) == ["image"])
        #expect(Set(container.sublayers[0].tracks.map(\.channel)) == [.translationY, .height, .width, .x])
        #expect(scene.elements.dropFirst().allSatisfy { $0.style == .plain })
    }

    /// path-header-layers: the layers are fixed to the viewport behind the header, back to
    /// front, the catalog's header-sky/hills/foreground images, the front two drawn as overlays;
    /// each tall enough to cover the 180 pt header at every offset: its top y plus its height
    /// reaches the header's bottom on screen, 180 − o.
    @Test func pathHeaderLayersAreFixedBehindATransparentHeader() throws {
        let scene = try scene("path-header-layers")
        #expect(scene.kind == .pathHeader)
        let backdrop = try #require(scene.elements.first)
        #expect(backdrop.anchor == .viewport)
        #expect(backdrop.layers.map(\.target) == ["sky", "hills", "foreground"])
        let overlays = backdrop.layers.map { layer -> Bool? in
            if case .image(let image) = layer.content { return image.isOverlay } else { return nil }
        }
        #expect(overlays == [false, true, true])
        let names = backdrop.layers.map { layer -> String? in
            if case .image(let image) = layer.content { return image.name } else { return nil }
        }
        #expect(names == ["header-sky", "header-hills", "header-foreground"])
        for layer in backdrop.layers {
            let translation = try #require(layer.tracks.first { $0.channel == .translationY }).values
            #expect(translation.count == scene.offsets.count)
            for (offset, y) in zip(scene.offsets, translation) {
                #expect(y + layer.frame.height >= 180 - offset - 1e-9)
            }
        }
        #expect(scene.elements.contains { $0.name == "header" && $0.anchor == .content })
    }

    @Test func entranceCardsIncludeThePreviewedItem() throws {
        let scene = try scene("fade-up")
        #expect(scene.kind == .entrance)
        let previewed = try #require(
            scene.elements.first { element in
                element.layers.contains { if case .card(let title) = $0.content { title.hasSuffix("(previewed)") } else { false } }
            })
        // The default item: a 100 pt card whose top is at the viewport's bottom (844), inset 16 pt.
        #expect(previewed.frame == PreviewRect(x: 16, y: 844, width: 358, height: 100))
        #expect(scene.elements.allSatisfy { $0.frame.y >= 0 })
    }
}
