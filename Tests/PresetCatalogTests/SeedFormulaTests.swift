import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// The seed presets, resolved as an app resolves them (``PresetLibrary`` on a seeded catalog
/// file), reproduce docs/DESIGN.md's formulas to 1e-9.
@Suite struct SeedFormulaTests {
    let file: TemporaryCatalog
    let library: PresetLibrary

    init() throws {
        file = try TemporaryCatalog()
        library = try PresetLibrary(contentsOf: file.path)
    }

    func values(_ name: String, _ context: PresetContext, offset: Double, itemTop: Double = 0, itemHeight: Double = 100) throws -> (
        Animator, [Double]
    ) {
        let animator = try library.animator(named: name, context: context)
        let geometry = ScrollMetrics(
            viewportSize: .init(width: context.viewportWidth, height: context.viewportHeight),
            contentOffset: .init(x: 0, y: offset),
            itemFrame: .init(x: 0, y: itemTop, width: context.viewportWidth, height: itemHeight))
        var buffer = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(geometry, into: &buffer)
        return (animator, buffer)
    }

    func value(_ animator: Animator, _ buffer: [Double], _ target: String, _ channel: Channel) throws -> Double {
        buffer[try #require(animator.slotIndex(target: target, channel: channel))]
    }

    /// docs/DESIGN.md, Aeris cell background: with d = viewportHeight/2 − cellTop and
    /// travel = imageHeight − rowHeight, the image's top in the cell is −travel/2 + (d/viewportHeight)·travel.
    @Test(arguments: [(100.0, 200.0, 844.0), (80, 170, 600), (120, 300, 1000)])
    func aerisCellBackground(rowHeight: Double, imageHeight: Double, viewportHeight: Double) throws {
        let context = PresetContext(rowHeight: rowHeight, imageHeight: imageHeight, viewportHeight: viewportHeight)
        let itemTop = 1500.0
        for cellTop in stride(from: -rowHeight - 40, through: viewportHeight + 40, by: 7.3) {
            let (animator, buffer) = try values(
                "aeris-cell-background", context, offset: itemTop - cellTop, itemTop: itemTop, itemHeight: rowHeight)
            let travel = imageHeight - rowHeight
            let d = viewportHeight / 2 - cellTop
            let expected = -travel / 2 + (d / viewportHeight) * travel
            #expect(abs(try value(animator, buffer, "background", .translationY) - expected) < 1e-9, "cellTop \(cellTop)")
        }
    }

    /// docs/DESIGN.md, Path header: y = y0 − o/3 for o < 0, else y0 − o, with y0 = −150.
    @Test func pathHeaderOverscroll() throws {
        for offset in stride(from: -300.0, through: 300, by: 12.5) {
            let (animator, buffer) = try values("path-header-overscroll", PresetContext(), offset: offset)
            let expected = offset < 0 ? -150 - offset / 3 : -150 - offset
            #expect(abs(try value(animator, buffer, "header", .translationY) - expected) < 1e-9, "offset \(offset)")
        }
    }

    /// The multi-layer variant: each layer at its own factor f, y = −150 − f·o/3 pulled, −150 − f·o scrolled.
    @Test func pathHeaderLayers() throws {
        for offset in stride(from: -300.0, through: 300, by: 12.5) {
            let (animator, buffer) = try values("path-header-layers", PresetContext(), offset: offset)
            for (layer, factor) in [("sky", 0.25), ("hills", 0.5), ("foreground", 1.0)] {
                let expected = offset < 0 ? -150 - factor * offset / 3 : -150 - factor * offset
                #expect(abs(try value(animator, buffer, layer, .translationY) - expected) < 1e-9, "\(layer) at \(offset)")
            }
        }
    }

    /// docs/DESIGN.md, half-speed header with stretch, in the header cell's coordinates: for o ≥ 0 the
    /// image moves at half speed (top o/2) in a clipping container; for o < 0 its top stays at the
    /// screen top (o in cell coordinates), its height grows by |o| and its width in proportion,
    /// centred. At rest it fills the viewport: W₀ = max(390, 2 × 180) = 390 pt wide, x = 0.
    @Test func stretchHeader() throws {
        let header = 180.0
        let context = PresetContext(viewportWidth: 390, headerHeight: header)
        for offset in stride(from: -300.0, through: 300, by: 10) {
            let (animator, buffer) = try values("stretch-header", context, offset: offset, itemHeight: header)
            let height = offset < 0 ? header - offset : header
            let width = 390 * height / header
            #expect(
                abs(try value(animator, buffer, "image", .translationY) - (offset < 0 ? offset : offset / 2)) < 1e-9, "top at \(offset)")
            #expect(abs(try value(animator, buffer, "image", .height) - height) < 1e-9, "height at \(offset)")
            #expect(abs(try value(animator, buffer, "image", .width) - width) < 1e-9, "width at \(offset)")
            #expect(abs(try value(animator, buffer, "image", .x) - (390 - width) / 2) < 1e-9, "x at \(offset)")
            #expect(try value(animator, buffer, "container", .clipsToBounds) == (offset < 0 ? 0 : 1), "clipping at \(offset)")
        }
    }

