import ParallaxEngine

/// Benchmark body: one frame of a card as an app shows it through the Apple adapter: the
/// animator evaluated into a buffer, then the card's ``ViewState`` composed from it — opacity,
/// background colour, corner radius and the 3D transform from perspective, translation,
/// rotation about three axes and scale — which is what `UIView.apply(_:)` is given per frame.
public struct ComposedStateWorkload {
    /// The animator: every track linear from its value at progress 0 to its value at 1.
    public let animator: Animator
    /// Where the card's channels are in `values`, looked up once.
    let card: TargetChannels
    /// The values written by the last frame.
    public private(set) var values: [Double]
    /// Progress values the benchmark cycles through: 1,024 points across 0…1.
    public let progressSamples: [Double]

    /// Each channel with its values at progress 0 and at 1.
    static let tracks: [(Channel, Double, Double)] = [
        (.perspective, 500, 500), (.translationX, 0, 40), (.translationY, 0, -20), (.rotationX, 30, 0),
        (.rotationY, -15, 0), (.rotation, 90, 0), (.scale, 1, 2), (.alpha, 0, 1), (.cornerRadius, 0, 12),
    ]

    /// Builds the animator (the 9 channels above plus a background colour from black to
    /// white) and its buffer.
    public init() throws {
        var tracks = Self.tracks.map { channel, start, end in
            TrackDefinition(
                target: "card", channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: .number(start)), KeyframeDefinition(at: 1, value: .number(end))])
        }
        tracks.append(
            TrackDefinition(
                target: "card", channel: .backgroundColor,
                keyframes: [
                    KeyframeDefinition(at: 0, value: .color(RGBA(red: 0, green: 0, blue: 0))),
                    KeyframeDefinition(at: 1, value: .color(RGBA(red: 1, green: 1, blue: 1))),
                ]))
        animator = try Animator(AnimatorDefinition(timeline: .viewportCenter, tracks: tracks), context: [:])
        guard let card = animator.channels(of: "card") else { throw WorkloadError(problem: "the animator does not write card") }
        self.card = card
        values = [Double](repeating: 0, count: animator.slotCount)
        progressSamples = (0..<1024).map { Double($0) / 1023 }
    }

    /// Evaluates the animator at `progress` and composes the card's state (no allocation).
    public mutating func frame(progress: Double) -> ViewState {
        animator.evaluate(progress: progress, into: &values)
        return ViewState(card, in: values)
    }
}
