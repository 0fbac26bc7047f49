import PresetCatalog
import PresetStore

/// The values of a decoded preset that are expressions, each with its JSON path, in the order
/// the definition's JSON writes them: states (target by target; start, end, startEnd, then
/// rest, each by channel name), then tracks, then children's tracks, depth first. A string
/// value of a colour channel is a colour, not an expression (decoding settled which).
enum ExpressionValues {
    /// Every expression value of `preset`, whose JSON sits at `base`.
    static func of(_ preset: PresetDefinition, at base: FieldPath) -> [(path: FieldPath, text: String)] {
        var found: [(path: FieldPath, text: String)] = []
        for (index, target) in preset.states.enumerated() {
            let targetPath = base.member("states").element(index)
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    if case .expression(let text) = state.value {
                        found.append((targetPath.member(side).member(property).member("value"), text))
                    }
                }
            }
            for (property, rest) in target.rest.sorted(by: { $0.key < $1.key }) {
                if case .value(.expression(let text)) = rest {
                    found.append((targetPath.member("rest").member(property), text))
                }
            }
        }
        collect(tracks: preset.tracks, children: preset.children, at: base, into: &found)
        return found
    }

    private static func collect(
        tracks: [PresetDefinition.Track], children: [PresetDefinition.Child], at base: FieldPath,
        into found: inout [(path: FieldPath, text: String)]
    ) {
        for (index, track) in tracks.enumerated() {
            for (position, keyframe) in track.keyframes.enumerated() {
                if case .expression(let text) = keyframe.value {
                    found.append((base.member("tracks").element(index).member("keyframes").element(position).member("value"), text))
                }
            }
        }
        for (index, child) in children.enumerated() {
            let childPath = base.member("children").element(index)
            collect(tracks: child.tracks, children: child.children, at: childPath, into: &found)
        }
    }
}
