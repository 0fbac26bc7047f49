import ParallaxEngine
import PresetRendering
import Testing

/// What makes the stylesheet safe to ship beside other CSS: every rule is scoped to its preset's
/// item, the timeline-driven rules sit inside `@supports`, and `prefers-reduced-motion: reduce`
/// follows the preset's policy with the resting values worked out by hand.
@Suite struct CSSExportScopeTests {
    typealias Support = CSSExportSupport

    /// A fade and a rise over `view(entry)` on target `card`.
    static let entrance = AnimatorDefinition(
        timeline: .view(ViewTimeline(range: .entry)),
        tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)]), Support.track("card", .translationY, [(0, 100), (1, 0)])])

    /// Each block's header line with the headers of the blocks around it, outermost first, for
    /// every line that opens a block (`… {`); one-line rules (`… { …; }`) count as blocks too.
    static func headers(in css: String) -> [(header: String, enclosing: [String])] {
        var stack: [String] = []
        var found: [(String, [String])] = []
        for line in css.split(separator: "\n").map(String.init) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasSuffix("{") {
                found.append((String(trimmed.dropLast(2)), stack))
                stack.append(String(trimmed.dropLast(2)))
            } else if trimmed == "}" {
                stack.removeLast()
            } else if let brace = trimmed.firstIndex(of: "{"), trimmed.hasSuffix("}"), !trimmed.hasPrefix("/*") {
                found.append((String(trimmed[..<brace].dropLast()), stack))
            }
        }
        return found
    }

    /// Every style rule is `[data-preset="demo"]` or nested in it (CSS Nesting: its selector
    /// is relative to the item's); the only rules outside `@supports` are `@keyframes` (and
    /// their keyframes), which do nothing until an animation names them.
    @Test func everyRuleIsScopedAndTimelineRulesNeedTheFeature() throws {
        for definition in [
            Self.entrance,
            AnimatorDefinition(timeline: .scroll(from: 0, to: 300), tracks: [Support.track("header", .translationY, [(0, 0), (1, 90)])]),
        ] {
            let css = try Support.css(definition)
            let headers = Self.headers(in: css)
            let condition = definition.timeline == Self.entrance.timeline ? "view()" : "scroll()"
            #expect(headers.first?.header == "@supports (animation-timeline: \(condition))")
            for (header, enclosing) in headers {
                if header.hasPrefix("@supports") {
                    #expect(enclosing.isEmpty)
                    continue
                }
                if header.hasPrefix("@keyframes") || enclosing.first?.hasPrefix("@keyframes") == true {
                    #expect(enclosing.allSatisfy { $0.hasPrefix("@keyframes") }, "\(header) inside \(enclosing)")
                    continue
                }
                #expect(enclosing.first == "@supports (animation-timeline: \(condition))", "\(header) outside @supports")
                let styleRules = enclosing.filter { !$0.hasPrefix("@") } + (header.hasPrefix("@") ? [] : [header])
                if !styleRules.isEmpty { #expect(styleRules[0] == "[data-preset=\"demo\"]", "\(header) inside \(enclosing)") }
            }
            #expect(!css.contains("[data-item]"))
        }
    }

    /// Two presets with the same target name: each one's rules name only its own item.
    @Test func twoPresetsWithOneTargetNameKeepApart() throws {
        let up = try Support.css(Self.entrance, name: "up")
        let zoom = try Support.css(
            AnimatorDefinition(timeline: .view(ViewTimeline(range: .entry)), tracks: [Support.track("card", .scale, [(0, 0.6), (1, 1)])]),
            name: "zoom")
        for (css, name, animations) in [(up, "up", "px-up_card_opacity, px-up_card_translate"), (zoom, "zoom", "px-zoom_card_scale")] {
            #expect(css.contains("\n  [data-target=\"card\"] {\n    animation-name: \(animations);\n  }"))
            let card = Self.headers(in: css).first { $0.header == "[data-target=\"card\"]" }
            #expect(card?.enclosing == ["@supports (animation-timeline: view())", "[data-preset=\"\(name)\"]"])
        }
        #expect(!up.contains("zoom") && !zoom.contains("px-up"))
    }

    /// The entrance rests fully entered (the item centred in the viewport is past `entry 100%`):
    /// opacity 1, no rise. `resting` holds both; `opacity-only` keeps the fade and holds the
    /// rise; `none` adds nothing.
    @Test func reducedMotionFollowsThePolicy() throws {
        func css(_ policy: ReducedMotionPolicy) throws -> String {
            try CSSExport(name: "demo", definition: Self.entrance, context: [:], layout: Support.page, reducedMotion: policy).css
        }
        // Nested in the item's rule, so the card is [data-preset="demo"] [data-target="card"].
        let card = "\n  @media (prefers-reduced-motion: reduce) {\n    [data-target=\"card\"] {"
        #expect(try css(.resting).contains("\(card) animation-name: none; opacity: 1; translate: 0px 0px; }\n  }\n}\n}\n"))
        #expect(try css(.opacityOnly).contains("\(card) animation-name: px-demo_card_opacity; translate: 0px 0px; }\n  }\n"))
        let media = Self.headers(in: try css(.resting)).first { $0.header == "@media (prefers-reduced-motion: reduce)" }
        #expect(media?.enclosing == ["@supports (animation-timeline: view())", "[data-preset=\"demo\"]"])
        #expect(try !css(.none).contains("prefers-reduced-motion"))
    }

    /// Parade's timeline rests at progress ½ (the item's centre at the viewport's): a linear
    /// fade 0 → 1 over progress 0…1 rests at opacity 0.5.
    @Test func reducedMotionHoldsTheEnginesRestingValue() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .viewportCenter, tracks: [Support.track("title", .alpha, [(0, 0), (1, 1)])]))
        #expect(css.contains("\n    [data-target=\"title\"] { animation-name: none; opacity: 0.5; }"))
    }
}
