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
        _ = firstExpression { expression in
            for name in expression.variableNames where !names.contains(name) { names.append(name) }
            return false
        }
        return names
    }

    /// The first of ``expressionNames``, in their order, that `predicate` accepts; nil when it
    /// accepts none. Lists nothing on the way.
    public func firstExpressionName(where predicate: (String) -> Bool) -> String? {
        var found: String?
        _ = firstExpression { expression in
            found = expression.firstName(where: predicate)
            return found != nil
        }
        return found
    }

    /// Hands the definition's expressions to `body` in ``expressionNames``' order until it
    /// returns true; whether it did.
    private func firstExpression(_ body: (ValueExpression) -> Bool) -> Bool {
        func visit(_ value: KeyframeValue?) -> Bool {
            guard case .expression(let expression)? = value else { return false }
            return body(expression)
        }
        func visit(_ tracks: [TrackDefinition], _ children: [ChildAnimatorDefinition]) -> Bool {
            tracks.contains { track in track.keyframes.contains { visit($0.value) } }
                || children.contains { visit($0.tracks, $0.children) }
        }
        for target in states {
            for channel in target.channels {
                if case .value(let value)? = target.rest[channel], visit(value) { return true }
                if visit(target.start[channel]?.value) || visit(target.end[channel]?.value) { return true }
            }
        }
        return visit(tracks, children)
    }
}
