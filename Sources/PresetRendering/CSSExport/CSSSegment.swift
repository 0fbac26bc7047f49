import ParallaxEngine

/// A stretch of one CSS property's keyframes: from offset `lower` to `upper` (0…1 of the
/// animation range) the browser shows `from` interpolated towards `to` by `easing`.
struct CSSSegment: Sendable {
    var lower: Double
    var upper: Double
    var from: [CSSComponent]
    var to: [CSSComponent]
    var easing: Easing

    /// Whether the value holds still along it.
    var isConstant: Bool { from.matches(to) }
}

/// One keyframe: at `offset` the property is `value`, and `easing` shapes the stretch to the
/// next keyframe.
struct CSSKeyframe: Sendable {
    let offset: Double
    let value: [CSSComponent]
    let easing: Easing
}

extension CSSSegment {
    /// The shortest stretch kept (shorter ones are folded into their neighbours): keyframe
    /// offsets are written with 1e-8 resolution.
    static let shortest = 1e-7

    /// The hold inserted before a jump between two moving stretches, in offset: far below a
    /// pixel of scrolling on any page.
    static let jumpHold = 1e-6

    /// The keyframes of `segments` (in order, covering 0…1), where one keyframe carries the
    /// value where a stretch ends and the next begins.
    ///
    /// Where a value jumps (the next stretch does not begin where the previous ended), a
    /// browser shows the later value from the keyframe on, as the engine does: a jump onto a
    /// still stretch becomes `steps(1, jump-start)` on it; a jump off a still stretch
    /// `steps(1, jump-end)` on that one; a jump between two moving stretches a hold of
    /// ``jumpHold`` with `steps(1, jump-end)` just before it. Straight stretches that continue
    /// each other are joined.
    static func keyframes(_ segments: [CSSSegment]) -> [CSSKeyframe] {
        var joined: [CSSSegment] = []
        for var segment in contiguous(segments) {
            guard let last = joined.last else {
                joined.append(segment)
                continue
            }
            if !last.to.matches(segment.from) {
                if segment.isConstant {
                    segment = CSSSegment(
                        lower: segment.lower, upper: segment.upper, from: last.to, to: segment.to, easing: .steps(1, .jumpStart))
                } else if last.isConstant {
                    joined[joined.count - 1].to = segment.from
                    joined[joined.count - 1].easing = .steps(1, .jumpEnd)
                } else {
                    let holdStart = last.upper - min(jumpHold, (last.upper - last.lower) / 4)
                    joined[joined.count - 1].upper = holdStart
                    joined.append(
                        CSSSegment(lower: holdStart, upper: segment.lower, from: last.to, to: segment.from, easing: .steps(1, .jumpEnd)))
                }
            }
            joined.append(segment)
        }
        let merged = joinStraight(joined)
        guard let last = merged.last else { return [] }
        return merged.map { CSSKeyframe(offset: $0.lower, value: $0.from, easing: $0.easing) }
            + [CSSKeyframe(offset: last.upper, value: last.to, easing: .linear)]
    }

    /// `segments` without stretches shorter than ``shortest``, each beginning where the previous
    /// one ends, from 0 to 1.
    private static func contiguous(_ segments: [CSSSegment]) -> [CSSSegment] {
        var kept = segments.filter { $0.upper - $0.lower >= shortest }
        if kept.isEmpty, let first = segments.first { kept = [first] }
        for index in kept.indices {
            kept[index].lower = index == 0 ? 0 : kept[index - 1].upper
        }
        if !kept.isEmpty { kept[kept.count - 1].upper = 1 }
        return kept
    }

    /// Consecutive linear stretches on one straight line (as the browser interpolates) joined.
    private static func joinStraight(_ segments: [CSSSegment]) -> [CSSSegment] {
        var merged: [CSSSegment] = []
        for segment in segments {
            if let last = merged.last, last.easing == .linear, segment.easing == .linear,
                last.from.interpolated(to: segment.to, fraction: (segment.lower - last.lower) / (segment.upper - last.lower))
                    .matches(segment.from)
            {
                merged[merged.count - 1] = CSSSegment(
                    lower: last.lower, upper: segment.upper, from: last.from, to: segment.to, easing: .linear)
            } else {
                merged.append(segment)
            }
        }
        return merged
    }
}
