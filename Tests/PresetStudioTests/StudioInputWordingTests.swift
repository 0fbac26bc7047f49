import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// The studio names the request member a refusal is about, in its own words: a preview or an
/// export the library refuses for one of its inputs answers with the member (`rowHeight`,
/// `offsets`, `variables`…) before the message and as the error's `path`, and never with a
/// command-line option (`--row-height`, `--offsets FROM:TO:STEP`, `--reachable-only`). The
/// command line's side of the same refusals is `CommandLineInputWordingTests`'.
@Suite struct StudioInputWordingTests {
    /// A card that follows the scroll through a spring: CSS cannot express the smoothing.
    static let smoothed = """
        {"name": "smoothed", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"scroll": {"from": 0, "to": 1000}},
         "tracks": [{"target": "card", "property": "translationY", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}
        """

    /// A request, the member it is wrong in, and words the message must hold.
    struct Case: Sendable, CustomStringConvertible {
        var route: String
        var body: String
        var status: HTTPResponse.Status
        /// The member named first and as the path ("" for a refusal of the preset itself).
        var member: String
        var says: String
        var description: String { "\(route) \(body)" }
    }

    static let cases: [Case] = [
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "rowHeight": -5}"#, status: .badRequest, member: "rowHeight",
            says: "row height must be"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "headerHeight": 0}"#, status: .badRequest, member: "headerHeight",
            says: "header height must be"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "offsets": "0:1000000:0.01"}"#, status: .badRequest,
            member: "offsets", says: "use a larger step"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "offsets": true}"#, status: .badRequest, member: "offsets",
            says: "an array of numbers"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "variables": {"rowHeight": 3}}"#, status: .badRequest,
            member: "variables", says: "rowHeight is built in, not a variable; set the row height instead"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "variables": ["cardInset=1", "cardInset=2"]}"#,
            status: .badRequest, member: "variables", says: "variable cardInset is given more than once"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "variables": {"gutter": 4}}"#, status: .badRequest,
            member: "variables", says: "no previewed preset reads the variable 'gutter'"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "underlying": {"image.alpha": 1}}"#, status: .badRequest,
            member: "underlying", says: "image.alpha: preset 'fade-up' does not rest it at the view's own value"),
        Case(
            route: "/api/preview", body: #"{"menu": "aeris-map-layers", "itemFrame": "0,100"}"#, status: .badRequest,
            member: "itemFrame", says: "an item frame does not apply to menu 'aeris-map-layers'"),
        Case(
            route: "/api/preview/scene", body: #"{"menu": "aeris-map-layers", "trajectory": "fling:0:3000"}"#, status: .badRequest,
            member: "trajectory", says: "a trajectory previews a preset, and 'aeris-map-layers' is a menu"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "trajectory": "fling:0"}"#, status: .badRequest,
            member: "trajectory", says: "fling: expected fling:OFFSET:VELOCITY"),
        Case(
            route: "/api/preview", body: #"{"preset": "fade-up", "trajectory": "0:0,0:10"}"#, status: .badRequest,
            member: "trajectory", says: "times must increase"),
        Case(
            route: "/api/export/css", body: #"{"preset": "stretch-header"}"#, status: .unprocessableContent, member: "",
            says: "the part they reach can be exported on its own (reachableOnly: true)"),
        Case(
            route: "/api/export/css", body: "{\"definition\": \(smoothed)}", status: .unprocessableContent, member: "",
            says: "cannot be expressed in CSS"),
        Case(
            route: "/api/export/css", body: #"{"preset": "aeris-map-layers"}"#, status: .badRequest, member: "",
            says: "'aeris-map-layers' is a menu; the CSS export takes a preset"),
    ]

    @Test(arguments: cases)
    func theRefusalNamesTheMemberAndNoOption(_ refusal: Case) async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let response = try await client.send(.post, refusal.route, body: refusal.body)
            #expect(response.status == refusal.status, "\(response.text)")
            let body = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            let error = try #require(body["error"] as? [String: Any], "\(response.text)")
            let message = try #require(error["message"] as? String)
            #expect(message.contains(refusal.says), "\(message)")
            if !refusal.member.isEmpty {
                #expect(message.hasPrefix(refusal.member + ": "), "\(message)")
                #expect(error["path"] as? String == refusal.member, "\(response.text)")
            }
            // No command-line option anywhere in the answer: `--` followed by a letter.
            #expect(response.text.range(of: #"--[a-z]"#, options: .regularExpression) == nil, "\(response.text)")
        }
        #expect(try fixture.dump() == before, "the catalog changed")
    }
}
