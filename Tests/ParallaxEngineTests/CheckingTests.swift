import ParallaxEngine
import Testing

/// Checking a definition whose expressions read names the context lacks: values unknown, not
/// guessed; everything else checked as building an animator checks it.
@Suite struct CheckingTests {
    private static func expression(_ text: String) -> KeyframeValue {
        .expression(try! ValueExpression(parsing: text))
    }

    private static func track(_ channel: Channel, _ keyframes: [(Double, KeyframeValue)], target: String = "card") -> TrackDefinition {
        TrackDefinition(target: target, channel: channel, keyframes: keyframes.map { KeyframeDefinition(at: $0.0, value: $0.1) })
    }

    @Test func partialValuesAreKnownOnlyWhenEveryNameIs() throws {
        let sum = try ValueExpression(parsing: "inset * 2 + rowHeight")
        #expect(try sum.partialValue(in: ["rowHeight": 100]) == nil)
        #expect(try sum.partialValue(in: ["rowHeight": 100, "inset": 12]) == 124)
        #expect(try ValueExpression(parsing: "min(inset, 3)").partialValue(in: [:]) == nil)
        #expect(try ValueExpression(parsing: "-(4 - 1) / 2").partialValue(in: [:]) == -1.5)
    }

    /// A division by zero fails whatever the unknown values are: by a literal zero, or by a
    /// difference of known values that is zero, even inside an unknown sum or a function.
    @Test(arguments: ["inset / 0", "inset / (rowHeight - 100)", "inset + 1 / (rowHeight - rowHeight)", "max(inset, 2 / 0)"])
    func aDivisionByAKnownZeroFailsWhateverIsUnknown(text: String) throws {
        let expression = try ValueExpression(parsing: text)
        #expect {
            try expression.partialValue(in: ["rowHeight": 100])
        } throws: { error in
            (error as? EngineError)?.problem == "'\(text)': division by zero"
        }
    }

    @Test func aDefinitionReadingUnknownNamesPassesTheCheckButCannotBeBuilt() throws {
        let definition = AnimatorDefinition(
            timeline: .offset,
            tracks: [Self.track(.translationX, [(0, Self.expression("-inset")), (1, Self.expression("inset + rowHeight"))])])
        try Animator.check(definition, knowing: ["rowHeight": 100])
        #expect {
            try Animator(definition, context: ["rowHeight": 100])
        } throws: { error in
            (error as? EngineError)?.description == "tracks[0].keyframes[0].value: '-inset': unknown name 'inset'"
        }
    }

    /// Unknown values do not hide the other checks.
    @Test(arguments: [
        (
            [track(.alpha, [(0, expression("a")), (1, .number(0))]), track(.alpha, [(0, expression("b")), (1, .number(1))])],
            "tracks[1]: card.alpha is already animated by tracks[0]"
        ),
        (
            [track(.alpha, [(0.5, expression("a")), (0.2, .number(0))])],
            "tracks[0].keyframes[1].at: must not be below the previous keyframe's 0.5"
        ),
        (
            [track(.borderColor, [(0, expression("a")), (1, .number(0))])],
            "tracks[0].keyframes[0].value: borderColor needs a colour like #RRGGBB"
        ),
        ([track(.alpha, [(0, expression("a"))])], "tracks[0].keyframes: needs at least 2 keyframes (has 1)"),
    ])
    func otherProblemsAreStillFound(tracks: [TrackDefinition], message: String) {
        #expect {
            try Animator.check(AnimatorDefinition(timeline: .offset, tracks: tracks), knowing: [:])
        } throws: { error in
            (error as? EngineError)?.description == message
        }
    }

    /// Parade states: a state value or rest reading an unknown name is checked, not evaluated;
    /// a channel without an identity still needs its rest.
    @Test func statesReadingUnknownNames() throws {
        let states = TargetStates(
            target: "image", start: [.translationY: StateValue(Self.expression("lift"))],
            end: [.cornerRadius: StateValue(.number(0))], rest: [.cornerRadius: .value(Self.expression("radius"))])
        try Animator.check(AnimatorDefinition(timeline: .viewportCenter, states: [states]), knowing: [:])
        let noRest = TargetStates(target: "image", start: [.cornerRadius: StateValue(Self.expression("radius"))])
        #expect {
            try Animator.check(AnimatorDefinition(timeline: .viewportCenter, states: [noRest]), knowing: [:])
        } throws: { error in
            (error as? EngineError)?.field == "states[0].rest.cornerRadius"
        }
    }

    @Test func expressionNamesListEveryNameOnceInOrder() throws {
        let child = ChildAnimatorDefinition(
            name: "late", tracks: [Self.track(.alpha, [(0, Self.expression("fade * rowHeight")), (1, Self.expression("depth"))])])
        let definition = AnimatorDefinition(
            timeline: .viewportCenter,
            states: [TargetStates(target: "image", start: [.translationY: StateValue(Self.expression("lift + rowHeight"))])],
            tracks: [Self.track(.scale, [(0, Self.expression("rowHeight / lift")), (1, .number(1))])],
            children: [child])
        #expect(definition.expressionNames == ["lift", "rowHeight", "fade", "depth"])
        // The same order, without the list: states, the tracks, then the children's.
        #expect(definition.firstExpressionName { $0 != "lift" && $0 != "rowHeight" } == "fade")
        #expect(definition.firstExpressionName { $0 == "depth" } == "depth")
        #expect(definition.firstExpressionName { $0.hasSuffix("Height") } == "rowHeight")
        #expect(definition.firstExpressionName { $0 == "scale" } == nil)
    }
}
