import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Parade states (docs/DESIGN.md "viewportCenter"; Parade's UIScrollView+Parade.swift and
/// PDAnimatableProperty.swift): with the item's centre c in viewport coordinates and a viewport
/// L long, r = (c − L/2)/L clamped to −1…1; r > 0.0005 shows the start state with p = 1 − r,
/// r < −0.0005 the end state with p = 1 + r, each property lerp(state, rest, ease(range(p))).
///
/// The fixture: a viewport 800 long, an item 100 long at content position 1000, so at content
/// offset o its centre is at 1050 − o and r = (650 − o)/800. Every expected value below is
/// worked out by hand from those formulas.
@Suite struct ParadeStatesTests {
    /// The `ticket-card` example on one target, `image`: start alpha 0 (inOutCubic,
    /// range 0.25…0.75) and translationY 100 (outQuadratic); end alpha 0.2 (inSine, range
    /// 0…0.5); start and end cornerRadius 24 resting at the view's own value; borderWidth
    /// resting at 2 with no state.
    static func ticketCard(axis: ScrollAxis) throws -> AnimatorDefinition {
        AnimatorDefinition(
            timeline: .viewportCenter, axis: axis,
            states: [
                TargetStates(
                    target: "image",
                    start: [
                        .alpha: StateValue(.number(0), easing: try Easing(parsing: "inOutCubic"), range: 0.25...0.75),
                        .translationY: StateValue(.number(100), easing: try Easing(parsing: "outQuadratic")),
                        .cornerRadius: StateValue(.number(24)),
                    ],
                    end: [
                        .alpha: StateValue(.number(0.2), easing: try Easing(parsing: "inSine"), range: 0...0.5),
                        .cornerRadius: StateValue(.number(24)),
                    ],
                    rest: [.cornerRadius: .underlying, .borderWidth: .value(.number(2))])
            ])
    }

    /// An animator of one target's Parade states (on the viewportCenter timeline, vertical),
    /// built with `context`.
    static func statesAnimator(_ target: TargetStates, context: [String: Double] = [:]) throws -> Animator {
        try Animator(AnimatorDefinition(timeline: .viewportCenter, states: [target]), context: context)
    }

    /// The fixture's geometry at content offset `offset` along `axis`.
    static func geometry(offset: Double, axis: ScrollAxis) -> ScrollMetrics {
        switch axis {
        case .vertical:
            ScrollMetrics(
                viewportSize: .init(width: 390, height: 800), contentOffset: .init(x: 0, y: offset),
                itemFrame: .init(x: 0, y: 1000, width: 390, height: 100))
        case .horizontal:
            ScrollMetrics(
                viewportSize: .init(width: 800, height: 390), contentOffset: .init(x: offset, y: 0),
                itemFrame: .init(x: 1000, y: 0, width: 100, height: 390))
        }
    }

    /// (offset, alpha, translationY, cornerRadius, borderWidth) with the view's own corner
    /// radius 12.
    static let ticketCardExpectations: [(Double, Double, Double, Double, Double)] = [
        // o = 450: r = 0.25, start side, p = 0.75. alpha: range(0.75) = 1 → rest 1.
        // translationY: outQuadratic(0.75) = 1 − 0.25² = 0.9375 → 100 − 100·0.9375 = 6.25.
        // cornerRadius: 24 + (12 − 24)·0.75 = 15.
        (450, 1, 6.25, 15, 2),
        // o = 650: r = 0, the centre: everything rests.
        (650, 1, 0, 12, 2),
        // o = 850: r = −0.25, end side, p = 0.75. alpha: range [0, 0.5] gives 1 → rest 1;
        // translationY: no end state → rest 0; cornerRadius 24 − 12·0.75 = 15.
        (850, 1, 0, 15, 2),
        // o = 1250: r = −0.75, p = 0.25. alpha: range(0.25) = 0.5, inSine(0.5) = 1 − cos(π/4)
        // = 0.292893219 → 0.2 + 0.8·0.292893219 = 0.434314575; cornerRadius 24 − 12·0.25 = 21.
        (1250, 0.2 + 0.8 * (1 - 0.5.squareRoot()), 0, 21, 2),
        // o = 250: r = 0.5, p = 0.5. alpha: range(0.5) = 0.5, inOutCubic(0.5) = 4·0.125 = 0.5
        // → 0.5; translationY: 1 − 0.5² = 0.75 → 25; cornerRadius 24 − 12·0.5 = 18.
        (250, 0.5, 25, 18, 2),
        // o = 150: r = 0.625, p = 0.375. alpha: range(0.375) = 0.25, inOutCubic(0.25) =
        // 4·0.25³ = 0.0625; translationY: 1 − 0.625² = 0.609375 → 39.0625;
        // cornerRadius 24 − 12·0.375 = 19.5.
        (150, 0.0625, 39.0625, 19.5, 2),
        // o = −500: r = 1.4375, clamped to 1, p = 0: the start state itself.
        (-500, 0, 100, 24, 2),
        // o = 2000: r = −1.6875, clamped to −1, p = 0: the end state itself.
        (2000, 0.2, 0, 24, 2),
    ]

    @Test(arguments: ScrollAxis.allCases)
    func theIssuesExampleFollowsParadesFormulas(axis: ScrollAxis) throws {
        let animator = try Animator(try Self.ticketCard(axis: axis), context: [:])
        #expect(animator.axis == axis)
        var underlying = animator.makeUnderlyingValues()
        #expect(underlying.names == ["image.cornerRadius"])
        #expect(underlying.missing == ["image.cornerRadius"])
        let accepted = underlying.set(12, target: "image", channel: .cornerRadius)
        #expect(accepted)
        #expect(underlying.missing.isEmpty)
        let alpha = try #require(animator.slotIndex(target: "image", channel: .alpha))
        let translation = try #require(animator.slotIndex(target: "image", channel: .translationY))
        let corner = try #require(animator.slotIndex(target: "image", channel: .cornerRadius))
        let border = try #require(animator.slotIndex(target: "image", channel: .borderWidth))
        var values = [Double](repeating: .nan, count: animator.slotCount)
        for (offset, expectedAlpha, expectedTranslation, expectedCorner, expectedBorder) in Self.ticketCardExpectations {
            animator.evaluate(Self.geometry(offset: offset, axis: axis), underlying: underlying, into: &values)
            #expect(isClose(values[alpha], expectedAlpha), "alpha at \(offset)")
            #expect(isClose(values[translation], expectedTranslation), "translationY at \(offset)")
            #expect(isClose(values[corner], expectedCorner), "cornerRadius at \(offset)")
            #expect(isClose(values[border], expectedBorder), "borderWidth at \(offset)")
        }
    }

    /// A vertical animator reads y; a horizontal one x: the same geometry, scrolled only in y,
    /// leaves a horizontal animator's item where it is.
    @Test func theAxisChoosesTheCoordinates() throws {
        let horizontal = try Animator(try Self.ticketCard(axis: .horizontal), context: [:])
        var values = [Double](repeating: .nan, count: horizontal.slotCount)
        // x: item at 1000…1100, offset 450 → r = 0.25 (start side, p = 0.75); y is ignored.
        let geometry = ScrollMetrics(
            viewportSize: .init(width: 800, height: 800), contentOffset: .init(x: 450, y: 650),
            itemFrame: .init(x: 1000, y: 1000, width: 100, height: 100))
        horizontal.evaluate(geometry, into: &values)
        #expect(isClose(values[horizontal.slotIndex(target: "image", channel: .translationY)!], 6.25))
    }

    /// Parade's centre band: |r| ≤ 0.0005 rests; just outside it, the side's state starts.
    @Test func theCentreBandRests() throws {
        let animator = try Animator(try Self.ticketCard(axis: .vertical), context: [:])
        let translation = animator.slotIndex(target: "image", channel: .translationY)!
        var values = [Double](repeating: .nan, count: animator.slotCount)
        // r = 0.0004 (offset 650 − 0.32): inside the band, at rest.
        animator.evaluate(Self.geometry(offset: 650 - 0.32, axis: .vertical), into: &values)
        #expect(values[translation] == 0)
        // r = 0.0006 (offset 650 − 0.48): p = 0.9994, outQuadratic → 1 − 0.0006² → 100·0.00000036.
        animator.evaluate(Self.geometry(offset: 650 - 0.48, axis: .vertical), into: &values)
        #expect(isClose(values[translation], 100 * 0.0006 * 0.0006, tolerance: 1e-12))
    }

    /// A range's edges: at p = a the state's value, at p = b the rest, in between remapped.
    @Test func rangesHoldTheStateBelowAndTheRestAbove() throws {
        let animator = try Self.statesAnimator(
            TargetStates(target: "card", start: [.scale: StateValue(.number(0.5), range: 0.4...0.6)]))
        var values = [Double](repeating: .nan, count: 1)
        // p = 1 − r, r = (650 − o)/800: p = 0.4 at o = 170, p = 0.5 at o = 250, p = 0.6 at o = 330.
        for (offset, expected) in [(90.0, 0.5), (170, 0.5), (250, 0.75), (330, 1), (410, 1)] {
            animator.evaluate(Self.geometry(offset: offset, axis: .vertical), into: &values)
            #expect(isClose(values[0], expected), "scale at \(offset)")
        }
    }

    /// A curve whose output at 0 is not 0 (CSS `steps(4, jump-both)`: (⌊4t⌋ + 1)/5, so 1/5 at 0,
    /// 3/5 at ½ and 1 at 1, CSS Easing §2.3) holds that output before its range, not the
    /// state's value: 0.5 + 0.5·(1/5) below p = 0.4, 0.5 + 0.5·(3/5) at p = 0.5, the rest from 0.6.
    @Test func aRangeHoldsTheCurvesOwnEnds() throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "card",
                start: [.scale: StateValue(.number(0.5), easing: .steps(4, .jumpBoth), range: 0.4...0.6)]))
        var values = [Double](repeating: .nan, count: 1)
        // p = 1 − r, r = (650 − o)/800: p = 0.3 at o = 90, p = 0.4 at o = 170, p = 0.7 at o = 410.
        for (offset, expected) in [(90.0, 0.6), (170, 0.6), (250, 0.8), (330, 1), (410, 1)] {
            animator.evaluate(Self.geometry(offset: offset, axis: .vertical), into: &values)
            #expect(isClose(values[0], expected), "scale at \(offset)")
        }
    }

    /// Values whose difference overflows (−1e308 to 1e308) still mix to finite numbers: the
    /// midpoint 0 at p = ½, the two ends at p = 0 and 1 (interpolation by weights, DESIGN.md).
    @Test func statesWhoseDifferenceOverflowsStayFinite() throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "card", start: [.translationY: StateValue(.number(-1e308))],
                rest: [.translationY: .value(.number(1e308))]))
        var values = [Double](repeating: .nan, count: 1)
        // p = 1 − r, r = (650 − o)/800: p = 0 at o = −150, ½ at o = 250, 1 at o = 650.
        for (offset, expected) in [(-150.0, -1e308), (250, 0), (650, 1e308)] {
            animator.evaluate(Self.geometry(offset: offset, axis: .vertical), into: &values)
            #expect(values[0] == expected, "translationY at \(offset)")
        }
    }

    /// Every Parade curve through a start state from 0 to a rest of 1 gives the curve itself:
    /// at r = 0.7 (offset 90), p = 0.3, the value is ease(0.3) by the reference equations.
    @Test(arguments: Easing.paradeNames)
    func everyCurveShapesAState(name: String) throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "card", start: [.translationX: StateValue(.number(0), easing: try Easing(parsing: name))],
                rest: [.translationX: .value(.number(1))]))
        var values = [Double](repeating: .nan, count: 1)
        animator.evaluate(Self.geometry(offset: 90, axis: .vertical), into: &values)
        let reference = try #require(Reference.all[name])
        #expect(isClose(values[0], reference(0.3), tolerance: 1e-6), "\(name)")
    }

    /// Identity rests: alpha and scales at 1, translations, rotations and zPosition at 0.
    @Test func channelsWithoutARestEntryRestAtTheirIdentity() throws {
        let channels: [Channel] = [.alpha, .scale, .scaleX, .scaleY, .translationZ, .rotation, .rotationX, .zPosition]
        var start: [Channel: StateValue] = [:]
        for channel in channels { start[channel] = StateValue(.number(7)) }
        let animator = try Self.statesAnimator(TargetStates(target: "t", start: start))
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(Self.geometry(offset: 650, axis: .vertical), into: &values)
        for channel in channels {
            #expect(values[animator.slotIndex(target: "t", channel: channel)!] == channel.identity, "\(channel)")
        }
        #expect(Channel.alpha.identity == 1 && Channel.scaleY.identity == 1 && Channel.rotationY.identity == 0)
        #expect(Channel.cornerRadius.identity == nil && Channel.backgroundColor.identity == nil)
    }

    /// Colours interpolate in the stated space towards the view's own colour: red start,
    /// underlying blue rest, at p = 0.5 (r = 0.5, offset 250). In raw sRGB the midpoint is
    /// (0.5, 0, 0.5); in linear-light sRGB each channel is 0.5 linear, encoded
    /// 1.055·0.5^(1/2.4) − 0.055.
    @Test(arguments: [(ColorSpace.sRGB, 0.5), (.linearSRGB, 1.055 * pow(0.5, 1 / 2.4) - 0.055)])
    func coloursLerpInTheirSpaceTowardsTheUnderlyingColour(space: ColorSpace, expectedComponent: Double) throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "cell", start: [.backgroundColor: StateValue(.color(RGBA(red: 1, green: 0, blue: 0)))],
                rest: [.backgroundColor: .underlying], colorSpace: space))
        var underlying = animator.makeUnderlyingValues()
        let numberAccepted = underlying.set(3, target: "cell", channel: .backgroundColor)
        let colorAccepted = underlying.set(RGBA(red: 0, green: 0, blue: 1), target: "cell", channel: .backgroundColor)
        #expect(!numberAccepted && colorAccepted)
        var values = [Double](repeating: .nan, count: 4)
        animator.evaluate(Self.geometry(offset: 250, axis: .vertical), underlying: underlying, into: &values)
        #expect(isClose(values[0], expectedComponent))
        #expect(isClose(values[1], 0))
        #expect(isClose(values[2], expectedComponent))
        #expect(isClose(values[3], 1))
    }

    /// 0.125 linear light, gamma-encoded.
    static let encodedEighth = 1.055 * pow(0.125, 1 / 2.4) - 0.055

    /// A colour state whose ends are both known (its resting colour a value, not the view's
    /// own), at r = 0.5, p = 0.5, linear. OKLab, white to black: white is L = 1, a = b = 0
    /// (Ottosson's matrices, to 1e-8), black L = 0, so the mix is L = 0.5, a = b = 0; each cone
    /// root 0.5, cubed 0.125, and each row of the LMS → linear sRGB matrix sums to 1, so every
    /// channel is 0.125 linear, encoded 1.055·0.125^(1/2.4) − 0.055. sRGB, red to blue both at
    /// alpha 0.5: premultiplied (0.5, 0, 0) and (0, 0, 0.5), mixed (0.25, 0, 0.25) over alpha 0.5
    /// is (0.5, 0, 0.5), alpha 0.5.
    @Test(arguments: [
        (ColorSpace.oklab, RGBA(red: 1, green: 1, blue: 1), RGBA(red: 0, green: 0, blue: 0), Self.encodedEighth, Self.encodedEighth, 1.0),
        (.sRGB, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), 0.5, 0.0, 0.5),
    ])
    func coloursWithKnownEndsMixAtTheFraction(
        space: ColorSpace, from: RGBA, rest: RGBA, expectedRed: Double, expectedGreen: Double, expectedAlpha: Double
    ) throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "cell", start: [.backgroundColor: StateValue(.color(from))],
                rest: [.backgroundColor: .value(.color(rest))], colorSpace: space))
        var values = [Double](repeating: .nan, count: 4)
        animator.evaluate(Self.geometry(offset: 250, axis: .vertical), into: &values)
        #expect(isClose(values[0], expectedRed, tolerance: 1e-7))
        #expect(isClose(values[2], expectedRed, tolerance: 1e-7))
        #expect(isClose(values[1], expectedGreen, tolerance: 1e-7))
        #expect(isClose(values[3], expectedAlpha))
    }

    /// Evaluating by progress reads the centre offset 1 − 2·progress: progress 0.125 is
    /// r = 0.75, p = 0.25 on the start side.
    @Test func progressEvaluationMapsOntoTheCentreOffset() throws {
        let animator = try Animator(try Self.ticketCard(axis: .vertical), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(progress: 0.125, into: &values)
        // translationY: outQuadratic(0.25) = 1 − 0.75² = 0.4375 → 100 − 43.75 = 56.25.
        #expect(isClose(values[animator.slotIndex(target: "image", channel: .translationY)!], 56.25))
    }

    /// States lay out their slots first, channel by channel in `Channel.allCases` order, before
    /// tracks; tracks on the viewportCenter timeline run alongside.
    @Test func statesComeBeforeTracksInTheBuffer() throws {
        var definition = try Self.ticketCard(axis: .vertical)
        definition.tracks = [
            TrackDefinition(
                target: "title", channel: .alpha,
                keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1))])
        ]
        let animator = try Animator(definition, context: [:])
        #expect(
            animator.slots.map(\.description) == [
                "image.alpha", "image.translationY", "image.cornerRadius", "image.borderWidth", "title.alpha",
            ])
    }

    @Test func badStatesAreRefusedNamingTheField() throws {
        func problem(_ definition: AnimatorDefinition) -> String? {
            do {
                _ = try Animator(definition, context: [:])
                return nil
            } catch let error as EngineError {
                return error.description
            } catch {
                return "\(error)"
            }
        }
        let noRest = AnimatorDefinition(
            timeline: .viewportCenter, states: [TargetStates(target: "t", start: [.cornerRadius: StateValue(.number(8))])])
        #expect(problem(noRest)?.hasPrefix("states[0].rest.cornerRadius: cornerRadius has no identity value") == true)

        let clash = AnimatorDefinition(
            timeline: .viewportCenter, states: [TargetStates(target: "t", start: [.alpha: StateValue(.number(0))])],
            tracks: [
                TrackDefinition(
                    target: "t", channel: .alpha,
                    keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1))])
            ])
        #expect(problem(clash) == "tracks[0]: t.alpha is already animated by states[0]")

        let wideRange = AnimatorDefinition(
            timeline: .viewportCenter,
            states: [TargetStates(target: "t", end: [.alpha: StateValue(.number(0), range: 0.5...1.5)])])
        #expect(problem(wideRange) == "states[0].end.alpha.range: [0.5, 1.5] must lie within 0…1 (0 ≤ a < b ≤ 1)")

        let otherTimeline = AnimatorDefinition(
            timeline: .offset, states: [TargetStates(target: "t", start: [.alpha: StateValue(.number(0))])])
        #expect(problem(otherTimeline) == "states: need the viewportCenter timeline (Parade's), not offset")

        let colourForNumber = AnimatorDefinition(
            timeline: .viewportCenter,
            states: [TargetStates(target: "t", start: [.alpha: StateValue(.color(RGBA(red: 1, green: 0, blue: 0)))])])
        #expect(problem(colourForNumber) == "states[0].start.alpha.value: alpha needs a number or an expression, not a colour")
    }

    /// Expressions in states and rests resolve against the context when the animator is built.
    @Test func expressionsResolveAgainstTheContext() throws {
        let animator = try Self.statesAnimator(
            TargetStates(
                target: "t", start: [.centerX: StateValue(.expression(try ValueExpression(parsing: "width / 4")))],
                rest: [.centerX: .value(.expression(try ValueExpression(parsing: "width / 2")))]), context: ["width": 400])
        var values = [Double](repeating: .nan, count: 1)
        // o = 250: p = 0.5 → 100 + (200 − 100)·0.5 = 150.
        animator.evaluate(Self.geometry(offset: 250, axis: .vertical), into: &values)
        #expect(isClose(values[0], 150))
    }
}
