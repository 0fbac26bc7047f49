import ParallaxEngine
import PresetStore

/// Turns a stored preset definition into the engine's animator definition: channel names,
/// curve texts, expressions and colours are parsed, numbers and ranges checked. Every failure is
/// a ``CatalogError`` of kind ``CatalogError/Kind/invalidData`` naming the field, e.g.
/// `tracks[0].keyframes[1].easing: unknown curve 'outCubik' (…)`. Shared with the tooling (package access).
package enum DefinitionCompiler {
    /// The engine definition of `preset`; error paths start at `base` (e.g. `presets[2]`).
    package static func animatorDefinition(for preset: PresetDefinition, at base: FieldPath = .root) throws -> AnimatorDefinition {
        try animatorDefinition(for: preset, at: base, parses: nil)
    }

    /// The engine definition of `preset`, taking texts already parsed from `parses` when given.
    static func animatorDefinition(for preset: PresetDefinition, at base: FieldPath, parses: DefinitionValidator?) throws
        -> AnimatorDefinition
    {
        // Field paths are passed as autoclosures down from here: one is made only for a message.
        AnimatorDefinition(
            timeline: try timeline(preset.timeline, at: base.member("timeline")),
            axis: preset.axis,
            states: try states(preset.states, at: base, parses: parses),
            tracks: try tracks(preset.tracks, at: base, parses: parses),
            children: try children(preset.children, at: base, parses: parses),
            smoothing: try smoothing(preset.smoothing, at: base.member("smoothing"), parses: parses)
        )
    }

    /// The spring `text` names, or nil without one.
    /// - Throws: ``CatalogError`` — invalid data when the text is not a spring, or a spring
    ///   with an initial velocity (smoothing starts at rest).
    static func smoothing(_ text: String?, at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?) throws
        -> SpringEasing?
    {
        guard let text else { return nil }
        switch SmoothingRule.spring(try easing(text, at: path(), parses: parses), text: text) {
        case .success(let spring): return spring
        case .failure(let problem): throw CatalogError.invalidData(at: path(), .invalidCurve, problem.message)
        }
    }

    /// Checks `preset` completely: compiles it and runs the engine's own checks (keyframe count
    /// and order, duplicate channels…) with `context` (default: a typical one), evaluating
    /// every expression whose names `context` holds. A variable the context does not set is
    /// not guessed: expressions reading it are checked but not evaluated
    /// (`Animator.check(_:knowing:)`), so a preset is never invalid just for reading one.
    public static func validate(_ preset: PresetDefinition, at base: FieldPath = .root, context: PresetContext = PresetContext()) throws {
        try requireBounds(preset, at: base)
        try check(animatorDefinition(for: preset, at: base), at: base, knowing: context.values)
    }

    /// Throws the first number or count of `preset` outside ``CatalogLimits``' bounds
    /// (``PresetDefinition/boundProblems()``, which finds them all), its path under `base`.
    /// ``validate(_:at:context:)`` runs it first; previews run it on stored presets, which
    /// another program may have written.
    /// - Throws: ``CatalogError/Kind/invalidData``.
    package static func requireBounds(_ preset: PresetDefinition, at base: FieldPath = .root) throws {
        guard let problem = preset.boundProblems().first else { return }
        let path = [base.description, problem.path].filter { !$0.isEmpty }.joined(separator: ".")
        throw CatalogError.invalidData(DefinitionProblem(path: path, code: problem.code, message: problem.message))
    }

    /// Runs the engine's own checks on `definition`, compiled from the preset at `base`.
    static func check(_ definition: AnimatorDefinition, at base: FieldPath, knowing values: [String: Double]) throws {
        do {
            try Animator.check(definition, knowing: values)
        } catch let error as EngineError {
            throw CatalogError.invalidData(error, under: base, code: .inconsistent)
        }
    }

    /// The variables `preset`'s expressions read (names beyond ``PresetContext/builtInNames``),
    /// each once, in order of first appearance.
    /// - Throws: ``CatalogError`` — invalid data when the preset does not compile.
    package static func variableNames(of preset: PresetDefinition) throws -> [String] {
        VariableNames.variables(among: try animatorDefinition(for: preset).expressionNames)
    }

    private static func timeline(_ timeline: PresetDefinition.Timeline, at path: @autoclosure () -> FieldPath) throws -> Timeline {
        switch timeline {
        case .viewportCenter:
            return .viewportCenter
        case .offset:
            return .offset
        case .scroll(let from, let to):
            func scrollPath() -> FieldPath { path().member("scroll") }
            try requireFinite(from, at: scrollPath().member("from"))
            try requireFinite(to, at: scrollPath().member("to"))
            if let problem = Timeline.scrollWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) }) {
                throw CatalogError.invalidData(at: scrollPath(), .order, problem)
            }
            return .scroll(from: from, to: to)
        case .velocity(let from, let to):
            func velocityPath() -> FieldPath { path().member("velocity") }
            try requireFinite(from, at: velocityPath().member("from"))
            try requireFinite(to, at: velocityPath().member("to"))
            if let problem = Timeline.velocityWindowProblem(from: from, to: to, spelling: { DecimalText.text($0) }) {
                throw CatalogError.invalidData(at: velocityPath(), .order, problem)
            }
            return .velocity(from: from, to: to)
        case .view(let view):
            func viewPath() -> FieldPath { path().member("view") }
            return .view(
                ViewTimeline(
                    range: view.range,
                    start: try rangeOffset(view.start, at: viewPath().member("start")),
                    end: try rangeOffset(view.end, at: viewPath().member("end")),
                    startInset: try finite(view.inset?.start ?? 0, at: viewPath().member("inset").element(0)),
                    endInset: try finite(view.inset?.end ?? 0, at: viewPath().member("inset").element(1))
                ))
        }
    }

    private static func rangeOffset(_ offset: RangeOffset, at path: @autoclosure () -> FieldPath) throws -> RangeOffset {
        switch offset {
        case .percent(let value): return .percent(try finite(value, at: path()))
        case .points(let value): return .points(try finite(value, at: path()))
        }
    }

    private static func children(
        _ children: [PresetDefinition.Child], at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> [ChildAnimatorDefinition] {
        try children.enumerated().map { index, child in
            func childPath() -> FieldPath { path().member("children").element(index) }
            return ChildAnimatorDefinition(
                name: child.name,
                range: try progressRange(child.range, at: childPath().member("range")),
                tracks: try tracks(child.tracks, at: childPath(), parses: parses),
                children: try Self.children(child.children, at: childPath(), parses: parses)
            )
        }
    }

    private static func tracks(
        _ tracks: [PresetDefinition.Track], at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> [TrackDefinition] {
        try tracks.enumerated().map { index, track in
            func trackPath() -> FieldPath { path().member("tracks").element(index) }
            return TrackDefinition(
                target: track.target,
                channel: try channel(named: track.property, at: trackPath().member("property")),
                keyframes: try track.keyframes.enumerated().map { keyframeIndex, keyframe in
                    try self.keyframe(keyframe, at: trackPath().member("keyframes").element(keyframeIndex), parses: parses)
                },
                range: try progressRange(track.range, at: trackPath().member("range")),
                extrapolation: track.extrapolate ?? .clamp,
                colorSpace: track.colorSpace ?? .oklab
            )
        }
    }

    /// The channel called `name`. - Throws: naming the known channels when there is none.
    static func channel(named name: String, at path: @autoclosure () -> FieldPath) throws -> Channel {
        guard let channel = Channel(rawValue: name) else {
            let known = Channel.allCases.map(\.rawValue).joined(separator: ", ")
            throw CatalogError.invalidData(at: path(), .notAllowed, "unknown channel '\(messageText(name))' (expected one of \(known))")
        }
        return channel
    }

    private static func keyframe(
        _ keyframe: PresetDefinition.Keyframe, at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> KeyframeDefinition {
        KeyframeDefinition(
            at: try finite(keyframe.at, at: path().member("at")),
            value: try value(keyframe.value, at: path().member("value"), parses: parses),
            easing: try easing(keyframe.easing, at: path().member("easing"), parses: parses)
        )
    }

    /// The curve `text` names; linear when there is none.
    static func easing(_ text: String?, at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?) throws -> Easing {
        guard let text else { return .linear }
        do {
            return try parses?.easing(text) ?? Easing(parsing: text)
        } catch let error as EngineError {
            throw CatalogError.invalidData(error, under: path(), replacingField: true, code: .invalidCurve)
        }
    }

    static func value(
        _ value: PresetDefinition.Value, at path: @autoclosure () -> FieldPath, parses: DefinitionValidator?
    ) throws -> KeyframeValue {
        do {
            switch value {
            case .number(let number):
                return .number(try finite(number, at: path()))
            case .color(let text):
                return .color(try parses?.color(text) ?? RGBA(parsing: text))
            case .expression(let text):
                let expression = try parses?.expression(text) ?? ValueExpression(parsing: text)
                // The first variable (a name not built in) that looks like a misspelt built-in name.
                if let name = expression.firstName(where: {
                    !PresetContext.builtInNames.contains($0) && VariableNames.builtInName(resembling: $0) != nil
                }), let builtIn = VariableNames.builtInName(resembling: name) {
                    throw CatalogError.invalidData(
                        at: path(), .invalidValue,
                        "'\(messageText(text))': '\(messageText(name))' looks like a misspelt '\(builtIn)' "
                            + "(a variable's name must differ from a built-in name by more than one letter or case)")
                }
                return .expression(expression)
            }
        } catch let error as EngineError {
            throw CatalogError.invalidData(error, under: path(), replacingField: true, code: .invalidValue)
        }
    }

    /// Checks one value as compiling a preset reads it for `channel`: a colour (any CSS notation)
    /// for a colour channel; a number or an expression for the others, the expression parsed and
    /// its names checked for misspelt built-in names; texts are parsed through `parses` when it is
    /// given. The tooling's definition checks call it for every value, so every bad value of a
    /// definition is found at once, in the compiler's own words.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming `path`.
    package static func check(
        _ value: PresetDefinition.Value, of channel: Channel, at path: FieldPath, parses: DefinitionValidator? = nil
    ) throws {
        _ = try Self.value(value.forChannel(channel.rawValue), of: channel, at: path, parses: parses)
    }

    static func progressRange(_ range: ProgressRange?, at path: @autoclosure () -> FieldPath) throws -> ClosedRange<Double>? {
        guard let range else { return nil }
        let lower = try finite(range.lower, at: path().element(0))
        let upper = try finite(range.upper, at: path().element(1))
        if let problem = ProgressRange.orderProblem(lower: lower, upper: upper, spelling: { DecimalText.text($0) }) {
            throw CatalogError.invalidData(at: path(), .order, problem)
        }
        return lower...upper
    }

    private static func finite(_ value: Double, at path: @autoclosure () -> FieldPath) throws -> Double {
        try requireFinite(value, at: path())
        return value
    }

    private static func requireFinite(_ value: Double, at path: @autoclosure () -> FieldPath) throws {
        guard value.isFinite else {
            throw CatalogError.invalidData(at: path(), .outOfBounds, "must be a finite number (is \(value))")
        }
    }
}
