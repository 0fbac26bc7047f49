import Foundation
import TestSupport
import Testing

/// The studio's two phones, the engine's player and the CSS page (`export --format html` in a
/// frame), show the same item in the same place with the same look, in headless Chromium at
/// 1280×800: for every target of the previewed item, the same kind of layer (a card, a picture,
/// text), the same picture `src` and title, and the same box on the screen (its position in its
/// phone and its size, transforms included), where the studio opens (the item in view) and at
/// the scrubber's two ends; both phones whole inside the stage. Screenshots go to
/// `.build/studio-phones/`.
@Suite("The engine's phone and the CSS phone in the studio", .serialized, .onOwnThreads)
struct StudioPhonesTests {
    /// Each phone's boxes are read in its own CSS pixels (the studio zooms both alike). The
    /// engine's phone interpolates between its 241 sampled offsets while CSS computes every
    /// offset exactly, and scroll positions land on whole device pixels: 1 px covers both.
    static let tolerance = 1.0

    /// One target as a phone draws it.
    struct Layer: Decodable, Equatable {
        var box: [Double]
        var source: String?
        var card: Bool
        var text: String?
    }

    struct Phones: Decodable {
        var engine: [String: Layer]
        var css: [String: Layer]
        var offset: Double
        /// How far each phone's frame reaches past the stage's edges (0 when it is whole inside).
        var cut: [Double]
    }

    /// Both phones' layers of the previewed item with the scrubber at its `end` ("min" or "max",
    /// or "value": where the studio put it on opening the preset).
    static func read(_ page: StudioPage, at end: String) throws -> Phones {
        let reply = try page.run(
            """
            const frame = $('[data-testid=web-preview]');
            await waitFor(() => frame.contentDocument?.querySelector('[data-testid=previewed-item] [data-target]'));
            const scrubber = $('[data-testid=offset]');
            const offset = Number(scrubber.\(end));
            setOffset(offset);
            const doc = frame.contentDocument, scroller = doc.querySelector('[data-scroller]');
            await waitFor(() => Math.abs(scroller.scrollTop - Math.max(0, offset)) < 1);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            await sleep(100);
            const read = (nodes, origin, scale, name) => Object.fromEntries(nodes.map((node) => {
              const r = node.getBoundingClientRect();
              const img = node.querySelector(':scope > img'), span = node.querySelector(':scope > span');
              return [node.getAttribute(name), {
                box: [(r.left - origin.left) * scale, (r.top - origin.top) * scale, r.width * scale, r.height * scale],
                source: img ? img.getAttribute('src') : null, card: node.classList.contains('layer-card'),
                text: span ? span.textContent : null }];
            }));
            const viewport = $('#preview-viewport'), v = viewport.getBoundingClientRect();
            const engine = read($$('[data-phone] [data-testid=previewed-item] [data-layer]'), v, viewport.offsetWidth / v.width, 'data-layer');
            const css = read([...doc.querySelectorAll('[data-testid=previewed-item] [data-target]')], scroller.getBoundingClientRect(), 1, 'data-target');
            const stage = $('.stage').getBoundingClientRect();
            const cut = ['[data-device]', '[data-web-frame]'].map((s) => {
              const r = $(s).getBoundingClientRect();
              return Math.max(0, stage.left - r.left, r.right - stage.right, stage.top - r.top, r.bottom - stage.bottom);
            });
            return { engine, css, offset, cut };
            """)
        let data = try JSONSerialization.data(withJSONObject: reply)
        return try JSONDecoder().decode(Phones.self, from: data)
    }

    @Test(
        "a card, a Parade cell's pictures and a menu row's image: the same layers, sources, titles and boxes in both phones",
        arguments: ["fade-up", "parade-double-image", "aeris-cell-background"])
    func bothPhonesShowTheSameItem(preset: String) throws {
        let page = try StudioPage()
        try page.open(preset: preset)
        for end in ["value", "min", "max"] {
            let phones = try Self.read(page, at: end)
            if end == "value", let card = phones.engine.values.first {
                let visible = card.box[0] < 390 && card.box[0] + card.box[2] > 0 && card.box[1] < 844 && card.box[1] + card.box[3] > 0
                #expect(visible, "\(preset): the item is out of the phone where the studio opens, at \(card.box)")
            }
            #expect(!phones.engine.isEmpty, "\(preset): the engine's phone draws no layer")
            #expect(phones.cut.allSatisfy { $0 < 1 }, "\(preset): the phones reach past the stage by \(phones.cut) px")
            #expect(Set(phones.css.keys) == Set(phones.engine.keys), "\(preset) at \(phones.offset): targets differ")
            for (target, engine) in phones.engine {
                guard let css = phones.css[target] else { continue }
                #expect(css.source == engine.source, "\(preset) \(target): the picture differs")
                #expect(css.card == engine.card && css.text == engine.text, "\(preset) \(target): \(css) vs \(engine)")
                let difference = zip(css.box, engine.box).map { abs($0 - $1) }.max() ?? .infinity
                #expect(
                    difference <= Self.tolerance,
                    "\(preset) \(target) at offset \(phones.offset): CSS \(css.box) vs engine \(engine.box)")
            }
            try page.screenshot("\(preset)-\(end)", folder: "studio-phones")
        }
    }
}
