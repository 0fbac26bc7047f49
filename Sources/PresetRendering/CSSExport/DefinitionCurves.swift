import ParallaxEngine

extension ChannelCurve {
    /// Every channel `definition` animates, as pieces over its timeline's progress
    /// `lower…upper`: Parade states first (target by target), then the tracks, then each chained
    /// child's, depth first, as the animator lays out its slots. `rest` gives a Parade
    /// property's resting value.
    static func curves(
        of definition: AnimatorDefinition, context: [String: Double], from lower: Double, to upper: Double,
        rest: (String, Channel) -> ChannelValue
    ) throws -> [ChannelCurve] {
        var curves: [ChannelCurve] = []
        for states in definition.states {
            for curve in try Self.curves(of: states, context: context, rest: { rest(states.target, $0) }) {
                let inside = curve.pieces.filter { $0.upper > lower && $0.lower < upper }.map { $0.clipped(to: lower, upper) }
                curves.append(ChannelCurve(target: curve.target, channel: curve.channel, colorSpace: curve.colorSpace, pieces: inside))
            }
        }
        func add(_ tracks: [TrackDefinition], children: [ChildAnimatorDefinition], map: ProgressMap) throws {
            for track in tracks {
                let resolved = try ResolvedTrack(track, context: context, map: map)
                curves.append(
                    ChannelCurve(
                        target: track.target, channel: track.channel, colorSpace: track.colorSpace,
                        pieces: resolved.pieces(from: lower, to: upper, colorSpace: track.colorSpace)))
            }
            for child in children {
                try add(child.tracks, children: child.children, map: map.followed(by: child.range))
            }
        }
        try add(definition.tracks, children: definition.children, map: ProgressMap())
        return curves
    }
}
