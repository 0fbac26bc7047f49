import Testing

@testable import ParallaxEngine

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
        #expect(throws: EngineError.self) { try Easing(parsing: "inOutSien") }
        do {
            _ = try Easing(parsing: "inOutSien")
        } catch let error as EngineError {
            #expect(error.problem.hasPrefix("unknown curve 'inOutSien' (did you mean 'inOutSine'?)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
