import ParallaxEngine

/// The exported stylesheet's text: a comment saying what it is for; inside
/// `@supports (animation-timeline: view())` (or `scroll()`) the item's view timeline, the
/// timing every target shares, one rule per target listing its animations and, for
/// `prefers-reduced-motion: reduce`, the preset's policy; then one `@keyframes` per distinct
/// animated property (targets moving alike share one).
///
/// Every rule is scoped to the preset: the item carries `data-preset="NAME"` and the targets are
/// `[data-target="TARGET"]` elements inside it, so presets sharing a page (and target names)
/// never reach each other's elements. A browser without scroll-driven animations skips the
/// `@supports` block and runs no animation at all, so every element shows what the page's own
/// styles say (visible and in place), never a keyframe's end state.
struct CSSExportStylesheet {
    let name: String
    let layout: CSSExportLayout
    let timeline: CSSExportTimeline
    let range: ProgressInterval
    /// When only the reachable part was exported: the lowest offset and the channels left out.
    let omitted: (lowest: Double, channels: [String])?
    let animations: [TargetAnimations]
    /// What the preset does for a reader who asks for less motion.
    let reducedMotion: ReducedMotionPolicy

    /// `[data-preset="NAME"]`: the item every rule is scoped to.
    var scope: String { "[data-preset=\(cssString(name))]" }

    var text: String {
        let timelineName = "--px-" + cssIdentifierFragment(name)
        let rangeText = "\(timeline.rangePosition(at: range.atStart)) \(timeline.rangePosition(at: range.atEnd))"
        let keyframes = sharedKeyframes
        var lines = header
        lines.append("@supports (animation-timeline: \(timeline.isView ? "view()" : "scroll()")) {")
        let itemDeclarations = timeline.itemDeclarations(name: timelineName)
        if !itemDeclarations.isEmpty {
            lines += ["\(scope) {"] + itemDeclarations.map { "  \($0);" } + ["}"]
        }
        let animated = animations.filter { !$0.properties.isEmpty }
        if !animated.isEmpty {
            lines.append("\(scope) [data-target] {")
            lines += [
                "animation-duration: auto", "animation-timing-function: linear", "animation-fill-mode: both",
                "animation-timeline: \(timeline.timelineValue(name: timelineName))", "animation-range: \(rangeText)",
            ].map { "  \($0);" }
            lines.append("}")
        }
        for target in animated {
            let names = target.properties.map {
                keyframes.names[keyframesName(target: target.target, property: $0.property.keyframesName)]!
            }
            lines.append("\(targetSelector(target.target)) {")
            lines.append("  animation-name: \(names.joined(separator: ", "));")
            if target.properties.contains(where: { $0.property.transformFunction != nil }) {
                let compositions = target.properties.map { $0.property.transformFunction == nil ? "replace" : "add" }
                lines.append("  animation-composition: \(compositions.joined(separator: ", "));")
            }
            if target.properties.contains(where: { $0.property.name.hasPrefix("border-") && $0.property.name != "border-radius" }) {
                lines.append("  border-style: solid;")
            }
            lines.append("}")
        }
        lines += reducedMotionRules(animated, names: keyframes.names)
        lines.append("}")
        lines += keyframes.blocks
        return lines.joined(separator: "\n") + "\n"
    }

    private func targetSelector(_ target: String) -> String {
        "\(scope) [data-target=\(cssString(target))]"
    }

    /// Under `prefers-reduced-motion: reduce`, as the engine's ``ReducedMotionFilter`` does:
    /// `resting` stops every animation and holds each property at its resting value;
    /// `opacity-only` keeps the `opacity` animation and holds the others; `none` changes nothing.
    private func reducedMotionRules(_ animated: [TargetAnimations], names shared: [String: String]) -> [String] {
        guard reducedMotion != .none, !animated.isEmpty else { return [] }
        var lines = ["@media (prefers-reduced-motion: reduce) {"]
        for target in animated {
            let kept = target.properties.filter { reducedMotion == .opacityOnly && $0.property.name == "opacity" }
            let held = target.properties.filter { keyframed in !kept.contains { $0.property.name == keyframed.property.name } }
            let names = kept.map { shared[keyframesName(target: target.target, property: $0.property.keyframesName)]! }
            var declarations = ["animation-name: \(names.isEmpty ? "none" : names.joined(separator: ", "))"]
            var transformParts: [String] = []
            for keyframed in held {
                let value = keyframed.property.format(keyframed.resting)
                if keyframed.property.transformFunction != nil {
                    transformParts.append(value)
                } else {
                    declarations.append("\(keyframed.property.name): \(value)")
                }
            }
            if !transformParts.isEmpty { declarations.append("transform: \(transformParts.joined(separator: " "))") }
            lines.append("\(targetSelector(target.target)) { \(declarations.joined(separator: "; ")); }")
        }
        lines.append("}")
        return lines
    }

