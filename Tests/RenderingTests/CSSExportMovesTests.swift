import Foundation
import ParallaxEngine
import PresetRendering
import Testing

/// Properties on a curve CSS lacks share its pieces by move: one `@keyframes` animating a
/// registered `--px-mN` from 0 to 1, and each property `calc(start + change × move)`; moves
/// every property runs in one proportion, one after the other, are one.
@Suite struct CSSExportMovesTests {
    typealias Support = CSSExportSupport

    /// A start state at the viewport's centre, on `inSine` (CSS has no sine): the card's alpha
    /// from 0 and the badge's translation from 300 pt both reach rest (1 and 0) along one move,
    /// whatever each one's span; the moves' progress is 0 up to the state's start and 1 from the
    /// centre band on.
    @Test func twoPropertiesOnOneCurveShareOneMove() throws {
        let inSine = try Easing(parsing: "inSine")
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .viewportCenter,
                states: [
                    TargetStates(target: "card", start: [.alpha: StateValue(.number(0), easing: inSine)]),
                    TargetStates(target: "badge", start: [.translationY: StateValue(.number(300), easing: inSine)]),
                ]))
        #expect(css.components(separatedBy: "@keyframes ").count - 1 == 1, "\(css)")
        #expect(css.contains("@property --px-m1 { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
        #expect(css.contains("    opacity: var(--px-m1);\n"), "\(css)")
        #expect(css.contains("    translate: 0px calc(300px - 300px * var(--px-m1));\n"), "\(css)")
        let move = Support.block("@keyframes px-demo_m1 {", in: css)
        #expect(move.count > 4, "\(move)")
        #expect(move.dropFirst().first?.hasPrefix("  0% { --px-m1: 0; animation-timing-function: cubic-bezier(") == true, "\(move)")
        // The band's jump to rest at 49.975 %, then 1 to the end.
        #expect(move.suffix(3) == ["  50.025% { --px-m1: 1; }", "  100% { --px-m1: 1; }", "}"], "\(move)")
        // Each piece's keyframe is the curve's value there: inSine(p) = 1 − cos(πp/2) at p = t/0.5.
        for line in move.dropFirst().dropLast(3) {
            let parts = line.split(separator: " ")
            let offset = try #require(Double(parts[0].dropLast()))
            let progress = try #require(Double(parts[3].split(separator: ";")[0]))
            let expected = 1 - cos(Double.pi / 2 * (offset / 100) / 0.5)
            #expect(abs(progress - expected) <= 1e-7, "\(line)")
        }
    }

    /// The badge's translation on `inSine`: from 300 pt to rest (0), then to −200 pt.
    static func badge() throws -> TargetStates {
        let inSine = try Easing(parsing: "inSine")
        return TargetStates(
            target: "badge", start: [.translationY: StateValue(.number(300), easing: inSine)],
            end: [.translationY: StateValue(.number(-200), easing: inSine)])
    }

    /// The card's opacity on `inSine`: from 0 to rest (1), then back to 0.
    static func card() throws -> TargetStates {
        let inSine = try Easing(parsing: "inSine")
        return TargetStates(
            target: "card", start: [.alpha: StateValue(.number(0), easing: inSine)], end: [.alpha: StateValue(.number(0), easing: inSine)])
    }

    /// The card alone, its end state moving over the half of its side nearest the centre, folds
    /// its two moves into one that rises to 1 and falls back to 0 (a change of −1 times the
    /// first) by 75 % of the range: it then holds 0, what a keyframes rule without a 100%
    /// keyframe ends on, so it writes none.
    @Test func aMoveThatEndsOnZeroWritesNoLastKeyframe() throws {
        let inSine = try Easing(parsing: "inSine")
        var card = try Self.card()
        card.end = [.alpha: StateValue(.number(0), easing: inSine, range: 0.5...1)]
        let css = try Support.css(AnimatorDefinition(timeline: .viewportCenter, states: [card]))
        #expect(css.contains("    opacity: var(--px-m1);\n"), "\(css)")
        let move = Support.block("@keyframes px-demo_m1 {", in: css)
        #expect(move.suffix(2) == ["  75% { --px-m1: 0; }", "}"], "\(move)")
    }

    /// A start state and an end state of one property are one move: the badge leaves 300 for 0,
    /// then 0 for −200, so the move runs 0 → 1 (the start state, 300 pt) then on to 1 + 200/300
    /// (the end state, 200 pt more): translate 300 − 300·move throughout.
    @Test func movesOneAfterTheOtherInOneProportionAreOne() throws {
        let css = try Support.css(AnimatorDefinition(timeline: .viewportCenter, states: [try Self.badge()]))
        #expect(css.components(separatedBy: "@keyframes ").count - 1 == 1, "\(css)")
        #expect(css.contains("    animation-name: px-demo_m1;\n"), "\(css)")
        #expect(css.contains("    translate: 0px calc(300px - 300px * var(--px-m1));\n"), "\(css)")
        let move = Support.block("@keyframes px-demo_m1 {", in: css)
        #expect(move.suffix(2) == ["  100% { --px-m1: 1.66666667; }", "}"], "\(move)")
    }

    /// Moves in different proportions stay apart: the badge's translation changes −300 then
    /// −200 (a ratio of 2/3), the card's opacity +1 then −1 (a ratio of −1), on the same curve.
    @Test func movesInOtherProportionsStayApart() throws {
        let css = try Support.css(AnimatorDefinition(timeline: .viewportCenter, states: [try Self.badge(), try Self.card()]))
        #expect(css.components(separatedBy: "@keyframes ").count - 1 == 2, "\(css)")
        #expect(css.contains("    translate: 0px calc(300px - 300px * var(--px-m1) - 200px * var(--px-m2));\n"), "\(css)")
        #expect(css.contains("    opacity: calc(var(--px-m1) - var(--px-m2));\n"), "\(css)")
    }

    /// A preset whose curves CSS writes (a linear state and its jump at the band) keeps keyframes
    /// of its own: no move, no registered property.
    @Test func curvesCSSWritesKeepTheirOwnKeyframes() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .viewportCenter, states: [TargetStates(target: "card", start: [.alpha: StateValue(.number(0))])]))
        #expect(!css.contains("@property"))
        #expect(css.contains("@keyframes px-demo_card_opacity {"))
    }
}
