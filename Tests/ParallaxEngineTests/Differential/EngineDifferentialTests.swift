import ParallaxEngine
import PropertyBased
import Testing

/// The engine against the reference evaluator (``ReferenceAnimator``) on thousands of random
/// presets per run (``PresetCaseGenerator``): every value `Animator.evaluate` writes, for
/// geometries and for progress values, with and without the view's own values, bit for bit
/// where the engine and the reference evaluate the same expression, within the stated bound
/// where the engine's curve or colour takes another route; the timeline's progress; the slot
/// layout; nothing written past the slots; and each target's composed transform and view
/// state from the values written. A failure prints the case and the seed that reproduces it
/// (`@Test(.fixedSeed("…"))`).
@Suite struct EngineDifferentialTests {
    /// Presets per run: each is evaluated at 8 geometries and 4 progress values, twice.
    static let caseCount = 2000

    static let cases = Generator<PresetCase, Shrink.None<PresetCase>> { rng in
        var generator = PresetCaseGenerator(seed: rng.next())
        return generator.makeCase()
    }

    @Test func evaluationMatchesTheReference() async throws {
        let tally = Tally()
        await propertyCheck(count: Self.caseCount, input: Self.cases) { presetCase in
            // The checker swallows an error thrown from here: record it instead.
            do {
                try DifferentialCheck(presetCase, tally: tally).run()
            } catch {
                Issue.record("the definition does not build: \(error)")
            }
        }
        #expect(tally.cases == Self.caseCount, "every case was compared")
        // The cases reach what they are meant to: states, tracks, colours, transforms.
        #expect(tally.values > Self.caseCount * 50)
        #expect(tally.exactValues * 2 > tally.values, "most values are compared bit for bit")
        #expect(tally.transformsCompared * 4 > tally.transforms * 3, "\(tally.transformsCompared) of \(tally.transforms) transforms")
    }

    /// A case one run drew: a colour from a transparent keyframe (#200B0000) towards #FF8B01, at
    /// progress 5e-324. The mixed alpha is 0 in the reference and a few subnormals in the
    /// engine, so un-premultiplying gives components 0 in one and clipped noise (1) in the
    /// other. A colour that may be fully transparent is judged by its alpha alone.
    @Test func aColourAsItTurnsTransparentIsJudgedByItsAlpha() throws {
        let transparent = RGBA(red: 0x20 / 255, green: 0x0B / 255, blue: 0, alpha: 0)
        let track = TrackDefinition(
            target: "b", channel: .borderColor,
            keyframes: [
                KeyframeDefinition(at: 0, value: .color(transparent), easing: try Easing(parsing: "ease")),
                KeyframeDefinition(at: 0.7343602189266953, value: .color(RGBA(red: 1, green: 0x8B / 255, blue: 1 / 255))),
            ],
            extrapolation: .clamp, colorSpace: .sRGB)
        let timeline = ViewTimeline(range: .exit, start: .percent(0), end: .percent(100), startInset: 0, endInset: 0)
        let presetCase = PresetCase(
            definition: AnimatorDefinition(timeline: .view(timeline), tracks: [track]), own: [:], geometries: [],
            progresses: [0, 5e-324, 1e-300, 0.5])
        let tally = Tally()
        try DifferentialCheck(presetCase, tally: tally).run()
        #expect(tally.values > 0)
    }
}

/// Counts of what the checks compared, over one run.
final class Tally: @unchecked Sendable {
    // @unchecked: the property checker calls its body one case at a time.
    var cases = 0
    var values = 0
    var exactValues = 0
    var transforms = 0
    var transformsCompared = 0
}

/// One case's comparison.
struct DifferentialCheck {
    let presetCase: PresetCase
    let tally: Tally
    let animator: Animator

    init(_ presetCase: PresetCase, tally: Tally) throws {
        self.presetCase = presetCase
        self.tally = tally
        animator = try Animator(presetCase.definition, context: [:])
    }

    /// A value no evaluation writes: the buffer is filled with it first.
    static let untouched = Double(bitPattern: 0x7FF8_DEAD_BEEF_0001)

    func run() {
        tally.cases += 1
        let withoutOwn = ReferenceAnimator(presetCase.definition)
        let withOwn = ReferenceAnimator(presetCase.definition, own: presetCase.own)
        #expect(animator.slots == withOwn.slots, "slot layout")
        guard animator.slots == withOwn.slots else { return }
        var own = animator.makeUnderlyingValues()
        for (property, value) in presetCase.own {
            let read: Bool
            switch value {
            case .number(let number): read = own.set(number, target: property.target, channel: property.channel)
            case .color(let color): read = own.set(color, target: property.target, channel: property.channel)
            }
            #expect(read, "the animator reads \(property)")
        }
        for geometry in presetCase.geometries {
            let progress = animator.progress(for: geometry)
            let expectedProgress = ReferenceTimeline.progress(presetCase.definition.timeline, geometry, presetCase.definition.axis)
            #expect(progress == expectedProgress || (progress.isNaN && expectedProgress.isNaN), "progress at \(geometry)")
            compare(written { animator.evaluate(geometry, into: $0) }, withoutOwn.evaluate(geometry), "at \(geometry)")
            let values = written { animator.evaluate(geometry, underlying: own, into: $0) }
            compare(values, withOwn.evaluate(geometry), "with own values at \(geometry)")
            compareComposition(values)
        }
        for progress in presetCase.progresses {
            compare(
                written { animator.evaluate(progress: progress, into: $0) }, withoutOwn.evaluate(progress: progress),
                "at progress \(progress)")
            compare(
                written { animator.evaluate(progress: progress, underlying: own, into: $0) }, withOwn.evaluate(progress: progress),
                "with own values at progress \(progress)")
        }
    }

