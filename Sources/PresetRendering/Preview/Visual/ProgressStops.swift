import ParallaxEngine
import PresetStore

/// Where a preset's tracks change course, per `target.property`, on the preset's own progress
/// scale (children's and tracks' ranges undone): the timeline's start (0) and end (1), each
/// child's and track's range boundaries, and every keyframe stop strictly between them.
struct ProgressStops {
    /// One stop: a progress value and how a plot marks it.
    struct Stop {
        let progress: Double
        let label: String
        let role: PreviewMarker.Role
    }

    private(set) var byKey: [String: [Stop]] = [:]

    init(_ definition: PresetDefinition) {
        collect(tracks: definition.tracks, children: definition.children, toRoot: { $0 }, ranged: false)
    }

    private mutating func collect(
        tracks: [PresetDefinition.Track], children: [PresetDefinition.Child], toRoot: @escaping (Double) -> Double, ranged: Bool
    ) {
        for track in tracks {
            let lower = track.range?.lower ?? 0, upper = track.range?.upper ?? 1
            let trackToRoot = { (local: Double) in toRoot(lower + local * (upper - lower)) }
            var stops = [Stop(progress: 0, label: "start", role: .start), Stop(progress: 1, label: "end", role: .end)]
            if ranged || track.range != nil {
                stops.append(Stop(progress: trackToRoot(0), label: "start " + Self.percent(trackToRoot(0)), role: .start))
                stops.append(Stop(progress: trackToRoot(1), label: "end " + Self.percent(trackToRoot(1)), role: .end))
            }
            for keyframe in track.keyframes where keyframe.at > 0 && keyframe.at < 1 {
                let progress = trackToRoot(keyframe.at)
                stops.append(Stop(progress: progress, label: Self.percent(progress), role: .keyframe))
            }
            let key = track.target + "." + track.property
            byKey[key] = Self.merged((byKey[key] ?? []) + stops)
        }
        for child in children {
            let lower = child.range?.lower ?? 0, upper = child.range?.upper ?? 1
            collect(
                tracks: child.tracks, children: child.children,
                toRoot: { toRoot(lower + $0 * (upper - lower)) }, ranged: ranged || child.range != nil)
        }
    }

    /// Stops sorted by progress, one per progress value: a start or end wins over a keyframe,
    /// the timeline's own start and end over a range's.
    private static func merged(_ stops: [Stop]) -> [Stop] {
        var result: [Stop] = []
        for stop in stops {
            if let index = result.firstIndex(where: { abs($0.progress - stop.progress) < 1e-9 }) {
                if result[index].role == .keyframe && stop.role != .keyframe { result[index] = stop }
            } else {
                result.append(stop)
            }
        }
        return result.sorted { $0.progress < $1.progress }
    }

    /// `progress` as a percentage with at most one decimal: "50%", "12.5%".
    static func percent(_ progress: Double) -> String {
        let tenths = (progress * 1000).rounded() / 10
        return (tenths == tenths.rounded() && abs(tenths) < 1e15 ? String(Int(saturating: tenths)) : String(tenths)) + "%"
    }
}
