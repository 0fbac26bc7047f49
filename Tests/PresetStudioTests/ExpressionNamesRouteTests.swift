import Foundation
import HTTPTypes
import Testing

/// `POST /api/expression-names`: the names each expression text reads, as the engine parses
/// them, so the editor lists a definition's variables as the format reads them (the expected
/// names here are read off the texts by hand).
@Suite struct ExpressionNamesRouteTests {
    @Test func eachTextsNamesAreTheOnesItReads() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let body = #"{"expressions": ["größe * 2 + rowHeight", "min(a_1, b) - a_1 / 2", "3.5e2", "(1 +", "teal"]}"#
            let origin: HTTPFields = [.origin: StudioFixture.origin]
            let answer = try #require(try await client.json(.post, "/api/expression-names", body: body, headers: origin) as? [String: Any])
            // A name with letters beyond ASCII is one name; a function is no name; a number and a
            // text that does not parse read none; a colour's text is, as an expression, one name.
            #expect(answer["names"] as? [[String]] == [["größe", "rowHeight"], ["a_1", "b"], [], [], ["teal"]])
        }
    }

    @Test func aBadRequestIs400AndTheTokenIsRequired() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let origin: HTTPFields = [.origin: StudioFixture.origin]
            let unauthenticated = try await client.send(
                .post, "/api/expression-names", body: #"{"expressions": []}"#, headers: origin, credential: .none)
            #expect(unauthenticated.status == .unauthorized)
            let foreign = try await client.send(
                .post, "/api/expression-names", body: #"{"expressions": []}"#, headers: [.origin: "http://example.invalid"])
            #expect(foreign.status == .forbidden)
            let notAList = try await client.send(.post, "/api/expression-names", body: #"{"expressions": "a"}"#, headers: origin)
            #expect(notAList.status == .badRequest)
            #expect(notAList.error?.path == "expressions")
            let unknown = try await client.send(.post, "/api/expression-names", body: #"{"texts": []}"#, headers: origin)
            #expect(unknown.status == .badRequest)
            let tooMany = "{\"expressions\": [" + Array(repeating: "\"a\"", count: 11_001).joined(separator: ",") + "]}"
            let refused = try await client.send(.post, "/api/expression-names", body: tooMany, headers: origin)
            #expect(refused.status == .badRequest)
            #expect(refused.error?.message == "expressions: has 11001 texts; at most 11000 are allowed")
        }
    }
}