    /// The buffer `evaluate` writes, two values longer than the slots, filled with
    /// ``untouched`` first.
    private func written(_ evaluate: (UnsafeMutableBufferPointer<Double>) -> Void) -> [Double] {
        var buffer = [Double](repeating: Self.untouched, count: animator.slotCount + 2)
        buffer.withUnsafeMutableBufferPointer { evaluate($0) }
        return buffer
    }

    private func compare(_ actual: [Double], _ expected: [Expected], _ context: @autoclosure () -> String) {
        let slots = animator.slots
        for (index, expectation) in expected.enumerated() {
            tally.values += 1
            if expectation.tolerance == 0 { tally.exactValues += 1 }
            if !expectation.admits(actual[index]) {
                Issue.record("\(slots[index]) \(context()): engine \(actual[index]), reference \(expectation)")
            }
        }
        for index in expected.count..<actual.count where actual[index].bitPattern != Self.untouched.bitPattern {
            Issue.record("wrote \(actual[index]) past the slots, at \(index), \(context())")
        }
    }

    /// Each target's transform (against ``ReferenceTransform``, from the same values) and view
    /// state (every field the value of its slot).
    private func compareComposition(_ written: [Double]) {
        let values = Array(written.prefix(animator.slotCount))
        let slots = animator.slots
        var targets: [String] = []
        for slot in slots where !targets.contains(slot.target) { targets.append(slot.target) }
        #expect(animator.targets == targets)
        for target in targets {
            func value(_ channel: Channel) -> Double? {
                slots.firstIndex { $0.target == target && $0.channel == channel }.map { values[$0] }
            }
            func color(_ channel: Channel) -> [Double]? {
                slots.firstIndex { $0.target == target && $0.channel == channel }.map { Array(values[$0..<$0 + 4]) }
            }
            let state = animator.viewState(of: target, in: values)
            compareFields(state, value, color)
            let animatesTransform = Channel.allCases.contains { Self.transformChannels.contains($0) && value($0) != nil }
            let transform = animator.transform(of: target, in: values)
            #expect(
                state.transform?.entries.map(\.bitPattern) == (animatesTransform ? transform.entries.map(\.bitPattern) : nil),
                "\(target).transform in its view state")
            guard animatesTransform else {
                #expect(transform == .identity, "\(target) has no transform channel")
                continue
            }
            tally.transforms += 1
            // Products of two inputs must stay finite for either side's sums to mean anything.
            let inputs = Self.transformChannels.compactMap(value)
            guard inputs.allSatisfy({ $0.magnitude <= 1e150 }), value(.perspective).map({ $0 <= 0 || $0 >= 1e-150 }) ?? true else {
                continue
            }
            tally.transformsCompared += 1
            let expected = ReferenceTransform.entries(value)
            let tolerances = ReferenceTransform.tolerances(value)
            for (index, entry) in transform.entries.enumerated() where abs(entry - expected[index]) > tolerances[index] {
                Issue.record("\(target) transform entry \(index): engine \(entry), reference \(expected[index]) ± \(tolerances[index])")
            }
        }
        #expect(animator.transform(of: "not-a-target", in: values) == .identity)
    }

    static let transformChannels: [Channel] = [
        .perspective, .translationX, .translationY, .translationZ, .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX,
        .scaleY,
    ]

    /// Every field of `state` but the transform: the value of its channel's slot (a colour its
    /// four), nil where nothing animates it.
    private func compareFields(_ state: ViewState, _ value: (Channel) -> Double?, _ color: (Channel) -> [Double]?) {
        func same(_ field: Double?, _ channel: Channel) {
            #expect(field?.bitPattern == value(channel)?.bitPattern, "\(channel) in the view state")
        }
        func same(_ field: RGBA?, _ channel: Channel) {
            let components = field.map { [$0.red, $0.green, $0.blue, $0.alpha].map(\.bitPattern) }
            #expect(components == color(channel)?.map(\.bitPattern), "\(channel) in the view state")
        }
        same(state.alpha, .alpha)
        same(state.x, .x)
        same(state.y, .y)
        same(state.width, .width)
        same(state.height, .height)
        same(state.centerX, .centerX)
        same(state.centerY, .centerY)
        same(state.boundsWidth, .boundsWidth)
        same(state.boundsHeight, .boundsHeight)
        same(state.cornerRadius, .cornerRadius)
        same(state.borderWidth, .borderWidth)
        same(state.shadowOpacity, .shadowOpacity)
        same(state.shadowRadius, .shadowRadius)
        same(state.shadowOffsetX, .shadowOffsetX)
        same(state.shadowOffsetY, .shadowOffsetY)
        same(state.contentsRectX, .contentsRectX)
        same(state.contentsRectY, .contentsRectY)
        same(state.contentsRectWidth, .contentsRectWidth)
        same(state.contentsRectHeight, .contentsRectHeight)
        same(state.zPosition, .zPosition)
        same(state.backgroundColor, .backgroundColor)
        same(state.borderColor, .borderColor)
        same(state.shadowColor, .shadowColor)
        #expect(state.clipsToBounds == value(.clipsToBounds).map { $0 >= 0.5 }, "clipsToBounds in the view state")
    }
}
