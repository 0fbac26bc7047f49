import CatalogEditing
import Foundation
import ParallaxEngine
import PresetCatalog
import PresetRendering
import TestSupport
import Testing

/// Every seed preset exported as `preset-manager export NAME --format html` does (the preview's
/// default layout; `--reachable-only` for the header presets that move in overscroll), loaded in
/// real headless Chromium and scrolled to 24 offsets spread over everything the page reaches:
/// each target's computed `opacity` and composed matrix (`translate`, `rotate`, `scale`, then
/// `transform`) agree with the values `preview` prints at the same offsets within 1e-3 (matrix
/// entries within 1e-3 of max(1, |entry|)).
@Suite(.serialized, .onOwnThreads) struct SeedPresetsOnTheWebTests {
    /// The matrix `preview`'s values stand for: the library's order, missing channels at identity.
    static func transform(of target: String, in values: PreviewValues) -> Transform3D {
        func number(_ channel: Channel, _ absent: Double) -> Double {
            if case .number(let value)? = values["\(target).\(channel.rawValue)"] { return value }
            return absent
        }
        let perspective: Double? = values["\(target).perspective"] == nil ? nil : number(.perspective, 0)
        let scale = number(.scale, 1)
        return Transform3D(
            perspective: perspective,
            translation: (number(.translationX, 0), number(.translationY, 0), number(.translationZ, 0)),
            rotation: (number(.rotationX, 0), number(.rotationY, 0), number(.rotation, 0) + number(.rotationZ, 0)),
            scale: (number(.scaleX, 1) * scale, number(.scaleY, 1) * scale, scale))
    }

    @Test func everySeedPresetAgreesWithItsPreviewInChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seed-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try CatalogEditor.create(at: folder.appendingPathComponent("catalog.sqlite").path, seeded: true)
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium)
        defer { session.stop() }
        let names = try catalog.presets().map(\.name)
        #expect(names.count >= 21)
        var reachableOnly: [String] = []
        for name in names {
            let export: CSSExport
            do {
                export = try catalog.cssExport(named: name, settings: PreviewSettings())
            } catch let error as CatalogError where error.message.contains("overscroll") {
                reachableOnly.append(name)
                export = try catalog.cssExport(named: name, settings: PreviewSettings(), reachableOnly: true)
            }
            let page = try CSSExportInChromiumTests.write(export.html(), named: "seed-\(name).html")
            let last = export.layout.reachableOffsets.upperBound
            let offsets = Array(Set((0..<24).map { (last * Double($0) / 23).rounded(.down) })).sorted()
            let readings = try CSSExportProbe.readings(of: page, offsets: offsets, in: session)
            #expect(readings.count >= 20, "\(name)")
            let preview = try catalog.presetPreview(
                named: name, settings: PreviewSettings(offsets: OffsetSweep(offsets: readings.map(\.applied))))
            #expect(preview.frames.count == readings.count, "\(name)")
            for (reading, frame) in zip(readings, preview.frames) {
                for target in export.targets {
                    guard let shown = reading.targets.first(where: { $0.name == target }) else {
                        Issue.record("\(name): no element for \(target)")
                        continue
                    }
                    var alpha = 1.0
                    if case .number(let value)? = frame.values["\(target).alpha"] { alpha = value }
                    #expect(
                        abs((Double(shown.opacity) ?? .nan) - alpha) <= 1e-3,
                        "\(name) \(target).opacity at \(frame.offset): \(shown.opacity) vs \(alpha)")
                    let expected = Self.transform(of: target, in: frame.values).entries
                    let difference = zip(shown.matrix, expected).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? .infinity
                    #expect(
                        shown.matrix.count == 16 && difference <= 1e-3,
                        "\(name) \(target) matrix at \(frame.offset): \(shown.matrix) vs \(expected)")
                }
            }
        }
        #expect(reachableOnly.sorted() == ["path-header-layers", "path-header-overscroll", "stretch-header"])
    }
}
