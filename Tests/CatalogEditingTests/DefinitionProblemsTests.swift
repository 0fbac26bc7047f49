import Foundation
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// Every problem of a definition at once, with its JSON path, in words a person reads: the
/// messages here are written out by hand from the format's rules (enumerations list every valid value,
/// a misspelt curve or member gets "did you mean").
@Suite struct DefinitionProblemsTests {
    func problems(_ text: String) -> [String] {
        PresetFormat.problems(inDefinition: Data(text.utf8)).map(\.description)
    }

    @Test func theIssuesExampleIsReportedWholeInOneGo() {
        let text = """
            {"name": "card-in", "kind": "card",
             "timeline": {"view": {"range": "entrance", "start": "0%"}},
             "tracks": [{"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1, "easing": "outCubik"}]}]}
            """
        #expect(
            problems(text) == [
                "kind: 'card' is not one of cell-background, custom, entrance, header, parade",
                #"timeline.view.end: is required (e.g. "0%")"#,
                "timeline.view.range: 'entrance' is not one of contain, cover, entry, entry-crossing, exit, exit-crossing",
                "tracks[0].keyframes[1].easing: unknown curve 'outCubik' (did you mean 'outCubic'?) (expected a Parade name such as "
                    + "outCubic, a CSS easing such as ease-in-out, cubic-bezier(…), steps(…), linear(…), or spring(…))",
            ])
    }

    @Test func shapeProblemsNameTheirPathAndWhatWasExpected() {
        let text = """
            {"name": "Card In", "kind": "entrance", "summary": 3, "axis": "diagonal", "reducedMotion": null,
             "timeline": {"scroll": {"from": 0, "to": 2000000}},
             "tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": true}], "colour": "oklab"}],
             "children": {}}
            """
        #expect(
            problems(text) == [
                "name: 'Card In' is not a name: 1-64 lowercase letters, digits or hyphens, starting with a letter or digit",
                "summary: must be a string, not a number (3)",
                "axis: 'diagonal' is not one of horizontal, vertical",
                "timeline.scroll.to: must be a number within ±1000000 (is 2000000)",
                "tracks[0].colour: unknown member (expected one of colorSpace, extrapolate, keyframes, property, range, target)",
                "tracks[0].keyframes: needs at least 2 keyframes (has 1)",
                "tracks[0].keyframes[0].value: must be a number or a string, not true",
                "children: must be an array, not an object",
                "reducedMotion: must be a string, not null",
            ])
    }

    @Test func valuesAreReadForTheirChannel() {
        let text = """
            {"name": "tint", "kind": "custom", "timeline": {"offset": {}},
             "tracks": [{"target": "card", "property": "backgroundColor", "keyframes": [{"at": 0, "value": 1}, {"at": 1, "value": "#GG0000"}]},
                        {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": "#ff0000"}, {"at": 1, "value": "rowHieght / 2"}]}]}
            """
        let found = problems(text)
        #expect(found.count == 4)
        #expect(found[0] == "tracks[0].keyframes[0].value: backgroundColor needs a colour like #336699")
        #expect(found[1].hasPrefix("tracks[0].keyframes[1].value: '#GG0000'"))
        #expect(found[2] == "tracks[1].keyframes[0].value: alpha needs a number or an expression, not a colour")
        #expect(found[3].hasPrefix("tracks[1].keyframes[1].value: 'rowHieght / 2': 'rowHieght' looks like a misspelt 'rowHeight'"))
    }

    /// Order, ranges and sibling names are checked beside the shapes; the engine's checks of the
    /// whole (a channel animated twice) come once everything else is sound.
    @Test func rulesAndThenTheWhole() {
        let ordered = """
            {"name": "p", "kind": "custom", "timeline": {"scroll": {"from": 5, "to": 5}},
             "tracks": [{"target": "a", "property": "alpha", "range": [0.5, 0.5],
                         "keyframes": [{"at": 0.5, "value": 0}, {"at": 0.25, "value": 1}]}],
             "children": [{"name": "c"}, {"name": "c"}]}
            """
        #expect(
            problems(ordered) == [
                "timeline.scroll: from and to must differ (both are 5)",
                "tracks[0].keyframes[1].at: must not be below the previous keyframe's 0.5",
                "tracks[0].range: [0.5, 0.5] is reversed or empty (the lower bound must be below the upper)",
                "children[1].name: 'c' is already the name of a sibling (children[0])",
            ])
        let twice = """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}},
             "tracks": [{"target": "a", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]},
                        {"target": "a", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]}
            """
        #expect(problems(twice) == ["tracks[1]: a.alpha is already animated by tracks[0]"])
    }

    /// A rule judges a container of the right type even when a part of it has a problem of its
    /// own (the keyframes' order beside a keyframe's bad curve), and a scalar only when it has
    /// none (a curve with a control character is not also an unknown curve).
    @Test func aContainersRuleRunsBesideItsPartsProblemsAScalarsDoesNot() {
        let text = """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}},
             "tracks": [{"target": "a", "property": "alpha",
                         "keyframes": [{"at": 0.5, "value": 0, "easing": "outCubik"}, {"at": 0.25, "value": 1, "easing": "out\\u0007Cubic"}]}]}
            """
        let found = problems(text)
        #expect(found.count == 3, "\(found)")
        #expect(found.first?.hasPrefix("tracks[0].keyframes[0].easing: unknown curve 'outCubik'") == true)
        #expect(found.filter { $0.hasPrefix("tracks[0].keyframes[1].easing: ") }.count == 1)
        #expect(!found.contains { $0.hasPrefix("tracks[0].keyframes[1].easing: unknown curve") })
        #expect(found.contains("tracks[0].keyframes[1].at: must not be below the previous keyframe's 0.5"))
    }

    @Test func timelineIsRequiredOnlyWithoutStates() {
        #expect(
            problems(#"{"name": "p", "kind": "custom"}"#) == [
                #"timeline: is required (e.g. {"view":{"end":"100%","range":"cover","start":"0%"}}) (only a preset with states may leave it out)"#
            ])
        let states = #"{"name": "p", "kind": "parade", "states": [{"target": "a", "start": {"alpha": {"value": 0}}}]}"#
        #expect(problems(states).isEmpty)
        let noStates = #"{"name": "p", "kind": "parade", "states": []}"#
        #expect(problems(noStates).count == 1)
    }

    @Test func declaredVariablesMustBeWhatTheExpressionsRead() {
        let text = """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}}, "variables": ["cardInsat"],
             "tracks": [{"target": "a", "property": "translationX", "keyframes": [{"at": 0, "value": "cardInset"}, {"at": 1, "value": 0}]}]}
            """
        #expect(
            problems(text) == [
                #"tracks[0].keyframes[0].value: reads the variable 'cardInset', which "variables" does not declare (add it to "variables" if the app supplies it)"#,
                "variables: lists 'cardInsat', which no expression reads",
            ])
    }

    /// A name listed twice is one problem, at the second listing; a built-in name listed is
    /// refused as built in (the context sets it), not as a name no expression reads.
    @Test func declaredVariablesAreEachListedOnceAndNoneBuiltIn() {
        func definition(declaring names: String, reading expression: String) -> String {
            """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}}, "variables": \(names),
             "tracks": [{"target": "a", "property": "translationX", "keyframes": [{"at": 0, "value": "\(expression)"}, {"at": 1, "value": 0}]}]}
            """
        }
        #expect(problems(definition(declaring: #"["a", "a"]"#, reading: "a * 2")) == ["variables[1]: 'a' is already listed (variables[0])"])
        #expect(
            problems(definition(declaring: #"["a", "rowHeight"]"#, reading: "a + rowHeight")) == [
                "variables[1]: 'rowHeight' is a built-in name, which the context sets: list only the app's own variables"
            ])
        #expect(problems(definition(declaring: #"["a", "b"]"#, reading: "a + b")).isEmpty)
    }

    /// Without `variables`, every variable read is a problem at the first value reading it (a
    /// state's value, a child's keyframe), listed after the engine's problem (states on the
    /// offset timeline); a built-in name is no variable, and a colour channel's string is a colour.
    @Test func undeclaredVariablesAreFoundWhereTheyAreRead() {
        let text = """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}},
             "states": [{"target": "a", "start": {"alpha": {"value": "one"}, "backgroundColor": {"value": "teal"}}}],
             "tracks": [{"target": "a", "property": "translationX", "keyframes": [{"at": 0, "value": "rowHeight / 2"}, {"at": 1, "value": "one + two"}]}],
             "children": [{"name": "c", "tracks": [{"target": "b", "property": "alpha", "keyframes": [{"at": 0, "value": "min(three, 1)"}, {"at": 1, "value": 1}]}]}]}
            """
        let declare = #"which "variables" does not declare (add it to "variables" if the app supplies it)"#
        #expect(
            problems(text) == [
                "states: need the viewportCenter timeline (Parade's), not offset",
                "states[0].start.alpha.value: reads the variable 'one', \(declare)",
                "tracks[0].keyframes[1].value: reads the variable 'two', \(declare)",
                "children[0].tracks[0].keyframes[0].value: reads the variable 'three', \(declare)",
            ])
    }

    /// A misspelt built-in name is one problem, saying which name it resembles, never also an
    /// undeclared variable: the format refuses it before the declarations are compared.
    @Test func aMisspeltBuiltInNameIsNotAlsoAnUndeclaredVariable() {
        let text = """
            {"name": "p", "kind": "custom", "timeline": {"offset": {}},
             "tracks": [{"target": "a", "property": "translationX", "keyframes": [{"at": 0, "value": "rowHieght / 2"}, {"at": 1, "value": 0}]}]}
            """
        let found = problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.hasPrefix("tracks[0].keyframes[0].value: 'rowHieght / 2': 'rowHieght' looks like a misspelt 'rowHeight'") == true)
    }

    /// At most 20 lines, then how many more.
    @Test func aLongListIsCutAfterTwentyLines() throws {
        let keyframes = (0..<25).map { #"{"at": \#(Double($0) / 24), "value": 0, "easing": "outCubik"}"# }.joined(separator: ", ")
        let text =
            #"{"name": "p", "kind": "custom", "timeline": {"offset": {}}, "tracks": [{"target": "a", "property": "alpha", "keyframes": [\#(keyframes)]}]}"#
        #expect(problems(text).count == 25)
        do {
            _ = try DefinitionText.preset(from: text, source: "p.json")
            Issue.record("accepted")
        } catch let refusal as DefinitionRefusal {
            #expect(refusal.lines.count == 21)
            #expect(refusal.lines.first?.hasPrefix("p.json: tracks[0].keyframes[0].easing: unknown curve 'outCubik'") == true)
            #expect(refusal.lines.last == "p.json: and 5 more problems")
            guard case .object(let members) = refusal.json, case .array(let listed)? = members["problems"] else {
                Issue.record("no problems member")
                return
            }
            #expect(listed.count == 25)
        }
    }

    /// The store's own rules (`boundProblems()`, `textProblems()`) are among the problems, each
    /// once with its path: a number out of its bound and a control character are found by the
    /// format's walk too and said once; 600 tracks at the top and 401 in a child, 1,001 in all
    /// (over the 1,000 of docs/RELIABILITY.md's limits, which no one array breaks), only by the rules.
    @Test func theStoresRulesAreAmongTheProblemsEachOnce() throws {
        func track(_ index: Int, from start: Int = 0) -> String {
            #"{"target": "t\#(index)", "property": "alpha", "keyframes": [{"at": 0, "value": \#(start)}, {"at": 1, "value": 1}]}"#
        }
        let top = ([track(0, from: 2_000_000)] + (1..<600).map { track($0) }).joined(separator: ", ")
        let child = (0..<401).map { track($0) }.joined(separator: ", ")
        let text = #"""
            {"name": "crowded", "kind": "custom", "summary": "two\u0007bells", "timeline": {"offset": {}},
             "tracks": [\#(top)], "children": [{"name": "late", "tracks": [\#(child)]}]}
            """#
        let found = problems(text)
        #expect(
            found == [
                "summary: must not contain control characters or line breaks (U+0007 at character 4)",
                "tracks[0].keyframes[0].value: must be a number within ±1000000 (is 2000000)",
                "tracks: has 1001 tracks (its children's included); at most 1000 are allowed",
            ])
    }

    /// More than 1 MiB is refused unread, as `--file` refuses it.
    @Test func aDefinitionOverTheSizeLimitIsRefusedUnread() {
        let padded = "{" + String(repeating: " ", count: 1 << 20) + "}"
        #expect(problems(padded) == ["more than 1048576 bytes, the most a definition file may hold"])
        #expect(problems("{" + String(repeating: " ", count: (1 << 20) - 2) + "}").first?.hasPrefix("name: is required") == true)
    }

    @Test func textThatIsNotADefinitionSaysSo() {
        #expect(problems("") == ["not JSON (it is empty)"])
        #expect(
            problems("[1]") == [
                "a JSON array, not an object (a preset definition or a catalog document is a JSON object, starting with '{')"
            ])
        #expect(problems("{\"name\": }") == ["line 1, column 10: unexpected character '}'"])
        #expect(
            PresetFormat.problems(inDefinition: Data([0x7B, 0xFF, 0x7D])) == [
                DefinitionProblem(path: "", code: .notJSON, message: "not JSON (not UTF-8 text)")
            ])
    }

    /// No message shows a Swift type's name or Foundation's "Cannot initialize": a corpus made
    /// from every seed preset by replacing each of its values with values of every other JSON
    /// type, out-of-range numbers and unknown words, and by removing each member.
    @Test func noMessageShowsSwiftInternals() throws {
        let seed = try String(contentsOf: repositoryRoot.appendingPathComponent("seed/catalog.json"), encoding: .utf8)
        guard case .object(let document) = try JSONValue(parsing: seed, source: "seed"), case .array(let presets)? = document["presets"]
        else {
            Issue.record("no seed presets")
            return
        }
        let replacements: [JSONValue] = [
            .null, .bool(true), .number(-3), .number(1e7), .number(0.5), .string("card"), .string(""), .array([]), .object([:]),
        ]
        let forbidden = [
            "Cannot initialize", "Swift.", "Optional(", "PresetKind", "ViewTimelineRange", "ScrollAxis", "ReducedMotionPolicy",
            "ColorSpace",
            "Extrapolation", "RangeOffset", "PresetDefinition", "ProgressRange", "TargetStates", "StateValue", "Double", "String",
            "Dictionary", "Array", "Int", "CodingKeys", "DecodingError",
        ]
        var messages: Set<String> = []
        var count = 0
        for preset in presets.prefix(12) {
            for variant in JSONMutations.variants(of: preset, replacements: replacements) {
                let text = try variant.canonicalText(layout: .compact)
                for problem in PresetFormat.problems(inDefinition: Data(text.utf8)) {
                    messages.insert(problem.message)
                    count += 1
                }
            }
        }
        #expect(count > 1_000, "the corpus is too small to mean anything")
        for message in messages {
            for word in forbidden {
                #expect(!message.contains(word), "\(message)")
            }
        }
    }
}

/// Variants of a JSON value: each member removed, each value replaced.
enum JSONMutations {
    static func variants(of value: JSONValue, replacements: [JSONValue]) -> [JSONValue] {
        var result: [JSONValue] = []
        switch value {
        case .object(let members):
            for key in members.keys.sorted() {
                var removed = members
                removed[key] = nil
                result.append(.object(removed))
                for inner in variants(of: members[key]!, replacements: replacements) {
                    var changed = members
                    changed[key] = inner
                    result.append(.object(changed))
                }
            }
        case .array(let elements):
            for index in elements.indices {
                for inner in variants(of: elements[index], replacements: replacements) {
                    var changed = elements
                    changed[index] = inner
                    result.append(.array(changed))
                }
            }
        default:
            break
        }
        result += replacements.filter { $0 != value }
        return result
    }
}
