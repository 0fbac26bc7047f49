import Foundation
import ParallaxEngine
import Testing

@testable import PresetStore

/// The bounds of docs/RELIABILITY.md's "Limits" (|coordinate| ≤ 1,000,000 pt, sizes 0.01 … 1,000,000
/// pt, progress 0 … 1, image pixels 1 … 2³¹ − 1, scale 0.01 … 100, and the counts), checked at
/// their edges with the numbers written out here, and the tables the JSON Schema reads held to
/// the checks.
@Suite struct DefinitionBoundsTests {
    typealias Keyframe = PresetDefinition.Keyframe

    @Test func everyBoundTakesItsEndsAndRefusesTheNextNumberPast() {
        let cases: [(NumberBound, low: Double, high: Double)] = [
            (.coordinate, -1_000_000, 1_000_000), (.size, 0.01, 1_000_000), (.progress, 0, 1),
            (.imagePixels, 1, 2_147_483_647), (.imageScale, 0.01, 100),
        ]
        for (bound, low, high) in cases {
            #expect(bound.contains(low) && bound.contains(high))
            #expect(!bound.contains(low.nextDown) && !bound.contains(high.nextUp))
            for value in [Double.nan, .infinity, -.infinity] { #expect(!bound.contains(value)) }
        }
        #expect(!NumberBound.imagePixels.contains(1.5))
        #expect(NumberBound.size.problem(with: 1e-10) == "must be a number from 0.01 to 1000000 (is 1e-10)")
        #expect(NumberBound.coordinate.problem(with: -1e300) == "must be a number within ±1000000 (is -1e+300)")
        #expect(NumberBound.imagePixels.problem(with: Int.max) == "must be a whole number from 1 to 2147483647 (is 9223372036854775807)")
    }

    /// A preset with a number of every member outside its bound: one scroll-timeline version and
    /// one view-timeline version (a preset has one timeline), a child with a track of its own.
    static func outOfBounds(timeline: PresetDefinition.Timeline) -> PresetDefinition {
        let track = PresetDefinition.Track(
            target: "card", property: "alpha",
            keyframes: [Keyframe(at: -0.5, value: .number(2e6)), Keyframe(at: 1, value: .number(1))],
            range: ProgressRange(lower: -2e6, upper: 2e6))
        let state = PresetDefinition.StateValue(value: .number(-2e6), range: ProgressRange(lower: -1, upper: 2))
        return PresetDefinition(
            name: "wild", kind: .custom, timeline: timeline,
            states: [
                PresetDefinition.TargetStates(
                    target: "image", start: ["alpha": state], end: ["scale": state], startEnd: ["rotation": state],
                    rest: ["cornerRadius": .value(.number(3e6))])
            ],
            tracks: [track],
            children: [PresetDefinition.Child(name: "late", range: ProgressRange(lower: -5e6, upper: 5e6), tracks: [track])])
    }

    /// `tracks[0].keyframes[1].at` → `tracks[].keyframes[].at`; `states[0].start.alpha.value` →
    /// `states[].start.*.value`; a child's member → the same member at the top.
    static func member(_ path: String) -> String {
        var text = path
        while let range = text.range(of: #"\[[0-9]+\]"#, options: .regularExpression) { text.replaceSubrange(range, with: "[]") }
        while text.hasPrefix("children[]."), !text.hasPrefix("children[].range") { text.removeFirst("children[].".count) }
        let parts = text.split(separator: ".").map(String.init)
        if parts.first == "states[]", parts.count >= 3 { return (["states[]", parts[1], "*"] + parts.dropFirst(3)).joined(separator: ".") }
        return text
    }

    @Test func theChecksFindEveryMemberTheTableListsAndNoOther() {
        let scroll = Self.outOfBounds(timeline: .scroll(from: -2e6, to: 2e6))
        let view = Self.outOfBounds(
            timeline: .view(
                PresetDefinition.ViewTimeline(
                    range: .entry, start: .points(2e6), end: .percent(3e6), inset: PresetDefinition.Inset(start: 2e6, end: -2e6))))
        let velocity = Self.outOfBounds(timeline: .velocity(from: -2e6, to: 2e6))
        let found = Set((scroll.boundProblems() + view.boundProblems() + velocity.boundProblems()).map { Self.member($0.path) })
        let listed = Set(DefinitionBounds.presetNumbers.map(\.member))
        #expect(found == listed, "found but not listed: \(found.subtracting(listed)); listed but not found: \(listed.subtracting(found))")
        for (member, bound) in DefinitionBounds.presetNumbers {
            let expected: NumberBound =
                member.hasSuffix(".at") || member.contains(".range[]") && member.hasPrefix("states") ? .progress : .coordinate
            #expect(bound == expected, "\(member)")
        }
    }

    @Test func everyProblemIsReportedNotTheFirst() {
        let problems = Self.outOfBounds(timeline: .scroll(from: -2e6, to: 2e6)).boundProblems()
        // scroll from and to; 3 state values, 3 state ranges' two ends, 1 rest; per track (2):
        // at, value, range's two ends; the child's range's two ends.
        #expect(problems.count == 2 + 3 + 6 + 1 + 2 * 4 + 2)
        #expect(
            problems.contains(
                DefinitionProblem(
                    path: "children[0].tracks[0].keyframes[0].at", code: .outOfBounds, message: "must be a number from 0 to 1 (is -0.5)")))
    }

    @Test func countsAreHeldToTheirLimitsTheChildrensIncluded() {
        func track(_ index: Int, keyframes: Int = 2) -> PresetDefinition.Track {
            PresetDefinition.Track(
                target: "t\(index)", property: "alpha",
                keyframes: (0..<keyframes).map { Keyframe(at: Double($0) / Double(max(keyframes - 1, 1)), value: .number(1)) })
        }
        func preset(own: Int, inChild: Int, keyframes: Int = 2, children: Int = 1) -> PresetDefinition {
            PresetDefinition(
                name: "many", kind: .custom, timeline: .offset, tracks: (0..<own).map { track($0, keyframes: keyframes) },
                children: (0..<children).map { child in
                    PresetDefinition.Child(
                        name: "c\(child)", tracks: child == 0 ? (0..<inChild).map { track($0, keyframes: keyframes) } : [])
                })
        }
        #expect(preset(own: 500, inChild: 500).boundProblems().isEmpty)
        #expect(preset(own: 500, inChild: 501).boundProblems().map(\.path) == ["tracks"])
        #expect(preset(own: 5, inChild: 5, keyframes: 1_000).boundProblems().isEmpty)
        #expect(preset(own: 6, inChild: 5, keyframes: 1_000).boundProblems().map(\.path) == ["tracks"])
        #expect(preset(own: 1, inChild: 0, keyframes: 1_001).boundProblems().map(\.path) == ["tracks[0].keyframes"])
        #expect(preset(own: 0, inChild: 0, children: 100).boundProblems().isEmpty)
        #expect(preset(own: 0, inChild: 0, children: 101).boundProblems().map(\.path) == ["children"])
        let rest = Dictionary(uniqueKeysWithValues: (0..<1_001).map { ("p\($0)", PresetDefinition.Rest.underlying) })
        let states = PresetDefinition(name: "s", kind: .parade, states: [PresetDefinition.TargetStates(target: "view", rest: rest)])
        #expect(states.boundProblems().map(\.path) == ["states"])
    }

    @Test func imagesAndMenusAreHeldToTheirBounds() {
        var image = sampleImage()
        #expect(image.boundProblems().isEmpty)
        image.byteSize = 1
        #expect(image.boundProblems().isEmpty)
        (image.pixelWidth, image.pixelHeight, image.scale, image.byteSize) = (2_147_483_648, 0, 1e-300, 0)
        #expect(image.boundProblems().map(\.path) == ["pixelWidth", "pixelHeight", "scale", "byteSize"])
        var menu = MenuDefinition(
            name: "m", title: "M", rowHeight: 0.01,
            items: [MenuItemDefinition(title: "a", image: "radar", preset: "sample", rowHeight: 1_000_000)])
        #expect(menu.boundProblems().isEmpty)
        menu.rowHeight = 5e-324
        menu.items[0].rowHeight = 1e300
        #expect(menu.boundProblems().map(\.path) == ["rowHeight", "items[0].rowHeight"])
        menu.items = Array(repeating: MenuItemDefinition(title: "a", image: "radar", preset: "sample"), count: 10_001)
        #expect(menu.boundProblems().map(\.path) == ["rowHeight", "items"])
        #expect(Set(DefinitionBounds.imageNumbers.map(\.member)) == ["pixelWidth", "pixelHeight", "scale", "byteSize"])
        #expect(Set(DefinitionBounds.menuNumbers.map(\.member)) == ["rowHeight", "items[].rowHeight"])
    }
}
