import ParallaxEngine

/// How a track's own progress follows the animator's: the chained children's and the track's
/// `.range`s composed, `u = clamp(offset + scale·t, lower, upper)`. Each range maps its bounds
/// onto 0…1 and clamps there, so the composition stays one clamped line; without any range it
/// is the identity, unclamped (where extended tracks keep moving).
struct ProgressMap: Sendable {
    var scale = 1.0
    var offset = 0.0
    var lower = -Double.infinity
    var upper = Double.infinity

    /// The map followed by Parade's `.range(range)`: below its lower bound 0, above its upper 1.
    func followed(by range: ClosedRange<Double>?) -> ProgressMap {
        guard let range else { return self }
        let length = range.upperBound - range.lowerBound
        func remap(_ value: Double) -> Double { min(max((value - range.lowerBound) / length, 0), 1) }
        return ProgressMap(
            scale: scale / length, offset: (offset - range.lowerBound) / length, lower: remap(lower), upper: remap(upper))
    }

    /// The track's progress at the animator's progress `t`.
    func progress(at t: Double) -> Double {
        min(max(offset + scale * t, lower), upper)
    }

    /// The animator's progress at which the unclamped line reaches the track progress `u`.
    func time(of u: Double) -> Double {
        (u - offset) / scale
    }
}
