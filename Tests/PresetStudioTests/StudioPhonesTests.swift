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
    /// offset exactly, and scroll positions land on whole device pixels: 1 px covers both. The
    /// CSS phone's scroller may also stop short of the offset (by less than 1 px, which the read
    /// waits for); a box moves with the scroll by at most that much, so it is added.
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
        /// How far the CSS phone's scroll position is from `offset`.
        var scrollError: Double
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
            const scrollError = Math.abs(scroller.scrollTop - Math.max(0, offset));
            return { engine, css, offset, scrollError, cut };
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
                    difference <= Self.tolerance + phones.scrollError,
                    "\(preset) \(target) at offset \(phones.offset) (CSS scrolled \(phones.scrollError) away): CSS \(css.box) vs engine \(engine.box)"
                )
            }
            try page.screenshot("\(preset)-\(end)", folder: "studio-phones")
        }
    }

    @Test("another preset replaces the scene, the values and the plot at once; the others are dimmed until whole screen; no value is cut")
    func switchingPresetsLeavesNothingBehind() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => live('card.alpha') !== null && $('[data-phone] [data-testid=previewed-item]'))")
        // Every animation frame from the click until parade-scale's values show: what the phone,
        // the values and the plot show, each by the preset it belongs to (fade-up animates card,
        // parade-scale image).
        let frames = try #require(
            try page.run(
                """
                const seen = [];
                const owner = (texts) => texts.some((t) => t.includes('card.')) ? 'fade-up' : texts.some((t) => t.includes('image.')) ? 'parade-scale' : 'none';
                const read = () => [
                  owner($$('[data-phone] [data-testid=previewed-item] [data-layer]').map((e) => e.dataset.layer + '.')),
                  owner($$('[data-testid=live-value]').map((e) => e.dataset.key)),
                  owner($$('[data-plot] text').map((e) => e.textContent)),
                ].join(' ');
                let watching = true;
                const watch = () => { seen.push(read()); if (watching) requestAnimationFrame(watch); };
                watch();
                $('[data-testid=preset-item][data-name=parade-scale] button').click();
                await waitFor(() => live('image.alpha') !== null);
                await sleep(300);
                watching = false;
                seen.push(read());
                return [...new Set(seen)];
                """) as? [String])
        // Each frame shows one preset, or nothing while the next one loads: never a mix.
        let allowed: Set<String> = ["fade-up fade-up fade-up", "none none none", "parade-scale parade-scale parade-scale"]
        #expect(Set(frames).isSubset(of: allowed), "\(frames)")
        #expect(frames.first == "fade-up fade-up fade-up", "each part is read as fade-up's before the click")
        #expect(frames.last == "parade-scale parade-scale parade-scale")

        // The other items are dimmed while the previewed one is framed; whole screen shows them as they are.
        let dimmed = try page.number(
            "return Number(getComputedStyle($('[data-phone] .content .element:not(.previewed)')).opacity)")
        #expect(dimmed < 1)
        try page.click("#preview-others")
        let whole = try page.number(
            "await sleep(100); return Number(getComputedStyle($('[data-phone] .content .element:not(.previewed)')).opacity)")
        #expect(whole == 1)

        // Every live value is shown whole: no cell's text is wider than the cell, and the table
        // is not wider than its column.
        let cut = try page.run(
            """
            const table = $('.live-values');
            const cells = $$('.live-values th, .live-values td').filter((c) => c.scrollWidth > c.clientWidth + 0.5).map((c) => c.textContent);
            return table.scrollWidth > table.clientWidth + 0.5 ? cells.concat(['the table']) : cells;
            """)
        #expect(cut as? [String] == [], "cut: \(String(describing: cut))")
        try page.screenshot("parade-scale-whole-screen", folder: "studio-phones")
    }
}
