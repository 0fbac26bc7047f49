import ParallaxEngine

/// An animator's timeline on the exported page: how its progress follows the container's scroll
/// offset there, and the CSS timeline and `animation-range` positions that run the same way.
///
/// - `view(…)` becomes the item's named view timeline (`view-timeline` on the item, its insets
///   as `view-timeline-inset`), with positions in the same named range: percentages of the
///   range, lengths from its start, or both (`calc()`).
/// - `viewportCenter` becomes the same view timeline over `cover`: with L the viewport's length
///   and len the item's, `t = 0.5 − r/2` runs from 0 at `cover (len − L)/2` px (the item's
///   centre one viewport past the viewport's centre) to 1 at `cover len/2 + 1.5·L` px (one
///   viewport before it), linear in between and clamped outside, as the CSS range holds.
/// - `scroll(from, to)` becomes `scroll(nearest block|inline)` with positions in pixels of scroll
///   offset; `offset` the same with progress equal to the offset.
///
/// A view timeline is named on the item rather than written `view()` on each target, so a
/// target whose frame is animated does not move the timeline it follows.
struct CSSExportTimeline: Sendable {
    enum Kind: Sendable {
        case view(ViewTimeline)
        case viewportCenter(coverStart: Double, coverEnd: Double)
        case scroll(from: Double, to: Double)
        case offset
    }

    let kind: Kind
    let axis: ScrollAxis
    /// Progress on the page is `intercept + slope·offset` (clamped to 0…1 for `viewportCenter`).
    let intercept: Double
    let slope: Double

    /// The timeline of `timeline` on `layout`.
    /// - Throws: a problem sentence when the timeline cannot run on this page.
    init(_ timeline: Timeline, layout: CSSExportLayout) throws(CSSExportProblem) {
        axis = layout.axis
        let length = layout.viewportLength
        switch timeline {
        case .viewportCenter:
            let centre = layout.itemOrigin + layout.itemLength / 2
            // t = 0.5 − r/2 with r = (centre − s − L/2)/L.
            slope = 1 / (2 * length)
            intercept = 0.5 - (centre - length / 2) / (2 * length)
            kind = .viewportCenter(coverStart: (layout.itemLength - length) / 2, coverEnd: layout.itemLength / 2 + 1.5 * length)
        case .view(let view):
            let (start, end) = view.scrollOffsets(for: layout.geometry(at: 0), axis: layout.axis)
            guard end != start else {
                throw CSSExportProblem(
                    .unsupported, "its view timeline starts and ends at the same offset (\(cssNumber(start))) on this page")
            }
            slope = 1 / (end - start)
            intercept = -start / (end - start)
            kind = .view(view)
        case .scroll(let from, let to):
            slope = 1 / (to - from)
            intercept = -from / (to - from)
            kind = .scroll(from: from, to: to)
        case .offset:
            slope = 1
            intercept = 0
            kind = .offset
        case .velocity:
            throw CSSExportProblem(.unsupported, "its velocity timeline has no CSS equivalent (CSS timelines follow where the scroll is)")
        }
    }

    /// The progress at scroll offset `offset` (unclamped).
    func progress(at offset: Double) -> Double { intercept + slope * offset }

    /// The scroll offset at progress `progress`.
    func offset(at progress: Double) -> Double { (progress - intercept) / slope }

    /// Whether CSS's view timeline (rather than a scroll timeline) runs it.
    var isView: Bool {
        switch kind {
        case .view, .viewportCenter: true
        case .scroll, .offset: false
        }
    }

    /// `block` for a vertical axis, `inline` for a horizontal one.
    var cssAxis: String { axis == .vertical ? "block" : "inline" }

    /// The value of `animation-timeline`: the item's view timeline `name`, or the scroll
    /// container's scroll timeline.
    func timelineValue(name: String) -> String {
        isView ? name : "scroll(nearest \(cssAxis))"
    }

    /// The declarations on the item that name its view timeline, or none for a scroll timeline.
    func itemDeclarations(name: String) -> [String] {
        switch kind {
        case .view(let view):
            return ["view-timeline: \(name) \(cssAxis)", "view-timeline-inset: \(cssLength(view.startInset)) \(cssLength(view.endInset))"]
        case .viewportCenter:
            return ["view-timeline: \(name) \(cssAxis)"]
        case .scroll, .offset:
            return []
        }
    }

    /// `--px-timeline` for the fallback script (`scroll-fallback.js`): `view` and the axis, with
    /// the view timeline's insets when it has any, or `scroll` and the axis.
    var fallbackDescription: String {
        switch kind {
        case .view(let view): "view \(cssAxis) \(cssLength(view.startInset)) \(cssLength(view.endInset))"
        case .viewportCenter: "view \(cssAxis)"
        case .scroll, .offset: "scroll \(cssAxis)"
        }
    }

    /// The `animation-range-start`/`-end` value of the position where progress is `progress`.
    func rangePosition(at progress: Double) -> String {
        switch kind {
        case .view(let view):
            let (startFraction, startPoints) = view.start.parts
            let (endFraction, endPoints) = view.end.parts
            let percent = 100 * (startFraction + progress * (endFraction - startFraction))
            let points = startPoints + progress * (endPoints - startPoints)
            return "\(view.range.rawValue) \(cssLengthPercentage(percent: percent, points: points))"
        case .viewportCenter(let coverStart, let coverEnd):
            return "cover \(cssLength(coverStart + progress * (coverEnd - coverStart)))"
        case .scroll(let from, let to):
            return cssLength(from + progress * (to - from))
        case .offset:
            return cssLength(progress)
        }
    }
}

extension RangeOffset {
    /// The offset as a fraction of its range plus points.
    var parts: (fraction: Double, points: Double) {
        switch self {
        case .percent(let value): (value / 100, 0)
        case .points(let value): (0, value)
        }
    }
}

/// A refusal before the preset's name is attached: its kind and the sentence.
struct CSSExportProblem: Error {
    let kind: CSSExportError.Kind
    let sentence: String

    init(_ kind: CSSExportError.Kind, _ sentence: String) {
        self.kind = kind
        self.sentence = sentence
    }
}
