import ParallaxEngine

/// The exported stylesheet's text: a comment saying what it is for, the item's view timeline,
/// one rule per target listing its animations, and one `@keyframes` per animated property.
struct CSSExportStylesheet {
    let name: String
    let layout: CSSExportLayout
    let timeline: CSSExportTimeline
    let range: ProgressInterval
    /// When only the reachable part was exported: the lowest offset and the channels left out.
    let omitted: (lowest: Double, channels: [String])?
    let animations: [TargetAnimations]

    var text: String {
        let timelineName = "--px-" + cssIdentifierFragment(name)
        let rangeText = "\(timeline.rangePosition(at: range.atStart)) \(timeline.rangePosition(at: range.atEnd))"
        var lines = header
        let itemDeclarations = timeline.itemDeclarations(name: timelineName)
        if !itemDeclarations.isEmpty {
            lines += ["[data-item] {"] + itemDeclarations.map { "  \($0);" } + ["}"]
        }
        for target in animations where !target.properties.isEmpty {
            let names = target.properties.map { keyframesName(target: target.target, property: $0.property.keyframesName) }
            lines.append("[data-item] [data-target=\(cssString(target.target))] {")
            lines += [
                "animation-name: \(names.joined(separator: ", "))", "animation-duration: auto", "animation-timing-function: linear",
                "animation-fill-mode: both", "animation-timeline: \(timeline.timelineValue(name: timelineName))",
                "animation-range: \(rangeText)",
            ].map { "  \($0);" }
            if target.properties.contains(where: { $0.property.transformFunction != nil }) {
                let compositions = target.properties.map { $0.property.transformFunction == nil ? "replace" : "add" }
                lines.append("  animation-composition: \(compositions.joined(separator: ", "));")
            }
            if target.properties.contains(where: { $0.property.name.hasPrefix("border-") && $0.property.name != "border-radius" }) {
                lines.append("  border-style: solid;")
            }
            lines.append("}")
        }
        for target in animations {
            for keyframed in target.properties {
                lines.append("@keyframes \(keyframesName(target: target.target, property: keyframed.property.keyframesName)) {")
                for keyframe in keyframed.keyframes {
                    let easing =
                        keyframe.easing == .linear || keyframe.offset == 1
                        ? "" : " animation-timing-function: \(cssEasing(keyframe.easing));"
                    lines.append(
                        "  \(cssPercent(keyframe.offset)) { \(keyframed.property.name): \(keyframed.property.format(keyframe.value));\(easing) }"
                    )
                }
                lines.append("}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `px-NAME_TARGET_PROPERTY`: the separator `_` never appears unescaped in a fragment.
    private func keyframesName(target: String, property: String) -> String {
        "px-\(cssIdentifierFragment(name))_\(cssIdentifierFragment(target))_\(property)"
    }

    private var header: [String] {
        let axis = layout.axis == .vertical ? "vertically" : "horizontally"
        var lines = [
            "/* \(commentSafe(name)): CSS scroll-driven animations exported from the parallax preset catalog.",
            "   Page: a \(cssNumber(layout.viewport.width))×\(cssNumber(layout.viewport.height)) scroll container [data-scroller] "
                + "scrolling \(axis); the item [data-item] at \(cssNumber(layout.itemOrigin))…"
                + "\(cssNumber(layout.itemOrigin + layout.itemLength)) along it; one [data-target] element per target inside it.",
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
