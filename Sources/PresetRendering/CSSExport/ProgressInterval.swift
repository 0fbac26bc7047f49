import ParallaxEngine

/// The part of an animator's progress the CSS animation range covers, and which end the range
/// starts at (the range always runs with the scroll offset; `scroll(from, to)` with `from > to`
/// runs progress backwards).
///
/// Normally progress 0…1 (for `offset`, the progress of the reachable offsets). A browser holds
/// the end values outside the range, so where a track keeps moving past 0 or 1 (extended) at
/// offsets the page reaches, the range widens to those offsets. With `cutAtZero` (exporting only
/// the reachable part of an effect that also happens in overscroll) it stops at offset 0.
struct ProgressInterval: Sendable {
    let lower: Double
    let upper: Double
    /// The progress at keyframe offset 0 and 1.
    let atStart: Double
    let atEnd: Double

    /// Nil when nothing of the range is left (everything happens in overscroll).
    init?(timeline: CSSExportTimeline, definition: Timeline, layout: CSSExportLayout, probe: EngineSampler, cutAtZero: Bool) {
        let atZero = timeline.progress(at: 0)
        let atEnd = timeline.progress(at: layout.reachableOffsets.upperBound)
        let (reachedLow, reachedHigh) = (min(atZero, atEnd), max(atZero, atEnd))
        var (lower, upper) = (0.0, 1.0)
        switch definition {
        case .offset:
            (lower, upper) = (reachedLow, reachedHigh)
        case .view, .scroll:
            if reachedLow < lower, Self.moves(probe, from: reachedLow, to: lower) { lower = reachedLow }
            if reachedHigh > upper, Self.moves(probe, from: upper, to: reachedHigh) { upper = reachedHigh }
        case .viewportCenter, .velocity:
            break
        }
        if cutAtZero {
            if timeline.slope > 0 { lower = max(lower, atZero) } else { upper = min(upper, atZero) }
        }
        guard upper - lower > 1e-9 else { return nil }
        self.lower = lower
        self.upper = upper
        (self.atStart, self.atEnd) = timeline.slope > 0 ? (lower, upper) : (upper, lower)
    }

    /// Whether any value changes between progress `from` and `to` (64 steps, to 1e-9 of its size).
    private static func moves(_ probe: EngineSampler, from: Double, to: Double) -> Bool {
        let reference = probe.values(atProgress: to)
        return (0..<64).contains { step in
            let values = probe.values(atProgress: from + (to - from) * Double(step) / 64)
            return zip(values, reference).contains { abs($0 - $1) > 1e-9 * max(1, abs($1)) }
        }
    }
}
