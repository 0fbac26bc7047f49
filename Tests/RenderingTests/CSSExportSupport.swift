import ParallaxEngine
import PresetRendering

/// Small definitions and pages for the CSS export's tests, and ways to read its stylesheet.
enum CSSExportSupport {
    /// A 390×800 page scrolling vertically with a 100 pt item at 800 (just below the fold),
    /// reaching offsets 0…900.
    static let page = CSSExportLayout(
        viewport: .init(width: 390, height: 800), axis: .vertical, itemOrigin: 800, itemLength: 100, offsets: 0...900)

    static func track(
        _ target: String, _ channel: Channel, _ keyframes: [(Double, Double)], easing: Easing = .linear,
        extrapolation: Extrapolation = .clamp, range: ClosedRange<Double>? = nil
    ) -> TrackDefinition {
        TrackDefinition(
            target: target, channel: channel,
            keyframes: keyframes.map { KeyframeDefinition(at: $0.0, value: .number($0.1), easing: easing) },
            range: range, extrapolation: extrapolation)
    }

    static func css(
        _ definition: AnimatorDefinition, name: String = "demo", layout: CSSExportLayout = page, reachableOnly: Bool = false
    ) throws -> String {
        try CSSExport(name: name, definition: definition, context: [:], layout: layout, reachableOnly: reachableOnly).css
    }

    /// The lines of the block that starts with the line `header` (up to its closing `}`).
    static func block(_ header: String, in css: String) -> [String] {
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        guard let end = lines[start...].firstIndex(of: "}") else { return [] }
        return Array(lines[start...end])
    }

    /// The error `body` throws, or nil.
    static func refusal(_ body: () throws -> Void) -> CSSExportError? {
        do {
            try body()
            return nil
        } catch let error as CSSExportError {
            return error
        } catch {
            return nil
        }
    }
}
