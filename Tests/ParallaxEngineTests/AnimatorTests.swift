import ParallaxEngine
import Testing

@Suite struct AnimatorTests {
    private func keyframes(_ stops: [(Double, Double)], easing: Easing = .linear) -> [KeyframeDefinition] {
        stops.map { KeyframeDefinition(at: $0.0, value: .number($0.1), easing: easing) }
    }

    private func values(_ animator: Animator, at progress: Double) -> [Double] {
        var buffer = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: progress, into: &buffer)
        return buffer
    }

    @Test func segmentsUseTheEasingOfTheirFirstKeyframe() throws {
        let track = TrackDefinition(
            target: "card", channel: .alpha,
            keyframes: [
                KeyframeDefinition(at: 0, value: .number(0), easing: try Easing(parsing: "inQuadratic")),
                KeyframeDefinition(at: 0.5, value: .number(1)),
                KeyframeDefinition(at: 1, value: .number(0.5)),
            ])
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        // First segment: u = 0.25/0.5 = 0.5, u² = 0.25. Second: linear, u = 0.5 → 0.75.
        #expect(isClose(values(animator, at: 0.25)[0], 0.25))
        #expect(isClose(values(animator, at: 0.75)[0], 0.75))
    }

    @Test func clampHoldsAndExtendContinuesTheEndSegments() throws {
        let stops = [(0.2, 10.0), (0.6, 30.0)]
        let clamped = try Animator(
            AnimatorDefinition(timeline: .offset, tracks: [TrackDefinition(target: "a", channel: .x, keyframes: keyframes(stops))]),
            context: [:])
        let extended = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [TrackDefinition(target: "a", channel: .x, keyframes: keyframes(stops), extrapolation: .extend)]),
            context: [:])
        #expect(values(clamped, at: 0)[0] == 10)
        #expect(values(clamped, at: 1)[0] == 30)
        // Slope 20 / 0.4 = 50 per unit of progress.
        #expect(isClose(values(extended, at: 0)[0], 0))
        #expect(isClose(values(extended, at: 1)[0], 50))
    }

    @Test func rangeRemapsProgressLikeParade() throws {
        let track = TrackDefinition(
            target: "a", channel: .scale, keyframes: keyframes([(0, 1), (1, 2)]), range: 0.25...0.75)
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        #expect(values(animator, at: 0.1)[0] == 1)
        #expect(isClose(values(animator, at: 0.5)[0], 1.5))
        #expect(values(animator, at: 0.9)[0] == 2)
    }

    @Test func childrenGetTheParentProgressThroughTheirRange() throws {
        // Parent progress 0.6 → child (range 0.5…1) 0.2 → grandchild (range 0…0.5) 0.4.
        let grandchild = ChildAnimatorDefinition(
            name: "glow", range: 0...0.5,
            tracks: [TrackDefinition(target: "glow", channel: .alpha, keyframes: keyframes([(0, 0), (1, 1)]))])
        let child = ChildAnimatorDefinition(
            name: "image", range: 0.5...1,
            tracks: [TrackDefinition(target: "image", channel: .alpha, keyframes: keyframes([(0, 0), (1, 1)]))],
            children: [grandchild])
        let definition = AnimatorDefinition(
            timeline: .offset,
            tracks: [TrackDefinition(target: "card", channel: .alpha, keyframes: keyframes([(0, 0), (1, 1)]))],
            children: [child])
        let animator = try Animator(definition, context: [:])
        let result = values(animator, at: 0.6)
        #expect(isClose(result[0], 0.6))
        #expect(isClose(result[animator.slotIndex(target: "image", channel: .alpha)!], 0.2))
        #expect(isClose(result[animator.slotIndex(target: "glow", channel: .alpha)!], 0.4))
    }

    @Test func slotsAreLaidOutInTrackOrderWithFourPerColour() throws {
        let definition = AnimatorDefinition(
            timeline: .viewportCenter,
            tracks: [
                TrackDefinition(target: "card", channel: .alpha, keyframes: keyframes([(0, 0), (1, 1)])),
                TrackDefinition(
                    target: "card", channel: .backgroundColor,
                    keyframes: [
                        KeyframeDefinition(at: 0, value: .color(try RGBA(parsing: "#000000"))),
                        KeyframeDefinition(at: 1, value: .color(try RGBA(parsing: "#FFFFFF"))),
                    ]),
                TrackDefinition(target: "title", channel: .rotation, keyframes: keyframes([(0, 0), (1, 90)])),
            ])
        let animator = try Animator(definition, context: [:])
        #expect(animator.slotCount == 6)
        #expect(animator.slotIndex(target: "card", channel: .backgroundColor) == 1)
        #expect(animator.slotIndex(target: "title", channel: .rotation) == 5)
        #expect(animator.slotIndex(target: "title", channel: .alpha) == nil)
        #expect(animator.slots[4] == Slot(target: "card", channel: .backgroundColor, component: 3))
    }

    @Test func unsafeBufferAndArrayEvaluationAgree() throws {
        let track = TrackDefinition(target: "a", channel: .y, keyframes: keyframes([(0, -5), (1, 5)]))
        let animator = try Animator(AnimatorDefinition(timeline: .scroll(from: 0, to: 100), tracks: [track]), context: [:])
        let geometry = verticalGeometry(offset: 25, itemTop: 0, itemHeight: 10)
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: animator.slotCount)
        defer { buffer.deallocate() }
        animator.evaluate(geometry, into: buffer)
        #expect(isClose(buffer[0], -2.5))  // progress 0.25 of −5 → 5
        #expect(isClose(animator.progress(for: geometry), 0.25))
    }

    @Test func keyframeJumpsWhenTwoStopsShareAProgress() throws {
        let track = TrackDefinition(target: "a", channel: .zPosition, keyframes: keyframes([(0, 0), (0.5, 0), (0.5, 10), (1, 10)]))
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: [:])
        #expect(values(animator, at: 0.4999)[0] == 0)
        #expect(values(animator, at: 0.5)[0] == 10)
    }

    @Test func expressionsResolveWhenTheAnimatorIsBuilt() throws {
        let track = TrackDefinition(
            target: "a", channel: .height,
            keyframes: [
                KeyframeDefinition(at: 0, value: .expression(try ValueExpression(parsing: "headerHeight + 200"))),
                KeyframeDefinition(at: 1, value: .expression(try ValueExpression(parsing: "headerHeight"))),
            ])
        let animator = try Animator(AnimatorDefinition(timeline: .offset, tracks: [track]), context: ["headerHeight": 180])
        #expect(values(animator, at: 0.5)[0] == 280)
    }

    @Test(arguments: [
        ([trackOfA(.alpha, [(0, .number(1))])], "tracks[0].keyframes: needs at least 2 keyframes (has 1)"),
        (
            [trackOfA(.alpha, [(0.5, .number(1)), (0.2, .number(0))])],
            "tracks[0].keyframes[1].at: must not be below the previous keyframe's 0.5"
        ),
        ([trackOfA(.alpha, [(0, .number(1)), (1.5, .number(0))])], "tracks[0].keyframes[1].at: must be in 0…1 (is 1.5)"),
        (
            [trackOfA(.borderColor, [(0, .number(1)), (1, .number(0))])],
            "tracks[0].keyframes[0].value: borderColor needs a colour like #RRGGBB"
        ),
        (
            [trackOfA(.alpha, [(0, .color(RGBA(red: 0, green: 0, blue: 0))), (1, .number(0))])],
            "tracks[0].keyframes[0].value: alpha needs a number or an expression, not a colour"
        ),
        (
            [trackOfA(.alpha, [(0, .expression(try! ValueExpression(parsing: "rowHeight / 0"))), (1, .number(0))])],
            "tracks[0].keyframes[0].value: 'rowHeight / 0': division by zero"
        ),
        (
            [trackOfA(.alpha, [(0, .expression(try! ValueExpression(parsing: "imageHeight"))), (1, .number(0))])],
            "tracks[0].keyframes[0].value: 'imageHeight': unknown name 'imageHeight'"
        ),
        (
            [trackOfA(.alpha, [(0, .number(0)), (1, .number(1))], range: 0.5...0.5)],
            "tracks[0].range: [0.5, 0.5] is reversed or empty (the lower bound must be below the upper)"
        ),
        (
            [trackOfA(.alpha, [(0, .number(0)), (1, .number(1))]), trackOfA(.alpha, [(0, .number(0)), (1, .number(1))])],
            "tracks[1]: a.alpha is already animated by tracks[0]"
        ),
    ])
    func badDefinitionsNameTheField(tracks: [TrackDefinition], message: String) {
        #expect {
            try Animator(AnimatorDefinition(timeline: .offset, tracks: tracks), context: ["rowHeight": 100])
        } throws: { error in
            (error as? EngineError)?.description == message
        }
    }

    @Test func badTimelineAndChildFieldsAreNamed() {
        #expect {
            try Animator(AnimatorDefinition(timeline: .scroll(from: 5, to: 5), tracks: []), context: [:])
        } throws: { error in
            (error as? EngineError)?.description == "timeline.scroll: from and to must differ (both are 5)"
        }
        let child = ChildAnimatorDefinition(
            name: "image", range: nil,
            tracks: [TrackDefinition(target: "", channel: .alpha, keyframes: [])])
        #expect {
            try Animator(AnimatorDefinition(timeline: .offset, tracks: [], children: [child]), context: [:])
        } throws: { error in
            (error as? EngineError)?.description == "children[0].tracks[0].target: must not be empty"
        }
    }
}

/// A track of target `a` with linear keyframes `(at, value)`, for the bad-definition table.
private func trackOfA(
    _ channel: Channel, _ keyframes: [(Double, KeyframeValue)], range: ClosedRange<Double>? = nil
) -> TrackDefinition {
    TrackDefinition(
        target: "a", channel: channel, keyframes: keyframes.map { KeyframeDefinition(at: $0.0, value: $0.1) },
        range: range)
}
