import ParallaxEngine

extension PresetDefinition {
    /// Every pair of numbers in the wrong order, with its path and the engine's words: a scroll
    /// window's ends that coincide, a velocity window's `from` not below its `to`
    /// (``ParallaxEngine/Timeline``'s `scrollWindowProblem`, `velocityWindowProblem`), a track's,
    /// child's or state's range whose lower bound is not below its upper
    /// (``ParallaxEngine/ProgressRange``'s `orderProblem`); empty when there is none. The engine
    /// owns each rule; the store asks it before it writes, as the format's check and the
    /// catalog's compiler do.
    package func orderProblems() -> [DefinitionProblem] {
        var problems: [DefinitionProblem] = []
        func add(_ problem: String?, at path: @autoclosure () -> String) {
            if let problem { problems.append(DefinitionProblem(path: path(), code: .order, message: problem)) }
        }
        switch timeline {
        case .scroll(let from, let to):
            add(ParallaxEngine.Timeline.scrollWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) }), at: "timeline.scroll")
        case .velocity(let from, let to):
            add(
                ParallaxEngine.Timeline.velocityWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) }),
                at: "timeline.velocity")
        case .viewportCenter, .offset, .view:
            break
        }
        for (index, target) in states.enumerated() {
            for (side, values) in [("start", target.start), ("end", target.end), ("startEnd", target.startEnd)] {
                for (property, state) in values.sorted(by: { $0.key < $1.key }) {
                    guard let range = state.range else { continue }
                    add(Self.orderProblem(range), at: "states[\(index)].\(side).\(property).range")
                }
            }
        }
        func group(tracks: [Track], children: [Child], path: String) {
            for (index, track) in tracks.enumerated() {
                if let range = track.range { add(Self.orderProblem(range), at: "\(path)tracks[\(index)].range") }
            }
            for (index, child) in children.enumerated() {
                if let range = child.range { add(Self.orderProblem(range), at: "\(path)children[\(index)].range") }
                group(tracks: child.tracks, children: child.children, path: "\(path)children[\(index)].")
            }
        }
        group(tracks: tracks, children: children, path: "")
        return problems
    }

    private static func orderProblem(_ range: ProgressRange) -> String? {
        ProgressRange.orderProblem(lower: range.lower, upper: range.upper, spelling: { DecimalText.text($0) })
    }
}
