import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Parade states whose properties share a range on a side, with different curves, an odd
/// number of them, neighbouring and scattered slots, constants, colours and values that
/// overflow: each property still shows `lerp(state, rest, ease(range(p)))` (Parade's
/// PDAnimatableProperty; docs/DESIGN.md "viewportCenter"), whichever way the animator groups and
/// pairs them. The fixture is ``ParadeStatesTests``': a viewport 800 long, an item 100 long at
/// 1000, so at content offset o, r = (650 − o)/800 and the start side's progress is p = 1 − r.
/// Every expected value is worked out by hand from those formulas and the curves' equations
/// (inSine 1 − cos(πx/2), outSine sin(πx/2), outQuadratic 1 − (1 − x)², easings.net).
@Suite struct StateBlockTests {
    static func geometry(offset: Double) -> ScrollMetrics {
        ParadeStatesTests.geometry(offset: offset, axis: .vertical)
    }

    /// Target `a`: alpha (outQuadratic), translationX and translationY (linear, neighbouring
    /// slots), scale (inSine), rotation (outSine), all on the range 0.5…1. Target `b`:
    /// translationX (linear) and rotation (outSine) on the same range, alpha whose state is its
    /// rest (one value all along), scale linear without a range. Target `c`: alpha and
    /// cornerRadius (outSine, neighbouring slots) on the range 0…0.4.
    static func definition() throws -> AnimatorDefinition {
        let upperHalf = 0.5...1.0
        return AnimatorDefinition(
            timeline: .viewportCenter,
            states: [
                TargetStates(
                    target: "a",
                    start: [
                        .alpha: StateValue(.number(0), easing: try Easing(parsing: "outQuadratic"), range: upperHalf),
                        .translationX: StateValue(.number(100), range: upperHalf),
                        .translationY: StateValue(.number(-40), range: upperHalf),
                        .scale: StateValue(.number(0), easing: try Easing(parsing: "inSine"), range: upperHalf),
                        .rotation: StateValue(.number(90), easing: try Easing(parsing: "outSine"), range: upperHalf),
                    ]),
                TargetStates(
                    target: "b",
                    start: [
                        .alpha: StateValue(.number(1), range: upperHalf),
                        .translationX: StateValue(.number(20), range: upperHalf),
                        .scale: StateValue(.number(0.5)),
                        .rotation: StateValue(.number(-90), easing: try Easing(parsing: "outSine"), range: upperHalf),
                    ]),
                TargetStates(
                    target: "c",
                    start: [
                        .alpha: StateValue(.number(0), easing: try Easing(parsing: "outSine"), range: 0...0.4),
                        .cornerRadius: StateValue(.number(0.1), easing: try Easing(parsing: "outSine"), range: 0...0.4),
                    ],
                    rest: [.alpha: .value(.number(0.8)), .cornerRadius: .value(.number(0.7))]),
            ])
    }

    /// The expected values at the start side's progress `p`, by property.
    static func expected(p: Double) -> [String: Double] {
        let upper = min(max((p - 0.5) / 0.5, 0), 1)
        let lower = min(max(p / 0.4, 0), 1)
        let inSine = 1 - cos(upper * .pi / 2)
        let outSine = sin(upper * .pi / 2)
        let outQuadratic = 1 - (1 - upper) * (1 - upper)
        return [
            "a.alpha": outQuadratic,
            "a.translationX": 100 - 100 * upper,
            "a.translationY": -40 + 40 * upper,
            "a.scale": inSine,
            "a.rotation": 90 - 90 * outSine,
            "b.alpha": 1,
            "b.translationX": 20 - 20 * upper,
            "b.scale": 0.5 + 0.5 * p,
            "b.rotation": -90 + 90 * outSine,
            "c.alpha": 0.8 * sin(lower * .pi / 2),
            "c.cornerRadius": 0.1 + 0.6 * sin(lower * .pi / 2),
        ]
    }

