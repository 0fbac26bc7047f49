import Foundation
import PresetRendering
import TestSupport
import Testing

/// The fallback script against the browser's own scroll-driven animations, frame by frame: one
/// page per case, exported with `--fallback script`, read in Firefox ESR with the feature on
/// (the script steps aside, `CSS.supports` being true) and as it ships (the script drives the
/// keyframes), at the same offsets. Both run the same `@keyframes`, so they differ only by the
/// progress each works out: every target's opacity and matrix agree within 1e-5 (of 1 or the
/// value), its colour within 1e-4, its frame within 1/60 px (Firefox's layout unit).
@Suite(.serialized, .onOwnThreads) struct FallbackAgainstNativeTests {
    /// A view timeline over a named range, one with insets and `calc()` positions, Parade's
    /// `viewportCenter` with frames and 3D, and a scroll timeline.
    static let cases = [CSSExportCases.fadeUp, CSSExportCases.insetEntry, CSSExportCases.paradeScale, CSSExportCases.stretchHeader]

    @Test func theScriptShowsWhatFirefoxsOwnTimelinesShow() throws {
        let native = try FirefoxSession.start(scrollDrivenAnimations: true)
        defer { native.stop() }
        let driven = try FirefoxSession.start(scrollDrivenAnimations: false)
        defer { driven.stop() }
        for testCase in Self.cases {
            let export = try testCase.export(fallback: .script)
            let page = try CSSExportInChromiumTests.write(
                export.html(), named: "\(testCase.name)-fallback-against-native.html")
            let offsets = testCase.offsets(count: 24)
            let shown = try CSSExportProbe.readings(of: page, offsets: offsets, in: native)
            let scripted = try CSSExportProbe.readings(of: page, offsets: offsets, in: driven)
            #expect(shown.count == offsets.count && scripted.count == offsets.count, "\(testCase.name)")
            for (expected, reading) in zip(shown, scripted) {
                #expect(reading.applied == expected.applied, "\(testCase.name)")
                #expect(reading.targets.count == export.targets.count, "\(testCase.name)")
                for (want, got) in zip(expected.targets, reading.targets) {
                    let place = "\(testCase.name) \(got.name) at \(reading.applied)"
                    #expect(got.name == want.name, "\(place)")
                    #expect(
                        abs((Double(got.opacity) ?? .nan) - (Double(want.opacity) ?? .nan)) <= 1e-5,
                        "\(place): \(got.opacity) vs \(want.opacity)")
                    for (a, b) in zip(got.matrix, want.matrix) {
                        #expect(abs(a - b) <= 1e-5 * max(1, abs(b)), "\(place): matrix \(got.matrix) vs \(want.matrix)")
                    }
                    if let a = CSSExportProbe.color(got.backgroundColor), let b = CSSExportProbe.color(want.backgroundColor) {
                        let difference = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map(abs).max() ?? 0
                        #expect(difference <= 1e-4, "\(place): \(got.backgroundColor) vs \(want.backgroundColor)")
                    } else {
                        #expect(got.backgroundColor == want.backgroundColor, "\(place)")
                    }
                    for (a, b) in [(got.left, want.left), (got.top, want.top), (got.width, want.width), (got.height, want.height)] {
                        if let a = CSSExportProbe.pixels(a), let b = CSSExportProbe.pixels(b) {
                            #expect(abs(a - b) <= 1.0 / 60, "\(place): \(a) vs \(b)")
                        } else {
                            #expect(a == b, "\(place)")
                        }
                    }
                }
            }
        }
    }
}
