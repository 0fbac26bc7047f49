import ParallaxEngine
import Testing

@testable import CatalogEditing

/// "Did you mean": distances worked out by hand (optimal string alignment: insert, delete,
/// substitute, swap two neighbours).
@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("fade-upp", "fade-up", 1),  // one deletion
        ("fdae-up", "fade-up", 1),  // one swap
        ("outCubik", "outCubic", 1),  // one substitution
        ("lst", "list", 1),  // one insertion
        ("kitten", "sitting", 3),  // the textbook pair
        ("", "abc", 3),
        ("outcubic", "outCubic", 0),  // case is ignored
    ])
    func distances(typed: String, candidate: String, expected: Int) {
        #expect(NameSuggestion.distance(Array(typed.lowercased()), Array(candidate.lowercased())) == expected)
    }

    @Test func theClosestWithinTheLimitIsSuggested() {
        let names = ["fade-up", "fade-down", "zoom-in", "zoom-out"]
        #expect(NameSuggestion.closest(to: "fade-upp", among: names) == ["fade-up"])
        // "zoom-ot" is 1 from zoom-out; zoom-in is 2 away.
        #expect(NameSuggestion.closest(to: "zoom-ot", among: names) == ["zoom-out"])
        // Ties are all kept: "zoom-i" is 1 from zoom-in and 2 from zoom-out.
        #expect(NameSuggestion.closest(to: "zoom-i", among: names) == ["zoom-in"])
        #expect(NameSuggestion.closest(to: "fade-up", among: names).isEmpty)  // an exact name needs no hint
        // "xyz" (3 letters: 1 edit allowed) is 3 from everything.
        #expect(NameSuggestion.closest(to: "xyz", among: names).isEmpty)
        #expect(NameSuggestion.hint(for: "fade-upp", among: names) == " (did you mean 'fade-up'?)")
        #expect(NameSuggestion.hint(for: "ab", among: ["ac", "ad", "ae", "af"]) == " (did you mean 'ac', 'ad' or 'ae'?)")
        #expect(NameSuggestion.hint(for: "xyz", among: names).isEmpty)
    }

    /// Lengths decide before distances: a candidate 2 letters longer than a short typo is still
    /// found, and ties of different lengths are all kept; a typed name far longer than every
    /// candidate gets no hint.
    @Test func lengthsAloneRuleOutFarNames() {
        #expect(NameSuggestion.closest(to: "outcub", among: ["inCubic", "outCubic"]) == ["outCubic"])
        #expect(NameSuggestion.closest(to: "abcdef", among: ["abcdefgh", "abcd", "abcdxf"]) == ["abcdxf"])
        #expect(NameSuggestion.closest(to: "abcdefg", among: ["abcdefgh", "abcdef", "bacdefg"]) == ["abcdefgh", "abcdef", "bacdefg"])
        #expect(NameSuggestion.closest(to: String(repeating: "a", count: 1 << 20), among: ["aaaa", "aaaaaaa"]).isEmpty)
    }

    @Test func aMistypedCurveNameGetsItsHint() {
        let expected = "unknown curve 'inOutSien' (did you mean 'inOutSine'?) (expected a Parade name such as outCubic, "
        #expect(problem(parsing: " inOutSien ").hasPrefix(expected))
        // The engine's own message names the curve, without the hint, which the tooling adds.
        #expect(
            engineProblem(parsing: "inOutSien")
                == "unknown curve 'inOutSien' (expected a Parade name such as outCubic, a CSS easing such as ease-in-out, "
                + "cubic-bezier(…), steps(…), linear(…), or spring(…))")
    }

    @Test func aCurveNameFarFromEveryOtherOrAFunctionGetsNoHint() {
        #expect(problem(parsing: "wobble") == engineProblem(parsing: "wobble"))
        #expect(!problem(parsing: "wobble").contains("did you mean"))
        #expect(problem(parsing: "steps(0, jump-end)") == engineProblem(parsing: "steps(0, jump-end)"))
        #expect(problem(parsing: "cubic-bezer(0, 0, 1, 1)") == engineProblem(parsing: "cubic-bezer(0, 0, 1, 1)"))
        #expect((try? Easing(parsingWithHint: "outCubic")) == (try? Easing(parsing: "outCubic")))
    }

    /// The problem `Easing(parsingWithHint:)` throws for `text`.
    private func problem(parsing text: String) -> String {
        do {
            _ = try Easing(parsingWithHint: text)
        } catch let error as EngineError {
            #expect(error.field == "easing")
            return error.problem
        } catch {
            Issue.record("unexpected \(error)")
        }
        return ""
    }

    /// The problem the engine's `Easing(parsing:)` throws for `text`.
    private func engineProblem(parsing text: String) -> String {
        do {
            _ = try Easing(parsing: text)
        } catch let error as EngineError {
            return error.problem
        } catch {
            Issue.record("unexpected \(error)")
        }
        return ""
    }
}
