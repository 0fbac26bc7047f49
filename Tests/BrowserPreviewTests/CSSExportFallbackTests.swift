import CatalogEditing
import Foundation
import PresetCatalog
import PresetRendering
import TestSupport
import Testing

/// The exported pages where scroll-driven animations are missing or not wanted, in Chromium.
///
/// Missing: every property the feature brings (`animation-timeline`, `animation-range`,
/// `view-timeline`) is renamed to one no browser knows, so Chromium treats the stylesheet as a
/// browser without the feature does: the declarations are dropped and `@supports
/// (animation-timeline: …)` is false. Every seed preset's every target then shows its content
/// visible and in place at every offset: opacity 1 and the identity matrix.
///
/// Not wanted: with `prefers-reduced-motion: reduce` emulated, the seed presets (all `resting`)
/// show at every offset what `preview --reduced-motion` prints there.
@Suite(.serialized, .onOwnThreads) struct CSSExportFallbackTests {
    static let featureProperties = ["animation-timeline", "animation-range", "view-timeline"]

    /// `html` as a browser without scroll-driven animations parses it.
    static func withoutTheFeature(_ html: String) -> String {
        featureProperties.reduce(html) { $0.replacingOccurrences(of: $1, with: "unknown-\($1)") }
    }

    static func export(_ name: String, in catalog: CatalogEditor) throws -> CSSExport {
        do {
            return try catalog.cssExport(named: name, settings: PreviewSettings())
        } catch let error as CatalogError where error.message.contains("overscroll") {
            return try catalog.cssExport(named: name, settings: PreviewSettings(), reachableOnly: true)
        }
    }

    static func offsets(of export: CSSExport, count: Int) -> [Double] {
        let last = export.layout.reachableOffsets.upperBound
        return Array(Set((0..<count).map { (last * Double($0) / Double(count - 1)).rounded(.down) })).sorted()
    }

    /// `export`'s page (`html`, written as `file`) in `session` at 8 offsets: every target is
    /// there, visible and in place (opacity 1, the identity matrix), at each.
    static func expectEveryTargetAtRest(_ export: CSSExport, html: String, file: String, in session: any BrowserSession) throws {
        let identity = [1.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let page = try CSSExportInChromiumTests.write(html, named: file)
        let readings = try CSSExportProbe.readings(of: page, offsets: offsets(of: export, count: 8), in: session)
        #expect(readings.count >= 4, "\(export.name)")
        for reading in readings {
            #expect(Set(reading.targets.map(\.name)).isSuperset(of: export.targets), "\(export.name)")
            for target in reading.targets {
                #expect(target.opacity == "1", "\(export.name) \(target.name) at \(reading.applied): opacity \(target.opacity)")
                #expect(target.matrix == identity, "\(export.name) \(target.name) at \(reading.applied): \(target.matrix)")
            }
        }
    }

    @Test func withoutScrollDrivenAnimationsEverySeedPresetShowsItsContent() throws {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: true)
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium())
        defer { session.stop() }
        let names = try catalog.presets().map(\.name)
        #expect(names.filter { $0.hasPrefix("parade-") }.count == 6)
        for name in names {
            let export = try Self.export(name, in: catalog)
            let html = Self.withoutTheFeature(export.html())
            let known = Self.featureProperties.filter { html.replacingOccurrences(of: "unknown-\($0)", with: "").contains($0) }
            #expect(known.isEmpty && html.contains("@supports (unknown-animation-timeline:"), "\(name): \(known)")
            try Self.expectEveryTargetAtRest(export, html: html, file: "without-feature-\(name).html", in: session)
        }
    }

    @Test func underReducedMotionTheSeedPresetsRestAsThePreviewSays() throws {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: true)
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium())
        defer { session.stop() }
        try session.emulateMedia([("prefers-reduced-motion", "reduce")])
        var moving = 0
        for name in [
            "fade-up", "zoom-in", "flip-up", "aeris-cell-background", "parade-scale", "parade-the-end", "half-speed-header-refresh",
        ] {
            let export = try Self.export(name, in: catalog)
            let page = try CSSExportInChromiumTests.write(export.html(), named: "reduced-motion-\(name).html")
            let readings = try CSSExportProbe.readings(of: page, offsets: Self.offsets(of: export, count: 8), in: session)
            let applied = readings.map(\.applied)
            let rested = try catalog.presetPreview(
                named: name, settings: PreviewSettings(offsets: OffsetSweep(offsets: applied), reducedMotion: true))
            let live = try catalog.presetPreview(named: name, settings: PreviewSettings(offsets: OffsetSweep(offsets: applied)))
            if zip(rested.frames, live.frames).contains(where: { $0.values != $1.values }) { moving += 1 }
            for (reading, frame) in zip(readings, rested.frames) {
                for target in export.targets {
                    let shown = try #require(reading.targets.first { $0.name == target })
                    var alpha = 1.0
                    if case .number(let value)? = frame.values["\(target).alpha"] { alpha = value }
                    #expect(abs((Double(shown.opacity) ?? .nan) - alpha) <= 1e-3, "\(name) \(target) at \(frame.offset)")
                    let expected = SeedPresetsOnTheWebTests.transform(of: target, in: frame.values).entries
                    let difference = zip(shown.matrix, expected).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? .infinity
                    #expect(difference <= 1e-3, "\(name) \(target) at \(frame.offset): \(shown.matrix) vs \(expected)")
                }
            }
        }
        // The comparison means something: without reduced motion these presets move.
        #expect(moving == 7)
    }
}