    /// One `@keyframes` per distinct animation: targets whose property runs through the same
    /// keyframes share the first one's block. `names` maps each target's own keyframes name to
    /// the block it runs.
    private var sharedKeyframes: (blocks: [String], names: [String: String]) {
        var blocks: [String] = []
        var names: [String: String] = [:]
        var nameOfBody: [String: String] = [:]
        for target in animations {
            for keyframed in target.properties {
                let own = keyframesName(target: target.target, property: keyframed.property.keyframesName)
                let body = keyframed.keyframes.map { keyframe in
                    let easing =
                        keyframe.easing == .linear || keyframe.offset == 1
                        ? "" : " animation-timing-function: \(cssEasing(keyframe.easing));"
                    return
                        "  \(cssPercent(keyframe.offset)) { \(keyframed.property.name): \(keyframed.property.format(keyframe.value));\(easing) }"
                }
                if let shared = nameOfBody[body.joined(separator: "\n")] {
                    names[own] = shared
                } else {
                    nameOfBody[body.joined(separator: "\n")] = own
                    names[own] = own
                    blocks += ["@keyframes \(own) {"] + body + ["}"]
                }
            }
        }
        return (blocks, names)
    }

    /// `px-NAME_TARGET_PROPERTY`: the separator `_` never appears unescaped in a fragment.
    private func keyframesName(target: String, property: String) -> String {
        "px-\(cssIdentifierFragment(name))_\(cssIdentifierFragment(target))_\(property)"
    }

    private var header: [String] {
        let axis = layout.axis == .vertical ? "vertically" : "horizontally"
        var lines = [
            "/* \(commentSafe(name)): CSS scroll-driven animations exported from the parallax preset catalog.",
            "   Markup: the item carries data-preset=\(commentSafe(cssString(name))), with one [data-target] element per target "
                + "inside it; laid out for a \(cssNumber(layout.viewport.width))×\(cssNumber(layout.viewport.height)) scroll container "
                + "scrolling \(axis), the item at \(cssNumber(layout.itemOrigin))…"
                + "\(cssNumber(layout.itemOrigin + layout.itemLength)) along it.",
            "   Without scroll-driven animations (@supports fails) nothing animates: every element keeps its own styles.",
        ]
        if let omitted {
            lines.append(
                "   Left out: what happens in overscroll (content offsets \(cssNumber(omitted.lowest))…0, which browsers do not "
                    + "scroll into) to \(commentSafe(omitted.channels.joined(separator: ", "))); this runs from offset 0 on.")
        }
        lines[lines.count - 1] += " */"
        return lines
    }

    private func commentSafe(_ text: String) -> String {
        text.replacingAll("*/", with: "* /")
    }
}

/// `easing` as CSS writes it (it is already one CSS has: linear, `cubic-bezier()`, `steps()`,
/// `linear()`), numbers at six decimals.
func cssEasing(_ easing: Easing) -> String {
    switch easing {
    case .linear:
        return "linear"
    case .cubicBezier(let x1, let y1, let x2, let y2):
        return "cubic-bezier(\([x1, y1, x2, y2].map(cssNumber).joined(separator: ", ")))"
    case .steps(let count, let position):
        return "steps(\(count), \(position.rawValue))"
    case .linearStops(let stops):
        return "linear(\(stops.points.map { "\(cssNumber($0.output)) \(cssNumber($0.inputPercent))%" }.joined(separator: ", ")))"
    default:
        return easing.description
    }
}

extension String {
    /// The text with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
