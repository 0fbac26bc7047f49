/// A timeline along an axis as plain numbers, so progress per frame reads fields instead of
/// taking enums with payloads apart: the offsets of a view timeline become a fraction of its
/// range plus points, the axis a flag. ``Timeline/progress(for:axis:)`` and the animators both
/// compute progress through it.
struct ProgressProgram: Sendable {
    enum Source: Sendable {
        case viewportCenter
        case offset
        case scroll
        case view
    }

    let source: Source
    let vertical: Bool
    /// `scroll`: the window.
    let from: Double
    let to: Double
    /// `view`: the named range, where 0 % and 100 % lie in it (`fraction·length + points` from
    /// its start), and the insets.
    let range: ViewTimelineRange
    let startFraction: Double
    let startPoints: Double
    let endFraction: Double
    let endPoints: Double
    let startInset: Double
    let endInset: Double

    init(_ timeline: Timeline, axis: ScrollAxis) {
        vertical = axis == .vertical
        var view = ViewTimeline()
        var window = (from: 0.0, to: 1.0)
        switch timeline {
        case .viewportCenter: source = .viewportCenter
        case .offset: source = .offset
        case .scroll(let from, let to):
            source = .scroll
            window = (from, to)
        case .view(let timeline):
            source = .view
            view = timeline
        }
        (from, to) = window
        range = view.range
        (startFraction, startPoints) = Self.parts(of: view.start)
        (endFraction, endPoints) = Self.parts(of: view.end)
        (startInset, endInset) = (view.startInset, view.endInset)
    }

    private static func parts(of offset: RangeOffset) -> (fraction: Double, points: Double) {
        switch offset {
        case .percent(let value): (value / 100, 0)
        case .points(let value): (0, value)
        }
    }

    /// The progress for `geometry`.
    @inline(__always)
    func progress(for geometry: ScrollMetrics) -> Double {
        switch source {
        case .viewportCenter:
            return Timeline.viewportCenterProgress(centerOffset: geometry.centerOffset(along: vertical ? .vertical : .horizontal))
        case .offset:
            return scrollOffset(of: geometry)
        case .scroll:
            return windowProgress(scrollOffset(of: geometry), from: from, to: to)
        case .view:
            let (start, end) = viewOffsets(for: geometry)
            return windowProgress(vertical ? geometry.contentOffset.y : geometry.contentOffset.x, from: start, to: end)
        }
    }

    /// The inset-adjusted content offset along the axis.
    @inline(__always)
    private func scrollOffset(of geometry: ScrollMetrics) -> Double {
        vertical ? geometry.contentOffset.y + geometry.contentInsets.top : geometry.contentOffset.x + geometry.contentInsets.left
    }

    /// A view timeline's raw content offsets at which progress is 0 and 1.
    @inline(__always)
    func viewOffsets(for geometry: ScrollMetrics) -> (start: Double, end: Double) {
        let bounds = range.scrollOffsets(
            itemStart: vertical ? geometry.itemFrame.y : geometry.itemFrame.x,
            itemLength: vertical ? geometry.itemFrame.height : geometry.itemFrame.width,
            viewportLength: vertical ? geometry.viewportSize.height : geometry.viewportSize.width,
            startInset: startInset, endInset: endInset)
        let length = bounds.end - bounds.start
        return (bounds.start + length * startFraction + startPoints, bounds.start + length * endFraction + endPoints)
    }
}