    /// Before the shared range (p = 0.25, 0.375), at its start (0.5), inside it (0.625, 0.75,
    /// 0.875) and, for `c`, past its own range (p ≥ 0.4).
    @Test(arguments: [50.0, 150, 250, 350, 450, 550])
    func propertiesSharingARangeFollowParadesFormula(offset: Double) throws {
        let animator = try Animator(try Self.definition(), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(Self.geometry(offset: offset), into: &values)
        let p = 1 - (650 - offset) / 800
        for (name, expected) in Self.expected(p: p) {
            let parts = name.split(separator: ".")
            let slot = try #require(animator.slotIndex(target: String(parts[0]), channel: Channel(rawValue: String(parts[1]))!))
            #expect(isClose(values[slot], expected, tolerance: 1e-12), "\(name) at p = \(p)")
        }
    }

    /// At p = 0.75 by hand: the shared range gives ½, so linear ½, inSine 1 − cos(π/4),
    /// outSine sin(π/4), outQuadratic ¾; `c`'s range has ended: its rests exactly.
    @Test func halfWayThroughTheSharedRange() throws {
        let animator = try Animator(try Self.definition(), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(Self.geometry(offset: 450), into: &values)
        let halfRoot = 0.5.squareRoot()
        let expected: [(String, Channel, Double)] = [
            ("a", .alpha, 0.75), ("a", .translationX, 50), ("a", .translationY, -20), ("a", .scale, 1 - halfRoot),
            ("a", .rotation, 90 - 90 * halfRoot), ("b", .alpha, 1), ("b", .translationX, 10), ("b", .scale, 0.875),
            ("b", .rotation, -90 + 90 * halfRoot), ("c", .alpha, 0.8), ("c", .cornerRadius, 0.7),
        ]
        for (target, channel, value) in expected {
            let slot = try #require(animator.slotIndex(target: target, channel: channel))
            #expect(isClose(values[slot], value, tolerance: 1e-12), "\(target).\(channel)")
        }
    }

    /// The end side has no states: every property rests, the constant included.
    @Test func theSideWithoutStatesRests() throws {
        let animator = try Animator(try Self.definition(), context: [:])
        var values = [Double](repeating: .nan, count: animator.slotCount)
        // o = 850: r = −0.25, the end side.
        animator.evaluate(Self.geometry(offset: 850), into: &values)
        let rests: [(String, Channel, Double)] = [
            ("a", .alpha, 1), ("a", .translationX, 0), ("a", .translationY, 0), ("a", .scale, 1), ("a", .rotation, 0),
            ("b", .alpha, 1), ("b", .translationX, 0), ("b", .scale, 1), ("b", .rotation, 0), ("c", .alpha, 0.8),
            ("c", .cornerRadius, 0.7),
        ]
        for (target, channel, value) in rests {
            #expect(values[try #require(animator.slotIndex(target: target, channel: channel))] == value, "\(target).\(channel)")
        }
    }

    /// A curve whose output at 0 is not 0 (`steps(4, jump-both)`: 1/5 at 0, CSS Easing §2.3)
    /// sharing a range with a linear property: before the range the linear one shows its state,
    /// the stepped one 1/5 of the way to its rest: 0.5 + 0.5/5 = 0.6.
    @Test func aCurveThatDoesNotStartAtZeroInASharedRange() throws {
        let animator = try ParadeStatesTests.statesAnimator(
            TargetStates(
                target: "card",
                start: [
                    .scale: StateValue(.number(0.5), easing: .steps(4, .jumpBoth), range: 0.4...0.6),
                    .translationX: StateValue(.number(30), range: 0.4...0.6),
                ]))
        var values = [Double](repeating: .nan, count: animator.slotCount)
        let scale = try #require(animator.slotIndex(target: "card", channel: .scale))
        let translation = try #require(animator.slotIndex(target: "card", channel: .translationX))
        // p = 0.3 at o = 90 (before the range), p = 0.5 at o = 250 (range ½: steps 3/5, linear ½),
        // p = 0.7 at o = 410 (after it).
        for (offset, expectedScale, expectedTranslation) in [(90.0, 0.6, 30.0), (250, 0.8, 15), (410, 1, 0)] {
            animator.evaluate(Self.geometry(offset: offset), into: &values)
            #expect(isClose(values[scale], expectedScale), "scale at \(offset)")
            #expect(isClose(values[translation], expectedTranslation), "translationX at \(offset)")
        }
    }

    /// A colour sharing a range with a number: raw sRGB red to blue (alpha 1), linear on
    /// 0.5…1. Before the range both show their states exactly; at range ½ (p = 0.75) the colour
    /// is (0.5, 0, 0.5) and the number half-way.
    @Test func aColourSharingARangeWithANumber() throws {
        let animator = try ParadeStatesTests.statesAnimator(
            TargetStates(
                target: "card",
                start: [
                    .backgroundColor: StateValue(.color(RGBA(red: 1, green: 0, blue: 0)), range: 0.5...1),
                    .translationY: StateValue(.number(80), range: 0.5...1),
                ],
                rest: [.backgroundColor: .value(.color(RGBA(red: 0, green: 0, blue: 1)))], colorSpace: .sRGB))
        var values = [Double](repeating: .nan, count: animator.slotCount)
        let color = try #require(animator.slotIndex(target: "card", channel: .backgroundColor))
        let translation = try #require(animator.slotIndex(target: "card", channel: .translationY))
        animator.evaluate(Self.geometry(offset: 50), into: &values)
        #expect(Array(values[color..<color + 4]) == [1, 0, 0, 1])
        #expect(values[translation] == 80)
        animator.evaluate(Self.geometry(offset: 450), into: &values)
        #expect(Array(values[color..<color + 4]) == [0.5, 0, 0.5, 1])
        #expect(values[translation] == 40)
    }

    /// A number whose difference overflows (−1e308 to 1e308) sharing a range with one that does
    /// not, on the range 0.25…0.75: at range ½ (p = 0.5) the midpoints 0 and 5; past the range
    /// (p = 0.875) the rests, 1e308 and 10, exactly (interpolation by weights, docs/DESIGN.md).
    @Test func anOverflowingNumberSharingARange() throws {
        let animator = try ParadeStatesTests.statesAnimator(
            TargetStates(
                target: "card",
                start: [
                    .translationX: StateValue(.number(-1e308), range: 0.25...0.75),
                    .translationY: StateValue(.number(0), range: 0.25...0.75),
                ],
                rest: [.translationX: .value(.number(1e308)), .translationY: .value(.number(10))]))
        var values = [Double](repeating: .nan, count: animator.slotCount)
        let x = try #require(animator.slotIndex(target: "card", channel: .translationX))
        let y = try #require(animator.slotIndex(target: "card", channel: .translationY))
        // p = 0.5 at o = 250: range (0.5 − 0.25)/0.5 = ½.
        animator.evaluate(Self.geometry(offset: 250), into: &values)
        #expect(isClose(values[x], 0) && isClose(values[y], 5))
        // p = 0.875 at o = 550.
        animator.evaluate(Self.geometry(offset: 550), into: &values)
        #expect(values[x] == 1e308 && values[y] == 10)
    }
}
