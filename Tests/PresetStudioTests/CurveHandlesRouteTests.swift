import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// `GET /api/easing/handles`: the handles the curve editor shows for a curve that is exactly a
/// cubic Bézier, from the values CSS Easing 1 (§3.2) gives its keywords.
@Suite struct CurveHandlesRouteTests {
    /// CSS Easing 1 §3.2's keyword values; `linear` is `cubic-bezier(0, 0, 1, 1)`; smoothStep
    /// x²(3 − 2x) has slope 0 at both ends, so its Bézier with x handles at ⅓ and ⅔ has y handles
    /// 0 and 1.
    static let expected: [(curve: String, handles: [Double])] = [
        ("ease", [0.25, 0.1, 0.25, 1]), ("ease-in", [0.42, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]),
        ("ease-in-out", [0.42, 0, 0.58, 1]), ("linear", [0, 0, 1, 1]),
        ("cubic-bezier(0.1, -0.4, 0.9, 1.3)", [0.1, -0.4, 0.9, 1.3]), ("smoothStep", [1.0 / 3, 0, 2.0 / 3, 1]),
    ]

    @Test func keywordsHaveTheSpecificationsHandles() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            for (curve, handles) in Self.expected {
                let query = try #require(curve.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                let answer = try #require(try await client.json(.get, "/api/easing/handles?curve=\(query)") as? [String: Any])
                #expect(answer["curve"] as? String == curve)
                let got = try #require(answer["handles"] as? [Double], "\(curve)")
                // Computed numbers travel with at most 9 decimals (``JSONValue/NumberStyle/rounded``).
                #expect(got.count == 4 && zip(got, handles).allSatisfy { abs($0 - $1) <= 5e-10 }, "\(curve): \(got)")
            }
        }
    }

    @Test func otherCurvesHaveNoHandlesAndBadTextIsRefused() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            for curve in ["outElastic", "steps(4, end)", "step-end", "spring(duration: 0.5, bounce: 0.2)"] {
                let query = try #require(curve.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
                let answer = try #require(try await client.json(.get, "/api/easing/handles?curve=\(query)") as? [String: Any])
                #expect(answer["handles"] is NSNull, "\(curve)")
            }
            for query in ["curve=eas-out", "", "curve=cubic-bezier(2,0,1,1)"] {
                let response = try await client.send(.get, "/api/easing/handles?\(query)")
                #expect(response.status == .badRequest, "\(query)")
                #expect(response.error?.path == "curve", "\(query)")
            }
        }
    }
}
