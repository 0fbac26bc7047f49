import ParallaxEngine

/// Where progress comes from, for the reference evaluator: docs/DESIGN.md "Timeline", Parade's
/// `relativeProgress` and the W3C scroll-animations-1 specification (§3.3 "View Progress
/// Timeline Ranges", §3.4 progress), read along the animator's axis.
enum ReferenceTimeline {
    /// The coordinates of `geometry` along `axis`.
    struct Along {
        let viewportLength: Double
        /// The raw content offset: the content coordinate at the viewport's leading edge.
        let rawOffset: Double
        /// The leading content inset (top or left).
        let leadingInset: Double
        let itemStart: Double
        let itemLength: Double

        init(_ geometry: ScrollMetrics, _ axis: ScrollAxis) {
            let vertical = axis == .vertical
            viewportLength = vertical ? geometry.viewportSize.height : geometry.viewportSize.width
            rawOffset = vertical ? geometry.contentOffset.y : geometry.contentOffset.x
            leadingInset = vertical ? geometry.contentInsets.top : geometry.contentInsets.left
            itemStart = vertical ? geometry.itemFrame.y : geometry.itemFrame.x
            itemLength = vertical ? geometry.itemFrame.height : geometry.itemFrame.width
        }

        /// The content offset measured from the resting position (`scroll` and `offset`).
        var scrollOffset: Double { rawOffset + leadingInset }
    }

    /// Parade's r: the item centre's distance from the viewport's centre in viewport lengths,
    /// `(c − L/2)/L` with c the centre in viewport coordinates, clamped to −1…1; 0 (centred)
    /// for a viewport of no length.
    static func centerOffset(_ geometry: ScrollMetrics, _ axis: ScrollAxis) -> Double {
        let along = Along(geometry, axis)
        let length = along.viewportLength
        guard length > 0 else { return 0 }
        let centre = along.itemStart + along.itemLength / 2 - along.rawOffset
        return ReferenceArithmetic.clamp((centre - length / 2) / length, -1, 1)
    }

    /// The timeline's progress for `geometry` along `axis`.
    static func progress(_ timeline: Timeline, _ geometry: ScrollMetrics, _ axis: ScrollAxis) -> Double {
        let along = Along(geometry, axis)
        switch timeline {
        case .viewportCenter:
            // 0 one viewport below/right of the centre, ½ at it, 1 one viewport above/left.
            return 0.5 - centerOffset(geometry, axis) / 2
        case .offset:
            return along.scrollOffset
        case .scroll(let from, let to):
            return window(along.scrollOffset, from: from, to: to)
        case .velocity(let from, let to):
            // Without a motion state the scroll is at rest: velocity 0, clamped into 0…1.
            return ReferenceArithmetic.clamp((0 - from) / (to - from), 0, 1)
        case .view(let view):
            let (start, end) = viewOffsets(view, along)
            return window(along.rawOffset, from: start, to: end)
        }
    }

    /// The raw content offsets at which the view timeline is at 0 % and 100 %.
    static func viewOffsets(_ view: ViewTimeline, _ along: Along) -> (start: Double, end: Double) {
        // With content offset s, the view progress visibility range spans
        // s + startInset … s + viewportLength − endInset. Each moment solves for s.
        let itemEnd = along.itemStart + along.itemLength
        let itemStartMeetsRangeEnd = along.itemStart - along.viewportLength + view.endInset
        let itemEndMeetsRangeEnd = itemEnd - along.viewportLength + view.endInset
        let itemStartMeetsRangeStart = along.itemStart - view.startInset
        let itemEndMeetsRangeStart = itemEnd - view.startInset
        // contain: from the earlier to the later of "fully inside" (or "fully covering" for an
        // item longer than the range).
        let containStart = min(itemEndMeetsRangeEnd, itemStartMeetsRangeStart)
        let containEnd = max(itemEndMeetsRangeEnd, itemStartMeetsRangeStart)
        let range: (start: Double, end: Double)
        switch view.range {
        case .cover: range = (itemStartMeetsRangeEnd, itemEndMeetsRangeStart)
        case .contain: range = (containStart, containEnd)
        case .entry: range = (itemStartMeetsRangeEnd, containStart)
        case .exit: range = (containEnd, itemEndMeetsRangeStart)
        case .entryCrossing: range = (itemStartMeetsRangeEnd, itemEndMeetsRangeEnd)
        case .exitCrossing: range = (itemStartMeetsRangeStart, itemEndMeetsRangeStart)
        }
        // animation-range offsets: a percentage of the range's length, or a length, from its start.
        func position(_ offset: RangeOffset) -> Double {
            switch offset {
            case .percent(let percent): range.start + (range.end - range.start) * (percent / 100)
            case .points(let points): range.start + points
            }
        }
        return (position(view.start), position(view.end))
    }

    /// `offset`'s unclamped progress from `from` (0) to `to` (1); where the two coincide (CSS:
    /// an inactive timeline) a step, 0 before them and 1 from them on.
    static func window(_ offset: Double, from: Double, to: Double) -> Double {
        guard to != from else { return offset < from ? 0 : 1 }
        return (offset - from) / (to - from)
    }
}
