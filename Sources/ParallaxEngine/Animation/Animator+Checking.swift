extension Animator {
    /// Runs every check ``init(_:context:)`` runs on `definition` without building an animator,
    /// where `context` may lack names: an expression reading a name `context` does not hold is
    /// parsed and checked but not evaluated, its value unknown rather than guessed (it still
    /// fails when it divides by a zero it knows). Use it to validate a definition whose
    /// expressions read values only its user supplies.
    /// - Throws: `EngineError` naming the first bad field, as ``init(_:context:)`` does.
    public static func check(_ definition: AnimatorDefinition, knowing context: [String: Double]) throws {
        _ = try AnimatorCompiler.compiling(definition, context: context, purpose: .checking)
    }
}

extension AnimatorDefinition {
    /// The names the definition's expressions read, each once, in order of first appearance:
    /// its states (target by target, channels in ``Channel/allCases`` order, rest, start, end),
    /// then its tracks, then its children's, depth first.
    public var expressionNames: [String] {
        var names: [String] = []
        func collect(_ value: KeyframeValue?) {
            guard case .expression(let expression)? = value else { return }
            for name in expression.variableNames where !names.contains(name) { names.append(name) }
        }
        func collect(_ tracks: [TrackDefinition], _ children: [ChildAnimatorDefinition]) {
            for track in tracks { track.keyframes.forEach { collect($0.value) } }
            for child in children { collect(child.tracks, child.children) }
        }
        for target in states {
            for channel in target.channels {
                if case .value(let value)? = target.rest[channel] { collect(value) }
                collect(target.start[channel]?.value)
                collect(target.end[channel]?.value)
            }
        }
        collect(tracks, children)
        return names
    }
}
