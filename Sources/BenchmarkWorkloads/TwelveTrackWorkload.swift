import ParallaxEngine

/// Benchmark body: one evaluation of a 12-track animator. Every track has three keyframes
/// (at 0, 0.5 and 1), a named or CSS easing on each segment and a progress range, so each track
/// does the full per-frame work: range remap, segment search, easing, interpolation.
public struct TwelveTrackWorkload {
    /// The channels animated, one track each, in slot order.
    public static let channels: [Channel] = [
        .alpha, .translationX, .translationY, .scale, .scaleX, .scaleY,
        .rotation, .rotationX, .rotationY, .cornerRadius, .shadowOpacity, .zPosition,
    ]
    /// The default curves of the tracks' segments: track `i` eases its first segment with
    /// `curves[i % count]` and its second with `curves[(i + 1) % count]`.
    public static let mixedCurves = [
        "outCubic", "inOutSine", "cubic-bezier(0.25, 0.1, 0.25, 1)", "outBack", "smoothStep", "inOutQuadratic",
    ]
    /// Every track's progress range: below 0.1 acts as 0, above 0.9 as 1.
    public static let range = 0.1...0.9

    /// Track `index`'s keyframe values at 0, 0.5 and 1 (distinct per track, worked out by hand:
    /// start `index`, middle `index + 10`, end `index + 30`).
    public static func keyframeValues(track index: Int) -> (start: Double, middle: Double, end: Double) {
        (Double(index), Double(index + 10), Double(index + 30))
    }

    /// The animator under test.
    public let animator: Animator
    /// The values written by the last `evaluate(progress:)`, one per track.
    public private(set) var values: [Double]
    /// Progress values the benchmark cycles through: 1,024 points across −0.1…1.1.
    public let progressSamples: [Double]

    /// Builds the animator and its buffer, easing the segments with `curves` (cycled through).
    public init(curves: [String] = mixedCurves) throws {
        let tracks = try Self.channels.enumerated().map { index, channel in
            let value = Self.keyframeValues(track: index)
            return TrackDefinition(
                target: "layer", channel: channel,
                keyframes: [
                    KeyframeDefinition(at: 0, value: .number(value.start), easing: try Easing(parsing: curves[index % curves.count])),
                    KeyframeDefinition(
                        at: 0.5, value: .number(value.middle), easing: try Easing(parsing: curves[(index + 1) % curves.count])),
                    KeyframeDefinition(at: 1, value: .number(value.end)),
                ],
                range: Self.range)
        }
        animator = try Animator(AnimatorDefinition(timeline: .viewportCenter, tracks: tracks), context: [:])
        values = [Double](repeating: 0, count: animator.slotCount)
        progressSamples = (0..<1024).map { -0.1 + 1.2 * Double($0) / 1023 }
    }

    /// Evaluates every track at `progress` into `values` (no allocation).
    public mutating func evaluate(progress: Double) {
        animator.evaluate(progress: progress, into: &values)
    }
}
