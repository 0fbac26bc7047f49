import Foundation
import TestSupport
import Testing

/// A definition is checked by one reader wherever it arrives (docs/DESIGN.md, "Where a
/// definition is checked"): the command line's `validate --file` and `presets create --file`,
/// the studio's `POST /api/validate` and `POST /api/presets` find the same problems, at the
/// same paths, in the same order, worded the same. Catches an edge that checks on its own (one
/// that misses the engine's checks or the declared variables, or stops at the first problem).
@Suite("One check of a definition, at every edge", .serialized, .onOwnThreads)
struct OneDefinitionCheckTests {
    /// `(definition, the problems as path and message, written by hand)`: two shape problems;
    /// then, sound in shape, a channel animated twice (the engine's check of the whole) and a
    /// variable read but not declared.
    static let cases: [(String, [(String, String)])] = [
        (
            """
            {"name": "shapes", "kind": "entrence", "axis": "vertical", "summary": "",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0, "easing": "outCubik"}, {"at": 1, "value": 1}]}]}
            """,
            [
                ("kind", "'entrence' is not one of cell-background, custom, entrance, header, parade (did you mean 'entrance'?)"),
                ("tracks[0].keyframes[0].easing", "unknown curve 'outCubik' (did you mean 'outCubic'?)"),
            ]
        ),
        (
            """
            {"name": "twice", "kind": "entrance", "axis": "vertical", "summary": "",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": "one"}, {"at": 1, "value": 1}]},
                        {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]}
            """,
            [
                ("tracks[1]", "card.alpha is already animated by tracks[0]"),
                (
                    "tracks[0].keyframes[0].value",
                    "reads the variable 'one', which \"variables\" does not declare (add it to \"variables\" if the app supplies it)"
                ),
            ]
        ),
    ]

    @Test func everyEdgeFindsTheSameProblems() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        for (definition, expected) in Self.cases {
            let file = fixture.files.file("definition.json")
            try Data(definition.utf8).write(to: URL(fileURLWithPath: file))
            for command in [["validate", "--file", file], ["presets", "create", "--file", file, "--catalog", fixture.path]] {
                let run = try ToolRunner.run(command, environment: ["HOME": fixture.folder.path])
                #expect(run.exitCode == 65, "\(command): \(run.standardError)")
                let lines = run.errorLines.map(String.init)
                #expect(lines.count == expected.count, "\(command): \(lines)")
                for ((path, message), line) in zip(expected, lines) {
                    #expect(line.hasPrefix("preset-manager: \(file): \(path): \(message)"), "\(command): \(line)")
                }
            }
            try await fixture.withClient { client in
                let body = try String(decoding: JSONSerialization.data(withJSONObject: ["definition": definition]), as: UTF8.self)
                let validated = try #require(try await client.json(.post, "/api/validate", body: body) as? [String: Any])
                let refused = try await client.send(.post, "/api/presets", body: definition)
                #expect(refused.status == .unprocessableContent, "\(refused.text)")
                let created = try JSONSerialization.jsonObject(with: Data(refused.text.utf8)) as? [String: Any]
                for answer in [validated, created ?? [:]] {
                    let problems = try #require(answer["problems"] as? [[String: String]], "\(answer)")
                    #expect(problems.map { $0["path"] ?? "" } == expected.map(\.0))
                    for ((_, message), problem) in zip(expected, problems) {
                        #expect(problem["message"]?.hasPrefix(message) == true, "\(problem)")
                    }
                }
            }
        }
        #expect(try fixture.dump() == before)
    }
}
