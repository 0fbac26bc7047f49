import ParallaxEngine

/// A CSS property's stretches sampled from the engine: straight keyframe stretches (as the
/// browser interpolates them), halved until every component stays within its tolerance of the
/// engine's value at 15 points inside each (``CSSComponent/tolerance(span:)``). A colour that is
/// not legacy is held to it both as CSS Color 4 mixes it (OKLab) and as Firefox ESR does (sRGB),
/// so the page shows it right in every engine. Stretches break
/// where a channel's curve changes course, so each one samples a smooth part.
enum SampledSegments {
    /// The deepest halving: stretches of 2⁻²² of the range at the smallest.
    static let deepest = 22

    /// The stretches of a property whose value at keyframe offset `k` is `value(k)`, with
    /// `breaks` (sorted, from 0 to 1) where its channels change course.
    static func segments(breaks: [Double], value: (Double) -> [CSSComponent]) -> [CSSSegment] {
        let probes = breaks + (0...256).map { Double($0) / 256 }
        let samples = probes.map(value)
        let tolerances = samples[0].indices.map { index in
            let numbers = samples.map { $0[index].scalar }
            return samples[0][index].tolerance(span: (numbers.max() ?? 0) - (numbers.min() ?? 0))
        }
        var segments: [CSSSegment] = []
        for (lower, upper) in zip(breaks, breaks.dropFirst()) where upper > lower {
            // Read each stretch from inside it, so a jump at a break belongs to one side only.
            let margin = min(1e-12, (upper - lower) / 4)
            func inside(_ k: Double) -> [CSSComponent] { value(min(max(k, lower + margin), upper - margin)) }
            subdivide(lower, upper, depth: 0, value: inside, tolerances: tolerances, into: &segments)
        }
        return segments
    }

    private static func subdivide(
        _ lower: Double, _ upper: Double, depth: Int, value: (Double) -> [CSSComponent], tolerances: [Double],
        into segments: inout [CSSSegment]
    ) {
        let (from, to) = (value(lower), value(upper))
        let straight = (1..<16).allSatisfy { step in
            let fraction = Double(step) / 16
            let actual = value(lower + (upper - lower) * fraction)
            return [from.interpolated(to: to, fraction: fraction), from.interpolatedInSRGB(to: to, fraction: fraction)].allSatisfy {
                shown in zip(zip(shown, actual), tolerances).allSatisfy { pair, tolerance in pair.0.distance(to: pair.1) <= tolerance }
            }
        }
        if straight || depth >= deepest {
            segments.append(CSSSegment(lower: lower, upper: upper, from: from, to: to, easing: .linear))
            return
        }
        let middle = (lower + upper) / 2
        subdivide(lower, middle, depth: depth + 1, value: value, tolerances: tolerances, into: &segments)
        subdivide(middle, upper, depth: depth + 1, value: value, tolerances: tolerances, into: &segments)
    }

    /// The stretches of a discretely animated property (`overflow`): it holds each keyword and
    /// flips exactly where the engine's value crosses over (found by halving to 1e-12), each
    /// stretch eased `steps(1, jump-end)` so the flip happens at its end.
    static func discrete(breaks: [Double], value: (Double) -> [CSSComponent]) -> [CSSSegment] {
        let probes = Array(Set(breaks + (0...2048).map { Double($0) / 2048 })).sorted()
        var flips: [Double] = []
        for (lower, upper) in zip(probes, probes.dropFirst()) where !value(lower).matches(value(upper)) {
            var (before, after) = (lower, upper)
            while after - before > 1e-12 {
                let middle = (before + after) / 2
                if value(middle).matches(value(lower)) { before = middle } else { after = middle }
            }
            flips.append(after)
        }
        let positions = [0] + flips + [1]
        return zip(positions, positions.dropFirst()).enumerated().map { index, bounds in
            let last = index == flips.count
            return CSSSegment(
                lower: bounds.0, upper: bounds.1, from: value(bounds.0), to: value(last ? bounds.0 : bounds.1),
                easing: last ? .linear : .steps(1, .jumpEnd))
        }
    }
}
