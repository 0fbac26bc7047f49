import ParallaxEngine
import PresetRendering
import Testing

/// The exported page: self-contained, no script, the marked elements at the layout's sizes.
@Suite struct CSSExportPageTests {
    typealias Support = CSSExportSupport

    static func page(axis: ScrollAxis = .vertical) throws -> String {
        let layout = CSSExportLayout(
            viewport: axis == .vertical ? .init(width: 390, height: 800) : .init(width: 800, height: 390), axis: axis, itemOrigin: 800,
            itemLength: 100, offsets: 0...900)
        return try CSSExport(
            name: "card <demo>",
            definition: AnimatorDefinition(
                timeline: .viewportCenter, axis: axis,
                tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)]), Support.track("label \"1\"", .translationY, [(0, 10), (1, 0)])]),
            context: [:], layout: layout
        ).html()
    }

    @Test func thePageRunsOnCSSAlone() throws {
        let page = try Self.page()
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(page.contains("@keyframes px-card_20__3c_demo_3e__card_opacity {"))
        #expect(page.contains("<title>card &lt;demo&gt; · CSS scroll-driven animation</title>"))
    }

    /// A 390×800 container; content 1700 long (the largest offset 900 plus the viewport); the
    /// item at 800, 100 tall; one element per target, names escaped in HTML and CSS.
    @Test func theMarkedElementsHaveTheLayoutsSizes() throws {
        let page = try Self.page()
        #expect(page.contains("[data-scroller] { position: relative; width: 390px; height: 800px; overflow-x: hidden; overflow-y: scroll;"))
        #expect(page.contains("[data-content] { position: relative; width: 390px; height: 1700px;"))
        #expect(page.contains("[data-item] { position: absolute; left: 0px; top: 800px; width: 390px; height: 100px;"))
        #expect(page.contains("<div data-target=\"card\""))
        #expect(page.contains("<div data-target=\"label &quot;1&quot;\""))
        #expect(page.contains("<div data-item data-preset=\"card &lt;demo&gt;\""))
        #expect(!Support.block("[data-preset=\"card \\3c demo>\"] [data-target=\"label \\\"1\\\"\"] {", in: page).isEmpty)
    }

    @Test func aHorizontalPageScrollsSideways() throws {
        let page = try Self.page(axis: .horizontal)
        #expect(page.contains("[data-scroller] { position: relative; width: 800px; height: 390px; overflow-x: scroll; overflow-y: hidden;"))
        #expect(page.contains("[data-content] { position: relative; width: 1700px; height: 390px;"))
        #expect(page.contains("[data-item] { position: absolute; left: 800px; top: 0px; width: 100px; height: 390px;"))
    }

    /// The page reaches from 0 to the content's end less the viewport, and the engine's
    /// geometry there is the page's.
    @Test func theLayoutSaysWhatThePageReaches() {
        let layout = CSSExportLayout(
            viewport: .init(width: 390, height: 844), axis: .vertical, itemOrigin: 0, itemLength: 180, offsets: -200...400)
        #expect(layout.contentLength == 1244)
        #expect(layout.reachableOffsets == 0...400)
        // An item just below the first screen whose effect ends at offset 110: the content runs on
        // until the item's centre (844 + 50) can reach the viewport's (422), 894 + 422 = 1316.
        let entrance = CSSExportLayout(
            viewport: .init(width: 390, height: 844), axis: .vertical, itemOrigin: 844, itemLength: 100, offsets: 0...110)
        #expect(entrance.contentLength == 1316)
        #expect(entrance.reachableOffsets == 0...472)
        #expect(
            layout.geometry(at: 120)
                == ScrollMetrics(
                    viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 120),
                    itemFrame: .init(x: 0, y: 0, width: 390, height: 180)))
    }
}
