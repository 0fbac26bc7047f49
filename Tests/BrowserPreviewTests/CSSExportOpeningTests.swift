import Foundation
import TestSupport
import Testing

/// `export --format html`'s page opens with the item in view: its container scrolled so the
/// item's centre is at the viewport's centre, as far as the container scrolls (worked out here
/// from the layout), and the item's box overlapping the container's.
@Suite struct CSSExportOpeningTests {
    @Test func thePageOpensWithTheItemInView() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 900, height: 1000)
        defer { session.stop() }
        for testCase in [CSSExportCases.theEnd, CSSExportCases.chained] {
            let export = try testCase.export()
            let layout = export.layout
            let centred = layout.itemOrigin + layout.itemLength / 2 - layout.viewportLength / 2
            let expected = min(max(centred, 0), layout.contentLength - layout.viewportLength)
            try session.open(try CSSExportInChromiumTests.write(export.html(), named: "opening-\(testCase.name).html"))
            let reply = try session.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                requestAnimationFrame(() => requestAnimationFrame(() => {
                  const scroller = document.querySelector("[data-scroller]");
                  const box = scroller.getBoundingClientRect(), item = document.querySelector("[data-item]").getBoundingClientRect();
                  done(JSON.stringify([scroller.scrollTop + scroller.scrollLeft, Math.min(box.bottom, item.bottom) - Math.max(box.top, item.top)]));
                }));
                """, arguments: [])
            let numbers = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [Double])
            #expect(abs(numbers[0] - expected) <= 1, "\(testCase.name): scrolled to \(numbers[0]), not \(expected)")
            #expect(numbers[1] > 0, "\(testCase.name): the item is out of the container's view")
        }
    }
}
