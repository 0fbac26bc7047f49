import Foundation
import TestSupport
import Testing

/// `export --format html`'s page opens at the start of the effect with the item in view: its
/// container scrolled to the last whole offset before the engine's values first move, moved as
/// little as needed for the whole item to be in view above the viewport's last fifth, as far as
/// the container scrolls (worked out here with the engine over every whole offset); the item's box
/// overlaps the container's, and the targets are not yet at rest (the effect is still to come).
@Suite struct CSSExportOpeningTests {
    @Test func thePageOpensAtTheStartOfTheEffectWithTheItemInView() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 900, height: 1000)
        defer { session.stop() }
        for testCase in [CSSExportCases.theEnd, CSSExportCases.chained] {
            let export = try testCase.export()
            let layout = export.layout
            let animator = try testCase.animator()
            let underlying = testCase.underlying(for: animator)
            func values(at offset: Double) -> [Double] {
                var values = [Double](repeating: 0, count: animator.slotCount)
                animator.evaluate(layout.geometry(at: offset), underlying: underlying, into: &values)
                return values
            }
            let lowest = max(layout.offsets.lowerBound, 0), highest = layout.contentLength - layout.viewportLength
            var start = lowest
            while start + 1 <= highest, values(at: start + 1) == values(at: lowest) { start += 1 }
            let inView = layout.itemOrigin + layout.itemLength - 0.8 * layout.viewportLength
            let wanted = min(max(start, inView), max(inView, layout.itemOrigin))
            let expected = min(max(wanted, lowest), highest)
            let centred = layout.itemOrigin + layout.itemLength / 2 - layout.viewportLength / 2
            #expect(values(at: expected) != values(at: centred), "\(testCase.name): the page opens at rest")
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
