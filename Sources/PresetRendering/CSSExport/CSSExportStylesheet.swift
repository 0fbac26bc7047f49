import ParallaxEngine

/// The exported stylesheet's text: a comment saying what it is for; inside
/// `@supports (animation-timeline: view())` (or `scroll()`) the item's view timeline, the
/// timing every target shares, one rule per target listing its animations and, for
/// `prefers-reduced-motion: reduce`, the preset's policy; then one `@keyframes` per distinct
/// animated property (targets moving alike share one).
///
/// Every rule is scoped to the preset: the item carries `data-preset="NAME"` and the targets are
/// `[data-target="TARGET"]` elements inside it, their rules nested in the item's (CSS Nesting),
/// so presets sharing a page (and target names) never reach each other's elements. A browser without scroll-driven animations skips the
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
    /// Whether the item also says, outside `@supports`, how the fallback script
    /// (`scroll-fallback.js`) drives it: `--px-timeline` and `--px-range`.
    var describesFallback = false

    /// `[data-preset="NAME"]`: the item every rule is scoped to.
    var scope: String { "[data-preset=\(cssString(name))]" }

    var text: String {
        let timelineName = "--px-" + cssIdentifierFragment(name)
        let rangeText = "\(timeline.rangePosition(at: range.atStart)) \(timeline.rangePosition(at: range.atEnd))"
        let moves = SharedMoves(preset: name, animations: animations)
        let keyframes = sharedKeyframes(except: moves)
        var lines = header
        lines.append("@supports (animation-timeline: \(timeline.isView ? "view()" : "scroll()")) {")
        // One rule for the item, the targets' rules nested in it (CSS Nesting: every engine
        // with scroll-driven animations has it), so the scope is written once.
        var nested = timeline.itemDeclarations(name: timelineName).map { "  \($0);" }
        let animated = animations.filter { !$0.properties.isEmpty }
        if !animated.isEmpty {
            nested.append("  [data-target] {")
            nested += [
                "animation-duration: auto", "animation-timing-function: linear", "animation-fill-mode: both",
                "animation-timeline: \(timeline.timelineValue(name: timelineName))", "animation-range: \(rangeText)",
            ].map { "    \($0);" }
            nested.append("  }")
        }
        var declarationsOfTargets: [(target: String, declarations: [String])] = []
        for target in animated {
            var names: [String] = []
            var compositions: [String] = []
            var declarations: [String] = []
            for keyframed in target.properties {
                if let converted = moves.converted[SharedMoves.key(target: target.target, property: keyframed.property)] {
                    let added = converted.moves.filter { !names.contains($0) }
                    names += added
                    compositions += added.map { _ in "replace" }
                    declarations.append(converted.declaration)
                } else if let constant = keyframed.constantText {
                    declarations.append("\(keyframed.property.name): \(constant)")
                } else {
                    names.append(keyframes.names[keyframesName(target: target.target, property: keyframed.property.keyframesName)]!)
                    compositions.append(keyframed.property.transformFunction == nil ? "replace" : "add")
                }
            }
            if !names.isEmpty { declarations.insert("animation-name: \(names.joined(separator: ", "))", at: 0) }
            if compositions.contains("add") {
                declarations.insert("animation-composition: \(compositions.joined(separator: ", "))", at: 1)
            }
            if target.properties.contains(where: { $0.property.name.hasPrefix("border-") && $0.property.name != "border-radius" }) {
                declarations.append("border-style: solid")
            }
            declarationsOfTargets.append((target.target, declarations))
        }
        nested += sharedRules(declarationsOfTargets, indent: "  ")
        nested += reducedMotionRules(animated, names: keyframes.names, moves: moves)
        if !nested.isEmpty { lines += ["\(scope) {"] + nested + ["}"] }
        lines.append("}")
        if describesFallback, !animated.isEmpty {
            lines.append("\(scope) { --px-timeline: \(timeline.fallbackDescription); --px-range: \(rangeText); }")
        }
        lines += moves.blocks
        lines += keyframes.blocks
        return lines.joined(separator: "\n") + "\n"
    }

    /// The target's selector inside the item's rule.
    private func targetSelector(_ target: String) -> String {
        "[data-target=\(cssString(target))]"
    }

    /// The targets' declarations as rules: one per target, or, when that is shorter, each
    /// declaration written once for every target that has it, the declarations the same targets
    /// share in one rule whose selector lists those targets (`:is()`, as specific as one of
    /// them). A target sets each property once, so the rules' order changes nothing; they come in
    /// the order of their first declaration. `compact` writes each rule on one line; every line
    /// starts with `indent`.
    private func sharedRules(
        _ declarationsOfTargets: [(target: String, declarations: [String])], indent: String, compact: Bool = false
    ) -> [String] {
        let grouped = groupedRules(declarationsOfTargets, indent: indent, compact: compact)
        let own = declarationsOfTargets.map {
            rule(selector: targetSelector($0.target), declarations: $0.declarations, indent: indent, compact: compact)
        }
        func length(_ rules: [[String]]) -> Int { rules.joined().reduce(0) { $0 + $1.utf8.count + 1 } }
        return Array((length(grouped) < length(own) ? grouped : own).joined())
    }

    private func rule(selector: String, declarations: [String], indent: String, compact: Bool) -> [String] {
        compact
            ? ["\(indent)\(selector) { \(declarations.joined(separator: "; ")); }"]
            : ["\(indent)\(selector) {"] + declarations.map { "\(indent)  \($0);" } + ["\(indent)}"]
    }

    private func groupedRules(
        _ declarationsOfTargets: [(target: String, declarations: [String])], indent: String, compact: Bool
    ) -> [[String]] {
        var targetsOf: [String: [String]] = [:]
        var order: [String] = []
        for (target, declarations) in declarationsOfTargets {
            for declaration in declarations {
                if targetsOf[declaration] == nil { order.append(declaration) }
                targetsOf[declaration, default: []].append(target)
            }
        }
        var rules: [(targets: [String], declarations: [String])] = []
        for declaration in order {
            let targets = targetsOf[declaration]!
            if let index = rules.firstIndex(where: { $0.targets == targets }) {
                rules[index].declarations.append(declaration)
            } else {
                rules.append((targets, [declaration]))
            }
        }
        return rules.map { shared in
            let selector =
                shared.targets.count == 1
                ? targetSelector(shared.targets[0])
                : ":is(\(shared.targets.map { "[data-target=\(cssString($0))]" }.joined(separator: ", ")))"
            return rule(selector: selector, declarations: shared.declarations, indent: indent, compact: compact)
        }
    }

    /// Under `prefers-reduced-motion: reduce`, as the engine's ``ReducedMotionFilter`` does:
    /// `resting` stops every animation and holds each property at its resting value;
    /// `opacity-only` keeps the `opacity` animation and holds the others; `none` changes nothing.
    private func reducedMotionRules(_ animated: [TargetAnimations], names shared: [String: String], moves: SharedMoves) -> [String] {
        guard reducedMotion != .none, !animated.isEmpty else { return [] }
        var lines = ["  @media (prefers-reduced-motion: reduce) {"]
        var declarationsOfTargets: [(target: String, declarations: [String])] = []
        for target in animated {
            let kept = target.properties.filter { reducedMotion == .opacityOnly && $0.property.name == "opacity" }
            let held = target.properties.filter { keyframed in !kept.contains { $0.property.name == keyframed.property.name } }
            let names = kept.flatMap { keyframed in
                moves.converted[SharedMoves.key(target: target.target, property: keyframed.property)]?.moves
                    ?? (keyframed.constantText == nil
                        ? [shared[keyframesName(target: target.target, property: keyframed.property.keyframesName)]!] : [])
            }
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
            declarationsOfTargets.append((target.target, declarations))
        }
        lines += sharedRules(declarationsOfTargets, indent: "    ", compact: true)
        lines.append("  }")
        return lines
    }

    /// One `@keyframes` per distinct animation of the properties `moves` did not take: targets
    /// whose property runs through the same keyframes share the first one's block. `names` maps
    /// each target's own keyframes name to the block it runs.
    private func sharedKeyframes(except moves: SharedMoves) -> (blocks: [String], names: [String: String]) {
        var blocks: [String] = []
        var names: [String: String] = [:]
        var nameOfBody: [String: String] = [:]
        for target in animations {
            for keyframed in target.properties
            where moves.converted[SharedMoves.key(target: target.target, property: keyframed.property)] == nil
                && keyframed.constantText == nil
            {
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
            describesFallback
                ? "   Without scroll-driven animations (@supports fails) scroll-fallback.js (preset-manager export --format script) "
                    + "drives these @keyframes from the scroll position, as --px-timeline and --px-range say; without that script "
                    + "nothing animates: every element keeps its own styles."
                : "   Without scroll-driven animations (@supports fails) nothing animates: every element keeps its own styles.",
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
        // Without the leading zero (`.25`): curves in pieces write hundreds of handles.
        let handles = [x1, y1, x2, y2].map { value in
            let text = cssNumber(value)
            return text.hasPrefix("0.") ? String(text.dropFirst()) : text.hasPrefix("-0.") ? "-" + text.dropFirst(2) : text
        }
        return "cubic-bezier(\(handles.joined(separator: ", ")))"
    case .steps(1, .jumpStart), .steps(1, .start):
        return "step-start"
    case .steps(1, .jumpEnd), .steps(1, .end):
        return "step-end"
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
