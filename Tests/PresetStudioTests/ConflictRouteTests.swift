import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// `GET /api/conflicts` and `POST /api/conflicts/resolve` on a catalog no merge left conflicted:
/// an empty list, and each bad request refused with the member it names, nothing written. (A
/// conflicted catalog settled through the page: StudioMergeConflictTests.)
@Suite struct ConflictRouteTests {
    @Test func aCatalogWithoutConflictsListsNoneAndRefusesBadResolutions() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            #expect((try await client.json(.get, "/api/conflicts") as? [Any])?.isEmpty == true)
            let refusals: [(body: String, status: HTTPResponse.Status, words: String)] = [
                (#"{"name": "fade-up", "path": "summary", "take": "mine"}"#, .badRequest, "take: 'mine' is not one of ours, theirs, base"),
                (
                    #"{"kind": "widget", "name": "fade-up", "path": "summary", "take": "ours"}"#, .badRequest,
                    "kind: 'widget' is not one of preset, menu, image"
                ),
                (#"{"name": "fade-up", "path": "summary", "take": "ours"}"#, .notFound, "no merge conflict of 'fade-up' at 'summary'"),
                (#"{"name": "fade-up", "path": "summary"}"#, .badRequest, "take"),
            ]
            for refusal in refusals {
                let response = try await client.send(.post, "/api/conflicts/resolve", body: refusal.body)
                #expect(response.status == refusal.status, "\(refusal.body): \(response.text)")
                #expect(response.text.contains(refusal.words), "\(refusal.body): \(response.text)")
            }
        }
    }
}
