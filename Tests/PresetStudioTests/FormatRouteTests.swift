import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// What the studio serves of the preset format: the schema, the templates, and every
/// problem of a refused definition at once, with its path.
@Suite struct FormatRouteTests {
    /// The schema `GET /api/schema` serves is the file the repository publishes,
    /// docs/schema/preset.schema.json, byte for byte.
    @Test func theSchemaIsThePublishedFile() async throws {
        let published = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/schema/preset.schema.json"),
            encoding: .utf8)
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let schema = try await client.send(.get, "/api/schema")
            #expect(schema.status == .ok)
            #expect(schema.headers[.contentType] == "application/schema+json; charset=utf-8")
            #expect(schema.text == published)
        }
    }

    /// Every template is offered with its name and summary, and its definition, named after it,
    /// can be created as it is (under a name of its own).
    @Test func everyTemplateIsAValidStartingPoint() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let body = try #require(try await client.json(.get, "/api/templates") as? [String: Any])
            let templates = try #require(body["templates"] as? [[String: Any]])
            #expect(templates.count >= 3)
            for template in templates {
                let name = try #require(template["name"] as? String)
                #expect((template["summary"] as? String)?.isEmpty == false)
                var definition = try #require(template["definition"] as? [String: Any])
                #expect(definition["name"] as? String == name)
                definition["name"] = "from-\(name)"  // a template may share a seed preset's name
                let text = String(decoding: try JSONSerialization.data(withJSONObject: definition), as: UTF8.self)
                let created = try await client.send(.post, "/api/presets", body: text, headers: [.origin: StudioFixture.origin])
                #expect(created.status == .created, "template \(name): \(created.text)")
            }
        }
    }

    /// A body with three problems in different places is refused with all three, each at its
    /// path with the code of its kind, by `POST /api/presets`, `PUT /api/presets/NAME` and `POST /api/validate` alike, and
    /// the catalog is unchanged.
    @Test func aRefusalListsEveryProblemWithItsPath() async throws {
        // Three mistakes of shape in three places: an axis that is none, a keyframe value of the
        // wrong type, a member the format does not have.
        let broken = PresetRouteTests.fadeUp()
            .replacingOccurrences(of: "\"axis\": \"vertical\"", with: "\"axis\": \"diagonal\"")
            .replacingOccurrences(of: "\"value\": 100,", with: "\"value\": true,")
            .replacingOccurrences(
                of: "{\"target\": \"card\", \"property\": \"alpha\",",
                with: "{\"target\": \"card\", \"colour\": 1, \"property\": \"alpha\",")
        let expected: Set = [
            Problem(path: "axis", code: "not-allowed"), Problem(path: "tracks[0].colour", code: "unknown-member"),
            Problem(path: "tracks[1].keyframes[0].value", code: "wrong-type"),
        ]
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let before = try fixture.dump()
            for (method, uri, headers) in [
                (HTTPRequest.Method.post, "/api/presets", [HTTPField.Name.origin: StudioFixture.origin]),
                (.put, "/api/presets/fade-up", [.origin: StudioFixture.origin, .ifMatch: "\"1\""]),
            ] {
                var fields = HTTPFields()
                for (name, value) in headers { fields[name] = value }
                let refused = try await client.send(method, uri, body: broken, headers: fields)
                #expect(refused.status == .unprocessableContent, "\(method) \(uri): \(refused.text)")
                let problems = try Self.problems(refused.text)
                #expect(Set(problems.map(\.problem)) == expected, "\(method) \(uri): \(problems)")
                #expect(problems.allSatisfy { !$0.message.isEmpty })
            }
            let validation = try await client.send(
                .post, "/api/validate", body: "{\"definition\": \(broken)}", headers: [.origin: StudioFixture.origin])
            #expect(Set(try Self.problems(validation.text).map(\.problem)) == expected)
            #expect(try fixture.dump() == before)
        }
    }

    /// A problem's path and code.
    private struct Problem: Hashable {
        let path: String
        let code: String
    }

    private static func problems(_ text: String) throws -> [(problem: Problem, message: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: String]], "\(text)")
        return problems.map { (Problem(path: $0["path"] ?? "?", code: $0["code"] ?? "?"), $0["message"] ?? "") }
    }
}
