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

    /// The block `header` names, as it applies: `header`, the block's own lines (its
    /// declarations or keyframes, not the rules nested in it) indented by two spaces, and `}`;
    /// empty when there is none. A style rule nested in others (CSS Nesting) is named by their
    /// selectors and its own, joined by spaces (`A { B { … } }` is `A B {`), an at-rule by itself.
    static func block(_ header: String, in css: String) -> [String] {
        var open: [(name: String, selectors: [String], own: [String])] = []
        for line in css.split(separator: "\n").map({ String($0.drop { $0 == " " }) }) {
            if line.hasSuffix(" {") {
                let opened = String(line.dropLast(2))
                let selectors = (open.last?.selectors ?? []) + (opened.hasPrefix("@") ? [] : [opened])
                open.append((opened.hasPrefix("@") ? opened : selectors.joined(separator: " "), selectors, []))
            } else if line == "}", let closed = open.popLast() {
                if closed.name + " {" == header { return [header] + closed.own.map { "  " + $0 } + ["}"] }
            } else if !open.isEmpty {
                open[open.count - 1].own.append(line)
            }
        }
        return []
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
