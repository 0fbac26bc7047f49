/// A CSS view progress timeline (W3C scroll-animations-1 §3 "View Progress Timelines"):
/// progress of an item's pass through the viewport, restricted to a named range and offsets
/// inside it, with the viewport shrunk by insets.
///
/// Progress is `(offset − start) / (end − start)`, where `offset` is the raw content offset
/// along the axis (the spec's "scroll offset", §3.4 #view-timeline-progress) and `start`/`end`
/// are the scroll offsets of the two range positions. It is not clamped: below the start it is
/// negative, past the end greater than 1.
public struct ViewTimeline: Hashable, Sendable {
    /// The named range the offsets are measured in.
    public var range: ViewTimelineRange
    /// The 0% position, measured from the range's start.
    public var start: RangeOffset
    /// The 100% position, measured from the range's start.
    public var end: RangeOffset
    /// Inward adjustment of the viewport's leading (top/left) edge, in points: CSS
    /// `view-timeline-inset` start value. Negative values grow the visibility range.
    public var startInset: Double
    /// Inward adjustment of the viewport's trailing (bottom/right) edge, in points: CSS
    /// `view-timeline-inset` end value.
    public var endInset: Double

    /// Creates a view timeline; the defaults give CSS `view()` with `animation-range: cover`.
    public init(
        range: ViewTimelineRange = .cover,
        start: RangeOffset = .percent(0),
        end: RangeOffset = .percent(100),
        startInset: Double = 0,
        endInset: Double = 0
    ) {
        self.range = range
        self.start = start
        self.end = end
        self.startInset = startInset
        self.endInset = endInset
    }

    /// Unclamped progress for `geometry` along `axis`: 0 at `start`, 1 at `end`. When both positions are the
    /// same scroll offset (CSS calls the timeline inactive) the result is a step: 0 before
    /// that offset, 1 from it on.
    public func progress(for geometry: ScrollMetrics, axis: ScrollAxis) -> Double {
        ProgressProgram(.view(self), axis: axis).progress(for: geometry)
    }

    /// The raw content offsets along `axis` at which progress is 0 and 1.
    public func scrollOffsets(for geometry: ScrollMetrics, axis: ScrollAxis) -> (start: Double, end: Double) {
        ProgressProgram(.view(self), axis: axis).viewOffsets(for: geometry, in: range)
    }
}

extension ViewTimelineRange {
    /// The scroll offsets (content coordinate at the viewport's leading edge) at which this range
    /// is at 0% and 100%, for an item at `itemStart` of `itemLength` in a viewport of
    /// `viewportLength` whose visibility range is shrunk by the insets.
    ///
    /// With offset `s`, the visibility range spans `s + startInset … s + viewportLength − endInset`.
    /// Each bound below solves "this item edge coincides with that range edge" for `s`
    /// (scroll-animations-1 §3.3).
    @inline(__always)
    func scrollOffsets(
        itemStart: Double, itemLength: Double, viewportLength: Double,
        startInset: Double, endInset: Double
    ) -> (start: Double, end: Double) {
        // Each bound is computed only where the range uses it.
        let itemEnd = itemStart + itemLength
        // Item start edge meets the visibility range's end edge.
        var startMeetsEnd: Double { itemStart - viewportLength + endInset }
        // Item end edge meets the visibility range's end edge.
        var endMeetsEnd: Double { itemEnd - viewportLength + endInset }
        // Item start edge meets the visibility range's start edge.
        var startMeetsStart: Double { itemStart - startInset }
        // Item end edge meets the visibility range's start edge.
        var endMeetsStart: Double { itemEnd - startInset }
        // contain: the earlier and the later of the two "fully inside / fully covering" moments;
        // which one comes first depends on whether the item is longer than the range.
        var containStart: Double { min(endMeetsEnd, startMeetsStart) }
        var containEnd: Double { max(endMeetsEnd, startMeetsStart) }
        switch self {
        case .cover: return (startMeetsEnd, endMeetsStart)
        case .contain: return (containStart, containEnd)
        case .entry: return (startMeetsEnd, containStart)
        case .exit: return (containEnd, endMeetsStart)
        case .entryCrossing: return (startMeetsEnd, endMeetsEnd)
        case .exitCrossing: return (startMeetsStart, endMeetsStart)
        }
    }
}
