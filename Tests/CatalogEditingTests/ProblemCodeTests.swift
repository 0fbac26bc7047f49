import Foundation
import PresetStore
import Testing

@testable import CatalogEditing

/// Each problem carries the code of the rule it breaks, as `DefinitionProblem.Code` documents
/// the codes: one definition per code, each with one mistake, its expected path and code
/// written out by hand. A check that names the wrong code, or a rule that loses its code on
/// the way to the reader (a message split apart again), fails its case.
@Suite struct ProblemCodeTests {
    /// A sound definition, with `members` replacing or adding top-level members.
    static func definition(_ members: String = "", tracks: String? = nil) -> String {
        let tracks =
            tracks ?? #"[{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]"#
        return #"{"name": "card-in", "kind": "entrance", "timeline": {"offset": {}}, "tracks": \#(tracks)\#(members)}"#
    }

    static func track(_ members: String, property: String = "alpha", keyframes: String? = nil) -> String {
        let keyframes = keyframes ?? #"[{"at": 0, "value": 0}, {"at": 1, "value": 1}]"#
        return #"{"target": "card", "property": "\#(property)", "keyframes": \#(keyframes)\#(members)}"#
    }

    static let cases: [(text: String, path: String, code: DefinitionProblem.Code)] = [
        ("", "", .notJSON),
        ("[1]", "", .notJSON),
        (#"{"name": "a", "name": "b"}"#, "", .notJSON),
        ("{" + String(repeating: " ", count: 1 << 20) + "}", "", .tooLarge),
        (definition(#", "axis": 3"#), "axis", .wrongType),
        (definition(#", "colour": 1"#), "colour", .unknownMember),
        (#"{"kind": "entrance", "timeline": {"offset": {}}, "tracks": []}"#, "name", .missingMember),
        (definition(#", "axis": "diagonal""#), "axis", .notAllowed),
        (
            definition(tracks: "[" + track("", keyframes: #"[{"at": 0, "value": 0}, {"at": 2, "value": 1}]"#) + "]"),
            "tracks[0].keyframes[1].at", .outOfBounds
        ),
        (definition(tracks: "[" + track("", keyframes: #"[{"at": 0, "value": 0}]"#) + "]"), "tracks[0].keyframes", .count),
        (definition(tracks: "[" + track(#", "range": [0.75, 0.25]"#) + "]"), "tracks[0].range", .order),
        (
            definition(tracks: "[" + track("", keyframes: #"[{"at": 0, "value": 0}, {"at": 1, "value": 1, "easing": "outCubik"}]"#) + "]"),
            "tracks[0].keyframes[1].easing", .invalidCurve
        ),
        (definition(#", "smoothing": "ease""#), "smoothing", .invalidCurve),
        (
            definition(
                tracks: "["
                    + track("", property: "backgroundColor", keyframes: ##"[{"at": 0, "value": "#zz"}, {"at": 1, "value": "#000"}]"##) + "]"
            ), "tracks[0].keyframes[0].value", .invalidValue
        ),
        (definition(#", "summary": "a\u0001b""#), "summary", .invalidText),
        (
            definition(
                #", "variables": ["gap", "gap"]"#,
                tracks: "[" + track("", keyframes: #"[{"at": 0, "value": "gap"}, {"at": 1, "value": 1}]"#) + "]"), "variables[1]",
            .duplicate
        ),
        (
            definition(tracks: "[" + track("", keyframes: #"[{"at": 0, "value": "gap"}, {"at": 1, "value": 1}]"#) + "]"),
            "tracks[0].keyframes[0].value", .undeclaredVariable
        ),
        (definition(#", "variables": ["gap"]"#), "variables", .unusedVariable),
        (definition(tracks: "[" + track("") + ", " + track("") + "]"), "tracks[1]", .inconsistent),
    ]

    @Test(arguments: 0..<cases.count)
    func eachProblemHasItsRulesCode(_ index: Int) {
        let (text, path, code) = Self.cases[index]
        let problems = PresetFormat.problems(inDefinition: Data(text.utf8))
        #expect(problems.map(\.path) == [path], "\(problems)")
        #expect(problems.map(\.code) == [code], "\(problems)")
    }

    /// Every code but `refused` (a catalog's refusal, not a definition's) is one of a definition.
    @Test func everyDefinitionCodeHasACase() {
        let covered = Set(Self.cases.map(\.code))
        #expect(covered == Set(DefinitionProblem.Code.allCases).subtracting([.refused]))
    }

    /// The codes are the words scripts read: kebab-case and stable.
    @Test func theCodesAreTheirDocumentedWords() {
        #expect(
            DefinitionProblem.Code.allCases.map(\.rawValue) == [
                "not-json", "too-large", "wrong-type", "unknown-member", "missing-member", "not-allowed", "out-of-bounds", "count",
                "order", "invalid-curve", "invalid-value", "invalid-text", "duplicate", "undeclared-variable", "unused-variable",
                "inconsistent", "refused",
            ])
    }
}
