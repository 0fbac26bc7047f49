import PresetCatalog
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

@Suite struct PreviewTests {
    let temporary: TemporaryCatalog
    init() throws { temporary = try TemporaryCatalog() }

    /// The seed menu: 100 pt rows, images 400 px at 2× (200 pt). In a 390×500 viewport at
    /// offset 150, rows 1 (top −50) to 6 (top 450) are visible, and each row's
    /// background.translationY is docs/DESIGN.md's −travel/2 + ((vh/2 − top)/vh)·travel, travel 100.
    @Test func menuPreviewShowsVisibleRowsWithTheirTopsAndTheAerisFormula() throws {
        let settings = PreviewSettings(viewport: ViewportSize(width: 390, height: 500), offsets: OffsetSweep(offsets: [150]))
        let preview = try temporary.catalog.menuPreview(named: "aeris-map-layers", settings: settings)
        let frame = try #require(preview.frames.first)
        #expect(frame.offset == 150)
        #expect(frame.items.map(\.position) == [1, 2, 3, 4, 5, 6])
        #expect(frame.items.map(\.top) == [-50, 50, 150, 250, 350, 450])
        #expect(frame.items.first?.title == "Satellite")
        for item in frame.items {
            let expected = -100.0 / 2 + ((250 - item.top) / 500) * 100
            guard case .number(let value)? = item.values["background.translationY"] else {
                Issue.record("row \(item.position) has no background.translationY")
                continue
            }
            #expect(abs(value - expected) < 1e-9)
        }
    }

    /// `{"menu": NAME, "frames": [{"offset": o, "items": [{"position", "title", "top", "values"}]}]}`.
    @Test func menuPreviewJSONHasTheDocumentedShape() throws {
        let settings = PreviewSettings(viewport: ViewportSize(width: 390, height: 150), offsets: OffsetSweep(offsets: [0]))
        let text = try temporary.catalog.menuPreview(named: "aeris-map-layers", settings: settings).report().rendered(as: .json)
        guard case .object(let root) = try JSONValue(parsing: text, source: "preview"),
            case .array(let frames)? = root["frames"], case .object(let frame)? = frames.first,
            case .array(let items)? = frame["items"]
        else {
            Issue.record("unexpected preview JSON: \(text)")
            return
        }
        #expect(Set(root.keys) == ["menu", "frames"])
        #expect(root["menu"] == .string("aeris-map-layers"))
        #expect(frame["offset"] == .number(0))
        // Rows 0 (top 0) and 1 (top 100) in a 150 pt viewport; values −travel·top/vh: 0 and −66.67.
        #expect(items.count == 2)
        for (index, expected) in [(0, 0.0), (1, -100.0 * 100 / 150)] {
            guard case .object(let item) = items[index], case .object(let values)? = item["values"],
                case .number(let value)? = values["background.translationY"]
            else {
                Issue.record("item \(index) lacks background.translationY")
                continue
            }
            #expect(Set(item.keys) == ["position", "title", "top", "values"])
            #expect(item["position"] == .number(Double(index)))
            #expect(item["top"] == .number(Double(index) * 100))
            #expect(abs(value - expected) < 1e-9)
        }
        #expect(text.hasSuffix("}\n"))
    }

    /// Path header: y = −150 − o/3 pulled, −150 − o scrolled.
    @Test func presetPreviewEvaluatesEachOffset() throws {
        let settings = PreviewSettings(offsets: OffsetSweep(offsets: [-150, 0, 60]))
        let preview = try temporary.catalog.presetPreview(named: "path-header-overscroll", settings: settings)
        #expect(preview.frames.map(\.offset) == [-150, 0, 60])
        #expect(preview.frames.map { $0.values["header.translationY"] } == [.number(-100), .number(-150), .number(-210)])
        let csv = try preview.report().rendered(as: .csv)
        #expect(csv == "offset,header.translationY\r\n-150,-100\r\n0,-150\r\n60,-210\r\n")
    }

    /// Default sweep of a scroll timeline: the window −200…200 is 400 pt, so the step is the
    /// round 400/20 = 20 (21 offsets inside), and a tenth of it, 40 pt, either side.
    @Test func defaultSweepCoversTheScrollWindow() throws {
        let preview = try temporary.catalog.presetPreview(named: "stretch-header", settings: PreviewSettings())
        #expect(preview.frames.map(\.offset) == stride(from: -240.0, through: 240, by: 20).map { $0 })
    }

    @Test func colourChannelsPreviewAsFourComponents() throws {
        let definition = try DefinitionText.preset(
            from: """
                {"name": "tint", "kind": "custom", "timeline": {"scroll": {"from": 0, "to": 100}},
                 "tracks": [{"target": "card", "property": "backgroundColor", "colorSpace": "srgb",
                             "keyframes": [{"at": 0, "value": "#FF000080"}, {"at": 1, "value": "#0000FF80"}]}]}
                """, source: "tint.json")
        let settings = PreviewSettings(offsets: OffsetSweep(offsets: [0, 100]))
        let preview = try temporary.catalog.presetPreview(of: definition, settings: settings)
        // 0x80 = 128 → 128/255.
        #expect(preview.frames[0].values["card.backgroundColor"] == .color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(preview.frames[1].values["card.backgroundColor"] == .color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
        let table = try preview.report().rendered(as: .table)
        #expect(table.contains("#FF000080") && table.contains("#0000FF80"))
    }

    @Test func previewOfAnUnknownNameIsNotFound() throws {
        #expect(throws: CatalogError(.notFound, "no preset or menu named 'nothing'")) {
            try temporary.catalog.previewReport(named: "nothing", settings: PreviewSettings())
        }
    }

    @Test func previewOfAPresetNeedsAKnownImage() throws {
        #expect(throws: CatalogError(.notFound, "image 'nope' not found")) {
            try temporary.catalog.presetPreview(named: "aeris-cell-background", settings: PreviewSettings(imageName: "nope"))
        }
    }
}
