/// Where an animator's progress comes from.
public enum Timeline: Hashable, Sendable {
    /// Parade's timeline: how close the item's centre is to the viewport's centre.
    ///
    /// With `r` the item centre's offset from the viewport's centre in viewport lengths along
    /// the axis, clamped to −1…1 (``ScrollMetrics/centerOffset(along:)``; positive below/right
    /// of the centre: the appearing side), progress is `0.5 − r/2`: 0 the start state, 0.5 the
    /// resting state, 1 the end state. Parade states (``TargetStates``) read `r` itself.
    case viewportCenter
    /// A CSS view progress timeline (unclamped).
    case view(ViewTimeline)
    /// The scroll offset's progress through a window: `(offset − from) / (to − from)`,
    /// unclamped, with `offset` the inset-adjusted content offset (`ScrollMetrics.scrollOffset`).
    case scroll(from: Double, to: Double)
    /// The inset-adjusted content offset itself, for linear factor effects.
    case offset
    /// The scroll's velocity along the axis, in points per second (``MotionState/velocity``),
    /// mapped onto 0…1 from `from` to `to` and clamped: `(v − from) / (to − from)`. Only
    /// ``Animator/evaluate(_:at:motion:underlying:into:)`` knows a velocity; every evaluation
    /// without a ``MotionState`` reads a scroll at rest (velocity 0).
    case velocity(from: Double, to: Double)

    /// The progress for `geometry`, reading its coordinates along `axis`.
    public func progress(for geometry: ScrollMetrics, axis: ScrollAxis) -> Double {
        ProgressProgram(self, axis: axis).progress(for: geometry)
    }

    /// The `viewportCenter` progress for an item whose centre is `centerOffset` viewport
    /// lengths past the viewport's centre (``ScrollMetrics/centerOffset(along:)``):
    /// `0.5 − r/2`, 0 one viewport below or right of the centre, 1 one viewport above or left.
    static func viewportCenterProgress(centerOffset r: Double) -> Double {
        0.5 - r / 2
    }

    /// What is wrong with a scroll window from `from` to `to`, or nil: its ends must differ. The
    /// engine, the catalog's compiler and the format's check all ask this, so the rule and its
    /// words live here only; `spell` writes the numbers (the engine's exact text, or the text
    /// people read).
    package static func scrollWindowProblem(from: Double, to: Double, spelling spell: (Double) -> String) -> String? {
        from != to ? nil : "from and to must differ (both are \(spell(from)))"
    }

    /// What is wrong with a velocity window from `from` to `to`, or nil: `from` must be below
    /// `to`. Asked by every check, as ``scrollWindowProblem(from:to:spelling:)`` is.
    package static func velocityWindowProblem(from: Double, to: Double, spelling spell: (Double) -> String) -> String? {
        from < to ? nil : "from must be below to (from is \(spell(from)), to \(spell(to)))"
    }

    /// Checks the timeline's numbers. - Throws: `EngineError` naming the bad field.
    func validate() throws {
        switch self {
        case .viewportCenter, .offset:
            return
        case .velocity(let from, let to):
            guard from.isFinite, to.isFinite else {
                throw EngineError(field: "timeline.velocity", problem: "from and to must be finite numbers")
            }
            if let problem = Self.velocityWindowProblem(from: from, to: to, spelling: numberText) {
                throw EngineError(field: "timeline.velocity", problem: problem)
            }
        case .scroll(let from, let to):
            guard from.isFinite, to.isFinite else {
                throw EngineError(field: "timeline.scroll", problem: "from and to must be finite numbers")
            }
            if let problem = Self.scrollWindowProblem(from: from, to: to, spelling: numberText) {
                throw EngineError(field: "timeline.scroll", problem: problem)
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
@inlinable @inline(__always)
func windowProgress(_ offset: Double, from: Double, to: Double) -> Double {
    guard to != from else { return offset < from ? 0 : 1 }
    return (offset - from) / (to - from)
}

/// A velocity's progress through `from…to`, clamped to 0…1.
@inline(__always)
func velocityProgress(_ velocity: Double, from: Double, to: Double) -> Double {
    min(max((velocity - from) / (to - from), 0), 1)
}
