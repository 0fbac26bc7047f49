import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// The checks every request passes, in-process: the token (header or cookie, and the page's
/// `?token=` that sets the cookie), the Host, the Origin of a change, the body limit and
/// `--read-only`; each refusal leaves the catalog as it was.
@Suite struct SecurityTests {
    @Test func everyAPIRequestWithoutTheTokenIs401() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            for (method, uri) in [
                (HTTPRequest.Method.get, "/api/presets"), (.get, "/api/presets/fade-up"), (.get, "/api/events"), (.post, "/api/preview"),
                (.delete, "/api/presets/fade-up"), (.get, "/api/nothing-here"),
            ] {
                let response = try await client.send(method, uri, credential: .none)
                #expect(response.status == .unauthorized, "\(method) \(uri)")
                #expect(response.headers[.wwwAuthenticate] == "Bearer realm=\"preset-studio\"")
                #expect(response.error?.path == "Authorization")
            }
            let wrong = try await client.send(.get, "/api/presets", credential: .bearer(String(StudioFixture.token.dropLast()) + "0"))
            #expect(wrong.status == .unauthorized)
            let short = try await client.send(.get, "/api/presets", credential: .bearer(String(StudioFixture.token.prefix(8))))
            #expect(short.status == .unauthorized)
            let notBearer = try await client.send(
                .get, "/api/presets", headers: [.authorization: "Basic \(StudioFixture.token)"], credential: .none)
            #expect(notBearer.status == .unauthorized)
            // A wrong header is refused even beside the right cookie: the caller meant the header.
            let both = try await client.send(
                .get, "/api/presets", headers: [.cookie: "\(StudioFixture.cookie)=\(StudioFixture.token)"], credential: .bearer("nope"))
            #expect(both.status == .unauthorized)
            #expect(try await client.send(.get, "/api/presets").status == .ok)
            #expect(try await client.send(.get, "/api/presets", credential: .cookie(StudioFixture.token)).status == .ok)
            #expect(try await client.send(.get, "/api/presets", credential: .cookie("wrong")).status == .unauthorized)
        }
        #expect(try fixture.dump() == before)
    }

    @Test func thePageOpenedWithTheTokenSetsALaxHttpOnlyCookieAndDropsTheToken() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let opened = try await client.send(.get, "/?token=\(StudioFixture.token)&tab=json", credential: .none)
            #expect(opened.status == .seeOther)
            #expect(opened.headers[.location] == "/?tab=json")
            let cookie = try #require(opened.headers[.setCookie])
            let attributes = cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(attributes.first == "\(StudioFixture.cookie)=\(StudioFixture.token)")
            #expect(attributes.contains("HttpOnly"))
            #expect(attributes.contains("SameSite=Lax"))
            #expect(attributes.contains("Path=/"))
            let page = try await client.send(.get, "/", credential: .cookie(StudioFixture.token))
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
            let withoutToken = try await client.send(.get, "/", credential: .none)
            #expect(withoutToken.status == .unauthorized)
            #expect(withoutToken.text.contains("preset-manager studio"))
            let wrongToken = try await client.send(.get, "/?token=abc", credential: .none)
            #expect(wrongToken.status == .unauthorized)
            #expect(wrongToken.headers[.setCookie] == nil)
            // The API never takes the token in its address (it would end up in logs and history).
            let apiWithQuery = try await client.send(.get, "/api/presets?token=\(StudioFixture.token)", credential: .none)
            #expect(apiWithQuery.status == .unauthorized)
        }
    }

    @Test func aHostThatIsNotTheStudiosIs403BeforeTheToken() async throws {
        // In-process requests carry Host: localhost; this studio answers only 127.0.0.1:8080.
        let fixture = try StudioFixture(acceptedHosts: ["127.0.0.1:8080"])
        let before = try fixture.dump()
        try await fixture.withClient { client in
            for credential in [StudioClient.Credential.bearer(StudioFixture.token), .none] {
                let response = try await client.send(.get, "/api/presets", credential: credential)
                #expect(response.status == .forbidden)
                #expect(response.error?.path == "Host")
                #expect(response.error?.message.contains("'localhost'") == true)
            }
            let write = try await client.send(.delete, "/api/presets/fade-up", headers: [.ifMatch: "*"])
            #expect(write.status == .forbidden)
        }
        #expect(try fixture.dump() == before)
    }

    @Test func aChangeFromAnotherOriginOrACookieChangeWithoutOriginIs403() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            for origin in ["http://evil.example", "null", "http://localhost:8080", "https://localhost"] {
                let response = try await client.send(.delete, "/api/presets/fade-up", headers: [.origin: origin, .ifMatch: "*"])
                #expect(response.status == .forbidden, "Origin \(origin)")
                #expect(response.error?.path == "Origin")
            }
            let cookieWithoutOrigin = try await client.send(
                .delete, "/api/presets/fade-up", headers: [.ifMatch: "*"], credential: .cookie(StudioFixture.token))
            #expect(cookieWithoutOrigin.status == .forbidden)
            // A read is no change: another origin may not read it (no CORS), but it is not refused here.
            let read = try await client.send(.get, "/api/presets/fade-up", headers: [.origin: "http://evil.example"])
            #expect(read.status == .ok)
            #expect(read.headers[.accessControlAllowOrigin] == nil)
        }
        #expect(try fixture.dump() == before)
        try await fixture.withClient { client in
            let sameOrigin = try await client.send(
                .delete, "/api/presets/fade-up", headers: [.origin: StudioFixture.origin, .ifMatch: "*"],
                credential: .cookie(StudioFixture.token))
            #expect(sameOrigin.status == .noContent)
        }
        #expect(try fixture.query("SELECT count(*) FROM presets WHERE name = 'fade-up'") == "0")
    }

    @Test func aBodyOverOneMebibyteIs413AndChangesNothing() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let limit = 1 << 20
            let padding = String(repeating: " ", count: limit)
            let definition = try fixture.showJSON("fade-up")
            // Just over the limit: the definition is valid JSON, padded with white space.
            let response = try await client.send(.put, "/api/presets/fade-up", body: definition + padding, headers: [.ifMatch: "*"])
            #expect(response.status == .contentTooLarge)
            #expect(response.error?.message.contains("1048576 bytes") == true)
            let preview = try await client.send(.post, "/api/preview", body: "{\"preset\": \"fade-up\"}" + padding)
            #expect(preview.status == .contentTooLarge)
            // At the limit it is read (and the unchanged definition changes nothing).
            let atLimit = definition + String(repeating: " ", count: limit - definition.utf8.count)
            let accepted = try await client.send(.put, "/api/presets/fade-up", body: atLimit, headers: [.ifMatch: "*"])
            #expect(accepted.status == .ok, "\(accepted.text)")
        }
        #expect(try fixture.dump() == before)
    }

    @Test func aReadOnlyStudioRefusesEveryChangeAndServesEveryRead() async throws {
        let fixture = try StudioFixture(readOnly: true)
        let before = try fixture.dump()
        let definition = try fixture.showJSON("fade-up")
        try await fixture.withClient { client in
            let writes: [(HTTPRequest.Method, String, String?)] = [
                (.post, "/api/presets", definition.replacingOccurrences(of: "\"fade-up\"", with: "\"fade-new\"")),
                (.put, "/api/presets/fade-up", definition), (.delete, "/api/presets/fade-up", nil),
                (.post, "/api/presets/fade-up/rename", "{\"to\": \"fade-x\"}"),
                (.post, "/api/presets/fade-up/copy", "{\"to\": \"fade-x\"}"),
                (.post, "/api/presets/fade-up/revert", "{\"to\": 1}"),
            ]
            for (method, uri, body) in writes {
                let response = try await client.send(method, uri, body: body, headers: [.ifMatch: "\"1\""])
                #expect(response.status == .forbidden, "\(method) \(uri): \(response.text)")
                #expect(response.error?.message.contains("read-only") == true)
            }
            #expect(try await client.send(.get, "/api/presets/fade-up").status == .ok)
            #expect(
                try await client.send(.post, "/api/preview", body: "{\"preset\": \"fade-up\", \"offsets\": \"0:100:50\"}").status == .ok)
            let catalog = try await client.json(.get, "/api/catalog") as? [String: Any]
            #expect(catalog?["readOnly"] as? Bool == true)
        }
        #expect(try fixture.dump() == before)
    }

    @Test func tokensAre256RandomBitsNewEachTime() {
        let tokens = (0..<100).map { _ in AccessToken().text }
        #expect(Set(tokens).count == 100)
        for token in tokens {
            #expect(token.count == 64)
            #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
        }
        // Each of the 64 hex digits takes many values across the tokens: no digit is stuck.
        for position in 0..<64 {
            let digits = Set(tokens.map { $0[$0.index($0.startIndex, offsetBy: position)] })
            #expect(digits.count >= 6, "digit \(position) took \(digits.count) values in 100 tokens")
        }
    }

    @Test func theTokenComparisonNeedsEveryCharacter() {
        let token = AccessToken(text: "abcdef")
        #expect(token.matches("abcdef"))
        #expect(!token.matches("abcdeF"))
        #expect(!token.matches("abcde"))
        #expect(!token.matches("abcdefa"))
        #expect(!token.matches(""))
        #expect(!token.matches("bbcdef"))
    }
}