    /// With a viewport narrower than twice the header (320 < 2 × 180), W₀ = 360: the image keeps
    /// 2:1 and overhangs both sides by 20 pt; pulled by 90 pt it is 270 tall and 540 wide.
    @Test func stretchHeaderInANarrowViewportKeepsTwoToOne() throws {
        let context = PresetContext(viewportWidth: 320, headerHeight: 180)
        let (rest, restBuffer) = try values("stretch-header", context, offset: 0, itemHeight: 180)
        #expect(abs(try value(rest, restBuffer, "image", .width) - 360) < 1e-9)
        #expect(abs(try value(rest, restBuffer, "image", .x) - -20) < 1e-9)
        let (pulled, pulledBuffer) = try values("stretch-header", context, offset: -90, itemHeight: 180)
        #expect(abs(try value(pulled, pulledBuffer, "image", .height) - 270) < 1e-9)
        #expect(abs(try value(pulled, pulledBuffer, "image", .width) - 540) < 1e-9)
        #expect(abs(try value(pulled, pulledBuffer, "image", .x) - -110) < 1e-9)
    }

    /// docs/DESIGN.md, half-speed header with pull-to-refresh: half speed for o > 0; for o ≤ 0 no
    /// stretch, the image stays put; always clipped, as wide as the 390 pt viewport (W₀ =
    /// max(390, 2 × 180)), so at x = 0.
    @Test func halfSpeedHeaderRefresh() throws {
        let header = 180.0
        let context = PresetContext(viewportWidth: 390, headerHeight: header)
        for offset in stride(from: -300.0, through: 300, by: 10) {
            let (animator, buffer) = try values("half-speed-header-refresh", context, offset: offset, itemHeight: header)
            #expect(abs(try value(animator, buffer, "image", .translationY) - (offset > 0 ? offset / 2 : 0)) < 1e-9, "top at \(offset)")
            #expect(abs(try value(animator, buffer, "image", .height) - header) < 1e-9)
            #expect(abs(try value(animator, buffer, "image", .width) - 390) < 1e-9)
            #expect(abs(try value(animator, buffer, "image", .x)) < 1e-9)
            #expect(try value(animator, buffer, "container", .clipsToBounds) == 1)
        }
    }

    /// Parade's intro cell as ParallaxIntroCollectionViewCell writes it, computed the way
    /// UIScrollView+Parade.swift and PDAnimatableProperty.swift do: r = (centre − L/2)/L clamped
    /// to ±1 (the item's centre in viewport coordinates, L the viewport height); above the centre
    /// the end state shows with p = 1 + r, below it the start state with p = 1 − r; a property is
    /// lerp(state, rest, ease(p)). The logo has only an end state: alpha 0 (inSine), scale 1.6
    /// and a translation of 1.6 × 50 = 80 (linear). The dots have the same size on both sides:
    /// bounds height 3 × 80 = 240 (inSine), resting at 80. inSine(p) = 1 − cos(πp/2).
    @Test func paradeIntro() throws {
        let context = PresetContext(viewportHeight: 844)
        for offset in stride(from: 0.0, through: 2200, by: 25) {
            let (animator, buffer) = try values("parade-intro", context, offset: offset, itemTop: 1000, itemHeight: 100)
            let r = min(max((1000 + 50 - offset - 844 / 2) / 844, -1), 1)
            let inSine = { (p: Double) in 1 - cos(Double.pi * p / 2) }
            let (alpha, scale, translation): (Double, Double, Double)
            if r < -0.0005 {
                let p = 1 + r
                (alpha, scale, translation) = (inSine(p), 1.6 + (1 - 1.6) * p, 80 * (1 - p))
            } else {
                (alpha, scale, translation) = (1, 1, 0)
            }
            let p = 1 - abs(r)
            let height = abs(r) <= 0.0005 ? 80 : 240 + (80 - 240) * inSine(p)
            #expect(abs(try value(animator, buffer, "logo", .alpha) - alpha) < 1e-9, "alpha at \(offset)")
            #expect(abs(try value(animator, buffer, "logo", .scale) - scale) < 1e-9, "scale at \(offset)")
            #expect(abs(try value(animator, buffer, "logo", .translationY) - translation) < 1e-9, "translation at \(offset)")
            #expect(abs(try value(animator, buffer, "dots", .boundsHeight) - height) < 1e-9, "dots height at \(offset)")
        }
    }

    /// Parade's "the end" cell (ParallaxTheEndCollectionViewCell): only a start state; the title's
    /// rotation about x goes from 280° to its rest 0° with outSine(p) = sin(πp/2), its alpha from
    /// 0 to 1 with inSine over the range 0.4…1 of p = 1 − r (same r as above); above the centre
    /// everything rests.
    @Test func paradeTheEnd() throws {
        let context = PresetContext(viewportHeight: 844)
        for offset in stride(from: 0.0, through: 2200, by: 25) {
            let (animator, buffer) = try values("parade-the-end", context, offset: offset, itemTop: 1000, itemHeight: 100)
            let r = min(max((1000 + 50 - offset - 844 / 2) / 844, -1), 1)
            var (rotation, alpha) = (0.0, 1.0)
            if r > 0.0005 {
                let p = 1 - r
                rotation = 280 + (0 - 280) * sin(Double.pi * p / 2)
                let ranged = min(max((p - 0.4) / 0.6, 0), 1)
                alpha = 1 - cos(Double.pi * ranged / 2)
            }
            #expect(abs(try value(animator, buffer, "title", .rotationX) - rotation) < 1e-9, "rotationX at \(offset)")
            #expect(abs(try value(animator, buffer, "title", .alpha) - alpha) < 1e-9, "alpha at \(offset)")
            #expect(try value(animator, buffer, "title", .perspective) == 1000)
        }
    }
}
