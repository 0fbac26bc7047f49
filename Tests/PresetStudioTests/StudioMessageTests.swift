import Foundation
import HTTPTypes
import Testing

/// The studio's error messages speak the API's vocabulary: the command line's advice ("pick
/// another name; to change it, use presets update", "to rename, use presets rename", "run
/// preset-manager validate") is the tool's, added at its edge, and never reaches an HTTP client.
@Suite struct StudioMessageTests {
    /// Advice only the command line can follow.
    static let commandLineAdvice = ["preset-manager", "use presets", "use images", "use menus", "pick another name"]

    @Test func refusedWritesCarryNoCommandLineAdvice() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let refusals: [(HTTPRequest.Method, String, String?, HTTPFields, HTTPResponse.Status, String)] = [
                (.post, "/api/presets", PresetRouteTests.fadeUp(), [:], .conflict, "preset 'fade-up' already exists"),
                (.post, "/api/presets/fade-up/rename", "{\"to\": \"zoom-in\"}", [:], .conflict, "preset 'zoom-in' already exists"),
                (.post, "/api/presets/fade-up/copy", "{\"to\": \"zoom-in\"}", [:], .conflict, "preset 'zoom-in' already exists"),
                (
                    .put, "/api/presets/fade-up", PresetRouteTests.fadeUp(name: "fade-other"), [.ifMatch: "\"1\""], .unprocessableContent,
                    "preset 'fade-up': the definition is named 'fade-other'; an update keeps the name"
                ),
                (
                    .delete, "/api/presets/aeris-cell-background", nil, [.ifMatch: "\"1\""], .conflict,
                    "preset 'aeris-cell-background' is used by menu items"
                ),
            ]
            for (method, path, body, headers, status, message) in refusals {
                let response = try await client.send(method, path, body: body, headers: headers)
                #expect(response.status == status, "\(method) \(path): \(response.text)")
                let text = try #require(response.error?.message, "\(method) \(path): \(response.text)")
                #expect(text.hasPrefix(message), "\(method) \(path): \(text)")
                for advice in Self.commandLineAdvice {
                    #expect(!text.contains(advice), "\(method) \(path): \(text)")
                }
            }
        }
        #expect(try fixture.dump() == before)
    }
}
