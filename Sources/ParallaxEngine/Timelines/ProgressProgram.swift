/// A timeline along an axis as plain numbers, so progress per frame reads fields instead of
/// taking enums with payloads apart: the kind of timeline and a view timeline's named range
/// become one byte (one jump picks what to compute), the offsets of a view timeline a fraction
/// of its range plus points, the axis a flag. ``Timeline/progress(for:axis:)`` and the
/// animators both compute progress through it.
struct ProgressProgram: Sendable {
    enum Source: UInt8, Sendable {
        case viewportCenter
        case offset
        case scroll
        case velocity
        // A view timeline in each named range.
        case cover
        case contain
        case entry
        case exit
        case entryCrossing
        case exitCrossing
    }

    let source: Source
    let vertical: Bool
    /// `scroll`: the window; `velocity`: the velocities at progress 0 and 1.
    let from: Double
    let to: Double
    /// A view timeline: where 0 % and 100 % lie in its range (`fraction·length + points` from
    /// its start), and the insets.
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
        case .velocity(let from, let to):
            source = .velocity
            window = (from, to)
        case .view(let timeline):
            source = Self.source(of: timeline.range)
            view = timeline
        }
        (from, to) = window
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

    private static func source(of range: ViewTimelineRange) -> Source {
        switch range {
        case .cover: .cover
        case .contain: .contain
        case .entry: .entry
        case .exit: .exit
        case .entryCrossing: .entryCrossing
        case .exitCrossing: .exitCrossing
        }
    }

    /// The progress for `geometry`. A view timeline's range is a constant in each case, so
    /// each computes only the bounds its range uses.
    @inline(__always)
    func progress(for geometry: ScrollMetrics) -> Double {
        switch source {
        case .viewportCenter:
            return Timeline.viewportCenterProgress(centerOffset: geometry.centerOffset(along: vertical ? .vertical : .horizontal))
        case .offset: return scrollOffset(of: geometry)
        case .scroll: return windowProgress(scrollOffset(of: geometry), from: from, to: to)
        case .velocity: return velocityProgress(0, from: from, to: to)
        case .cover: return viewProgress(for: geometry, in: .cover)
        case .contain: return viewProgress(for: geometry, in: .contain)
        case .entry: return viewProgress(for: geometry, in: .entry)
        case .exit: return viewProgress(for: geometry, in: .exit)
        case .entryCrossing: return viewProgress(for: geometry, in: .entryCrossing)
        case .exitCrossing: return viewProgress(for: geometry, in: .exitCrossing)
        }
    }

    /// The inset-adjusted content offset along the axis.
    @inline(__always)
    func scrollOffset(of geometry: ScrollMetrics) -> Double {
        vertical ? geometry.contentOffset.y + geometry.contentInsets.top : geometry.contentOffset.x + geometry.contentInsets.left
    }

    /// A view timeline's progress for `geometry` in `range`.
    @inline(__always)
    private func viewProgress(for geometry: ScrollMetrics, in range: ViewTimelineRange) -> Double {
        let (start, end) = viewOffsets(for: geometry, in: range)
        return windowProgress(vertical ? geometry.contentOffset.y : geometry.contentOffset.x, from: start, to: end)
    }

    /// A view timeline's raw content offsets at which progress is 0 and 1 in `range`.
    @inline(__always)
    func viewOffsets(for geometry: ScrollMetrics, in range: ViewTimelineRange) -> (start: Double, end: Double) {
        let bounds = range.scrollOffsets(
            itemStart: vertical ? geometry.itemFrame.y : geometry.itemFrame.x,
            itemLength: vertical ? geometry.itemFrame.height : geometry.itemFrame.width,
            viewportLength: vertical ? geometry.viewportSize.height : geometry.viewportSize.width,
            startInset: startInset, endInset: endInset)
        let length = bounds.end - bounds.start
        return (bounds.start + length * startFraction + startPoints, bounds.start + length * endFraction + endPoints)
    }
}
