/// Where an animator's progress comes from.
public enum Timeline: Hashable, Sendable {
    /// Parade's timeline: how close the item's centre is to the viewport's centre.
    ///
    /// With `d` the distance of the item's centre past the viewport's centre along the axis
    /// (positive below/right of it: the appearing side) and `L` the viewport length, closeness is
    /// `c = 1 − |d|/L` clamped to 0…1 (1 at the centre, 0.5 at the edge, 0 one viewport length
    /// away). Progress is `c/2` on the appearing side and `1 − c/2` on the disappearing side,
    /// i.e. `0.5 − d/(2L)` clamped to 0…1: 0 the start state, 0.5 the resting state, 1 the end
    /// state.
    case viewportCenter
    /// A CSS view progress timeline (unclamped).
    case view(ViewTimeline)
    /// The scroll offset's progress through a window: `(offset − from) / (to − from)`,
    /// unclamped, with `offset` the inset-adjusted content offset (`ScrollMetrics.scrollOffset`).
    case scroll(from: Double, to: Double)
    /// The inset-adjusted content offset itself, for linear factor effects.
    case offset

    /// The progress for `geometry`.
    public func progress(for geometry: ScrollMetrics) -> Double {
        switch self {
        case .viewportCenter:
            let length = geometry.viewportLength
            guard length > 0 else { return 0.5 }
            let itemCentre = geometry.itemStart + geometry.itemLength / 2 - geometry.rawOffset
            let distance = itemCentre - length / 2
            return min(max(0.5 - distance / (2 * length), 0), 1)
        case .view(let timeline):
            return timeline.progress(for: geometry)
        case .scroll(let from, let to):
            return windowProgress(geometry.scrollOffset, from: from, to: to)
        case .offset:
            return geometry.scrollOffset
        }
    }

    /// Checks the timeline's numbers. - Throws: `EngineError` naming the bad field.
    func validate() throws {
        switch self {
        case .viewportCenter, .offset:
            return
        case .scroll(let from, let to):
            guard from.isFinite, to.isFinite else {
                throw EngineError(field: "timeline.scroll", problem: "from and to must be finite numbers")
            }
            guard from != to else {
                throw EngineError(field: "timeline.scroll", problem: "from and to must differ (both are \(numberText(from)))")
            }
        case .view(let view):
            guard view.start.isFinite, view.end.isFinite else {
                throw EngineError(field: "timeline.view", problem: "start and end must be finite")
            }
            guard view.startInset.isFinite, view.endInset.isFinite else {
                throw EngineError(field: "timeline.view.inset", problem: "insets must be finite numbers")
            }
        }
    }
}

/// `offset`'s unclamped progress from `from` (0) to `to` (1); when the two coincide, a step: 0
/// before them, 1 from them on. Scroll and view timelines share it.
func windowProgress(_ offset: Double, from: Double, to: Double) -> Double {
    guard to != from else { return offset < from ? 0 : 1 }
    return (offset - from) / (to - from)
}
