import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The reference evaluator against values worked out by hand (the same fixtures the engine's
/// own tests use), so that the differential tests compare the engine with something known to
/// be right, not with a second copy of a mistake.
@Suite struct ReferenceAnimatorTests {
    /// The value of `target`'s `channel` in `values` laid out as `reference` lays them out.
    static func value(_ values: [Expected], _ reference: ReferenceAnimator, _ target: String, _ channel: Channel) throws -> Double {
        try #require(values[try #require(reference.slots.firstIndex { $0.target == target && $0.channel == channel })].value)
    }

    @Test(arguments: ScrollAxis.allCases)
    func paradeStatesOfTheTicketCard(axis: ScrollAxis) throws {
        let reference = ReferenceAnimator(
            try ParadeStatesTests.ticketCard(axis: axis),
            own: [ReferenceAnimator.Property(target: "image", channel: .cornerRadius): .number(12)])
        for (offset, alpha, translation, corner, border) in ParadeStatesTests.ticketCardExpectations {
            let values = reference.evaluate(ParadeStatesTests.geometry(offset: offset, axis: axis))
            #expect(isClose(try Self.value(values, reference, "image", .alpha), alpha), "alpha at \(offset)")
            #expect(isClose(try Self.value(values, reference, "image", .translationY), translation), "translationY at \(offset)")
            #expect(isClose(try Self.value(values, reference, "image", .cornerRadius), corner), "cornerRadius at \(offset)")
            #expect(isClose(try Self.value(values, reference, "image", .borderWidth), border), "borderWidth at \(offset)")
        }
    }

    @Test(arguments: [50.0, 150, 250, 350, 450, 550])
    func statesSharingARange(offset: Double) throws {
        let reference = ReferenceAnimator(try StateBlockTests.definition())
        let values = reference.evaluate(StateBlockTests.geometry(offset: offset))
        let p = 1 - (650 - offset) / 800
        for (name, expected) in StateBlockTests.expected(p: p) {
            let parts = name.split(separator: ".")
            let actual = try Self.value(values, reference, String(parts[0]), Channel(rawValue: String(parts[1]))!)
            #expect(isClose(actual, expected, tolerance: 1e-12), "\(name) at p = \(p)")
        }
    }

    /// A keyframe track by hand: stops 0, 0.5, 1 with values 10, 30, 20, the first segment
    /// outQuadratic, the range 0.2…0.6, extended. At progress 0.3 the range gives 0.25, the
    /// first segment ½, outQuadratic(½) = ¾: 10 + 20·¾ = 25. At progress 0.5 the range gives
    /// 0.75: the second segment (linear) ½: 25. At 0.7 the range gives 1: the last value, 20.
    /// Before the range (progress 0) the range gives 0: the first value, 10.
    @Test func aKeyframeTrack() throws {
        let track = TrackDefinition(
            target: "layer", channel: .translationX,
            keyframes: [
                KeyframeDefinition(at: 0, value: .number(10), easing: try Easing(parsing: "outQuadratic")),
                KeyframeDefinition(at: 0.5, value: .number(30)), KeyframeDefinition(at: 1, value: .number(20)),
            ],
            range: 0.2...0.6, extrapolation: .extend)
        let reference = ReferenceAnimator(AnimatorDefinition(timeline: .offset, tracks: [track]))
        for (progress, expected) in [(0.3, 25.0), (0.5, 25), (0.7, 20), (0, 10)] {
            #expect(isClose(reference.evaluate(progress: progress)[0].value, expected), "at \(progress)")
        }
    }

    /// Extension continues an end segment: stops 0.2 and 0.6 with 0 and 100 (linear), at
    /// progress 1 the segment's fraction is (1 − 0.2)/0.4 = 2: 200; clamped, 100. A child
    /// with range 0.5…1 plays the parent's 0.75 as ½.
    @Test func extensionAndAChildsRange() throws {
        func track(_ extrapolation: Extrapolation) -> TrackDefinition {
            TrackDefinition(
                target: "layer", channel: .translationY,
                keyframes: [KeyframeDefinition(at: 0.2, value: .number(0)), KeyframeDefinition(at: 0.6, value: .number(100))],
                extrapolation: extrapolation)
        }
        #expect(
            isClose(ReferenceAnimator(AnimatorDefinition(timeline: .offset, tracks: [track(.extend)])).evaluate(progress: 1)[0].value, 200))
        #expect(ReferenceAnimator(AnimatorDefinition(timeline: .offset, tracks: [track(.clamp)])).evaluate(progress: 1)[0].value == 100)
        let child = ChildAnimatorDefinition(
            name: "child", range: 0.5...1,
            tracks: [
                TrackDefinition(
                    target: "layer", channel: .alpha,
                    keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1))])
            ])
        let parent = ReferenceAnimator(AnimatorDefinition(timeline: .offset, children: [child]))
        #expect(parent.evaluate(progress: 0.75)[0].value == 0.5)
    }

    /// W3C scroll-animations-1 by hand (``ViewTimelineTests``' fixture): a viewport 800 tall,
    /// an item at 1000 of 100. cover runs 200 → 1100, contain 300 → 1000, entry 200 → 300,
    /// exit 1000 → 1100; with a start inset of 50 and an end inset of 100 cover runs
    /// 1000 − 800 + 100 = 300 → 1100 − 50 = 1050; 25 % to 75 % of cover is 425 → 875.
    @Test func viewTimelines() {
        let geometry = verticalGeometry(offset: 650, itemTop: 1000, itemHeight: 100)
        func progress(_ timeline: ViewTimeline) -> Double {
            ReferenceTimeline.progress(.view(timeline), geometry, .vertical)
        }
        #expect(isClose(progress(ViewTimeline(range: .cover)), 450.0 / 900))
        #expect(isClose(progress(ViewTimeline(range: .contain)), 350.0 / 700))
        #expect(isClose(progress(ViewTimeline(range: .entry)), 450.0 / 100))
        #expect(isClose(progress(ViewTimeline(range: .exit)), -350.0 / 100))
        #expect(isClose(progress(ViewTimeline(range: .cover, startInset: 50, endInset: 100)), 350.0 / 750))
        #expect(isClose(progress(ViewTimeline(range: .cover, start: .percent(25), end: .percent(75))), 225.0 / 450))
        #expect(isClose(progress(ViewTimeline(range: .cover, start: .points(100), end: .points(400))), 350.0 / 300))
        #expect(
            ReferenceTimeline.progress(.scroll(from: 0, to: -200), verticalGeometry(offset: -50, itemTop: 0, itemHeight: 10), .vertical)
                == 0.25)
    }

    /// Colours by hand: mid-way from opaque black to white in linear sRGB is linear 0.5,
    /// encoded 1.055·0.5^(1/2.4) − 0.055 = 0.7354; in raw sRGB 0.5. Half-way from a
    /// transparent red to an opaque blue, premultiplied, is (0, 0, 0.5) over alpha ½: blue.
    @Test func colours() {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        let linear = ReferenceColor.mix(
            ReferenceColor.premultiplied(black, in: .linearSRGB), ReferenceColor.premultiplied(white, in: .linearSRGB), 0.5,
            in: .linearSRGB)
        #expect(isClose(linear[0], 1.055 * pow(0.5, 1 / 2.4) - 0.055) && linear[3] == 1)
        let raw = ReferenceColor.mix(
            ReferenceColor.premultiplied(black, in: .sRGB), ReferenceColor.premultiplied(white, in: .sRGB), 0.5, in: .sRGB)
        #expect(raw == [0.5, 0.5, 0.5, 1])
        let fade = ReferenceColor.mix(
            ReferenceColor.premultiplied(RGBA(red: 1, green: 0, blue: 0, alpha: 0), in: .sRGB),
            ReferenceColor.premultiplied(RGBA(red: 0, green: 0, blue: 1), in: .sRGB), 0.5, in: .sRGB)
        #expect(fade == [0, 0, 1, 0.5])
        // OKLab: white is L = 1, a = b = 0, and back again (to 10⁻⁷ and 10⁻⁶: Ottosson's
        // matrices have 10 digits).
        let lab = ReferenceColor.oklab(1, 1, 1)
        #expect(isClose(lab[0], 1, tolerance: 1e-7) && isClose(lab[1], 0, tolerance: 1e-7) && isClose(lab[2], 0, tolerance: 1e-7))
        #expect(ReferenceColor.linearSRGB(fromOKLab: lab).allSatisfy { isClose($0, 1, tolerance: 1e-6) })
    }

    /// `rotateZ(90deg) scale(2)` maps (1, 0) to (0, 2): in the row-vector layout m11 = 0,
    /// m12 = 2; `perspective(500)` puts −1/500 times the z scale (2) in m34; a translation
    /// sits in m41…m43.
    @Test func composedTransform() {
        let values: [Channel: Double] = [.rotation: 90, .scale: 2, .perspective: 500, .translationX: 7]
        let entries = ReferenceTransform.entries { values[$0] }
        #expect(isClose(entries[0], 0) && isClose(entries[1], 2) && isClose(entries[4], -2) && isClose(entries[5], 0))
        #expect(isClose(entries[11], -2.0 / 500) && entries[12] == 7 && entries[15] == 1)
    }

    /// The published curves through their reference: steps(4, jump-end) at 0.3 is ¼, ease at
    /// its parameter ½ is (0.3125, 0.5375) (``CSSEasingTests``), linear() halfway along its
    /// first segment, a named curve held outside 0…1.
    @Test func curves() throws {
        #expect(ReferenceCurve(.steps(4, .jumpEnd)).output(0.3) == 0.25)
        #expect(isClose(ReferenceCurve(try Easing(parsing: "ease")).output(0.3125), 0.5375, tolerance: 1e-12))
        #expect(isClose(ReferenceCurve(try Easing(parsing: "linear(0, 0.25 75%, 1)")).output(0.375), 0.125))
        #expect(ReferenceCurve(try Easing(parsing: "outCubic")).output(1.5) == 1)
        #expect(ReferenceCurve(.linear).output(-2) == -2)
    }
}
