import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// `POST /api/preview`, `/api/export/css` and `/api/validate` in-process, checked against values
/// worked out by hand; their byte-for-byte agreement with the CLI is `BuiltToolTests`'.
@Suite struct PreviewRouteTests {
    /// A card that fades in and rises 100 pt, linearly, while it enters (`entry` 0%…100%).
    static let linearFade = """
        {"name": "linear-fade", "kind": "entrance", "axis": "vertical", "summary": "",
         "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
         "tracks": [
          {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]},
          {"target": "card", "property": "translationY", "keyframes": [{"at": 0, "value": 100}, {"at": 1, "value": 0}]}]}
        """

    /// The frames of a preview response: offset → values.
    static func frames(_ text: String) throws -> [Double: [String: Double]] {
        let body = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let frames = try #require(body["frames"] as? [[String: Any]])
        var result: [Double: [String: Double]] = [:]
        for frame in frames {
            // Numbers, and each target's composed transform as an array of 16.
            let values = try #require(frame["values"] as? [String: Any])
            result[try #require(frame["offset"] as? Double)] = values.compactMapValues { $0 as? Double }
        }
        return result
    }

    @Test func anUnsavedDefinitionPreviewsAtTheGivenOffsets() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            // A 100 pt row whose top is at content 844 in an 844 pt viewport: it enters between
            // offsets 0 (top at the bottom edge) and 100 (bottom at the bottom edge).
            for body in [
                "{\"definition\": \(Self.linearFade), \"offsets\": \"0:100:25\", \"viewport\": \"390x844\", \"itemFrame\": \"844,100\"}",
                "{\"definition\": \(try Self.quoted(Self.linearFade)), \"offsets\": [0, 25, 50, 75, 100], \"itemFrame\": \"844,100\"}",
            ] {
                let response = try await client.send(.post, "/api/preview", body: body)
                #expect(response.status == .ok, "\(response.text)")
                let frames = try Self.frames(response.text)
                #expect(frames.keys.sorted() == [0, 25, 50, 75, 100])
                for (offset, values) in frames {
                    #expect(values["card.alpha"] == offset / 100)
                    #expect(values["card.translationY"] == 100 - offset)
                }
            }
            // Halfway through a 200 pt row: the item frame changes the result as --item-frame does.
            let tall = try await client.send(
                .post, "/api/preview", body: "{\"definition\": \(Self.linearFade), \"offsets\": [100], \"itemFrame\": \"844,200\"}")
            #expect(try Self.frames(tall.text)[100]?["card.alpha"] == 0.5)
        }
        #expect(try fixture.dump() == before)
    }

    @Test func storedPresetsAndMenusPreview() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let preset = try await client.send(.post, "/api/preview", body: "{\"preset\": \"fade-up\", \"offsets\": \"0,50\"}")
            #expect(preset.status == .ok)
            #expect(try Self.frames(preset.text).keys.sorted() == [0, 50])
            let menu = try #require(
                try await client.json(.post, "/api/preview", body: "{\"menu\": \"aeris-map-layers\", \"offsets\": [0]}") as? [String: Any])
            #expect(menu["menu"] as? String == "aeris-map-layers")
            let items = try #require((menu["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
            // An 844 pt viewport over the menu's rows shows its first rows from position 0.
            #expect(items.first?["position"] as? Int == 0)
            #expect(try await client.send(.post, "/api/preview", body: "{\"preset\": \"aeris-map-layers\"}").status == .notFound)
            #expect(try await client.send(.post, "/api/preview", body: "{\"menu\": \"fade-up\"}").status == .notFound)
        }
    }

    /// The viewport as an object in points, or as the text `--viewport` takes: both move where
    /// the item enters. A 100 pt item whose top is at content 844 in a 744 pt high viewport
    /// enters between offsets 100 (top at the bottom edge, 844 − 744) and 200, so the linear fade
    /// is 0 at 100, 0.5 at 150 and 1 at 200 (worked out by hand; the default 844 pt viewport
    /// would give 1 at all three).
    @Test func theViewportIsAnObjectOrTheOptionsText() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            for viewport in ["{\"width\": 390, \"height\": 744}", "{\"height\": 744, \"width\": 390}", "\"390x744\""] {
                let response = try await client.send(
                    .post, "/api/preview",
                    body: "{\"definition\": \(Self.linearFade), \"offsets\": [100, 150, 200], \"itemFrame\": \"844,100\", "
                        + "\"viewport\": \(viewport)}")
                #expect(response.status == .ok, "\(viewport): \(response.text)")
                let frames = try Self.frames(response.text)
                #expect(frames[100]?["card.alpha"] == 0, "\(viewport)")
                #expect(frames[150]?["card.alpha"] == 0.5, "\(viewport)")
                #expect(frames[200]?["card.alpha"] == 1, "\(viewport)")
            }
        }
    }

    /// A viewport that is not two sizes in points is a 400 naming the member at fault.
    @Test func badViewportsAre400NamingTheMember() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let cases: [(String, String, String)] = [
                ("{\"width\": 390}", "viewport.height", "viewport.height: missing"),
                ("{\"width\": \"390\", \"height\": 844}", "viewport.width", "viewport.width: must be a number, not a string"),
                ("{\"width\": 0, \"height\": 844}", "viewport.width", "viewport.width: must be a number from 0.01 to 1000000 (is 0)"),
                ("{\"width\": 390, \"height\": 1e7}", "viewport.height", "must be a number from 0.01 to 1000000"),
                ("{\"width\": 390, \"height\": 844, \"depth\": 1}", "viewport.depth", "viewport.depth: unknown member"),
                ("[390, 844]", "viewport", "viewport: must be an object"),
                ("\"390x-1\"", "viewport", "viewport: height must be a number from 0.01 to 1000000 (is -1)"),
            ]
            for (viewport, path, message) in cases {
                let response = try await client.send(.post, "/api/preview", body: "{\"preset\": \"fade-up\", \"viewport\": \(viewport)}")
                #expect(response.status == .badRequest, "\(viewport): \(response.text)")
                #expect(response.error?.path == path, "\(viewport): \(response.text)")
                #expect(response.error?.message.contains(message) == true, "\(viewport): \(response.text)")
            }
        }
        #expect(try fixture.dump() == before)
    }

    /// A request body is read by the one parser: a member given twice is refused (a reader that
    /// kept either value would preview something the client did not mean), with its line and
    /// column; a null subject is no subject.
    @Test func duplicateMembersAndNullSubjectsAre400() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let twice = try await client.send(.post, "/api/preview", body: "{\"preset\": \"fade-up\",\n \"preset\": \"stretch-header\"}")
            #expect(twice.status == .badRequest, "\(twice.text)")
            #expect(twice.error?.message == "request body: line 2, column 2: duplicate member name \"preset\"", "\(twice.text)")
            let null = try await client.send(.post, "/api/preview", body: "{\"preset\": null}")
            #expect(null.status == .badRequest, "\(null.text)")
            #expect(null.error?.message.hasPrefix("give what to preview") == true, "\(null.text)")
            let revert = try await client.send(.post, "/api/presets/fade-up/revert", body: "{\"to\": \"1\"}")
            #expect(revert.error?.message == "to: must be a whole number, not a string", "\(revert.text)")
            let missing = try await client.send(.post, "/api/presets/fade-up/copy", body: "{}")
            #expect(missing.error?.message == "to: missing (a string)", "\(missing.text)")
        }
    }

    @Test func badPreviewRequestsAre400NamingTheMemberAndBadDefinitions422() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("", .badRequest, ""),
                ("not json", .badRequest, ""),
                ("[1, 2]", .badRequest, ""),
                ("{}", .badRequest, ""),
                ("{\"preset\": \"fade-up\", \"menu\": \"aeris-map-layers\"}", .badRequest, "menu"),
                ("{\"preset\": 12}", .badRequest, "preset"),
                ("{\"preset\": \"fade-up\", \"offsets\": \"0:10\"}", .badRequest, "offsets"),
                ("{\"preset\": \"fade-up\", \"offsets\": [0, \"a\"]}", .badRequest, "offsets[1]"),
                ("{\"preset\": \"fade-up\", \"offsets\": true}", .badRequest, "offsets"),
                ("{\"preset\": \"fade-up\", \"offsets\": \"0:1000000:1\"}", .badRequest, "offsets"),
                ("{\"preset\": \"fade-up\", \"viewport\": \"390 by 844\"}", .badRequest, "viewport"),
                ("{\"preset\": \"fade-up\", \"rowHeight\": \"100\"}", .badRequest, "rowHeight"),
                ("{\"preset\": \"fade-up\", \"rowHeight\": -1}", .badRequest, "rowHeight"),
                ("{\"preset\": \"fade-up\", \"variables\": {\"rowHeight\": 3}}", .badRequest, "variables"),
                ("{\"preset\": \"fade-up\", \"variables\": [\"x\"]}", .badRequest, "variables"),
                ("{\"preset\": \"fade-up\", \"underlying\": {\"card.nope\": 1}}", .badRequest, "underlying"),
                ("{\"preset\": \"fade-up\", \"reducedMotion\": 1}", .badRequest, "reducedMotion"),
                ("{\"preset\": \"fade-up\", \"reachableOnly\": true}", .badRequest, "reachableOnly"),
                ("{\"preset\": \"fade-up\", \"image\": \"no-such-image\"}", .notFound, ""),
                ("{\"definition\": 3}", .badRequest, "definition"),
                ("{\"definition\": \"{\\\"name\\\": \"}", .unprocessableContent, ""),
                // The first of the missing members the format lists, kind (name, kind, axis, timeline…).
                ("{\"definition\": {\"name\": \"x\"}}", .unprocessableContent, "kind"),
            ]
            for (body, status, path) in cases {
                let response = try await client.send(.post, "/api/preview", body: body)
                #expect(response.status == status, "\(body): \(response.text)")
                #expect(response.error?.path == path, "\(body): \(response.text)")
                #expect(response.error?.message.isEmpty == false)
            }
        }
        #expect(try fixture.dump() == before)
    }

    /// `trajectory` (as `--trajectory` takes it): the values over time, offsets following UIKit's
    /// deceleration `x₀ + v₀/1000 · (0.998^(1000t) − 1)/ln 0.998`; the scene carries the times
    /// its page plays. Refused naming the member when bad, beside `offsets`, for a menu or an export.
    @Test func aTrajectoryPreviewsOverTime() async throws {
        let fixture = try StudioFixture()
        let before = try fixture.dump()
        try await fixture.withClient { client in
            let response = try await client.send(.post, "/api/preview", body: #"{"preset": "fade-up", "trajectory": "fling:100:-2000"}"#)
            #expect(response.status == .ok, "\(response.text)")
            let body = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            let frames = try #require(body["frames"] as? [[String: Any]])
            try #require(frames.count > 60)
            for frame in frames.prefix(61) {
                let time = try #require(frame["time"] as? Double)
                let offset = try #require(frame["offset"] as? Double)
                #expect(abs(offset - (100 - 2 * (pow(0.998, 1000 * time) - 1) / log(0.998))) <= 1e-6, "t = \(time)")
            }
            let scene = try await client.send(.post, "/api/preview/scene", body: #"{"preset": "fade-up", "trajectory": "0:0,0.5:200"}"#)
            #expect(scene.status == .ok && scene.text.contains(#""times":[0,0.5]"#), "\(scene.text.prefix(300))")
            let cases: [(String, String, HTTPResponse.Status, String)] = [
                ("/api/preview", #"{"preset": "fade-up", "trajectory": "fling:0"}"#, .badRequest, "trajectory"),
                ("/api/preview", #"{"preset": "fade-up", "trajectory": 3}"#, .badRequest, "trajectory"),
                ("/api/preview", #"{"preset": "fade-up", "trajectory": "0:0,1:9", "offsets": [0]}"#, .badRequest, "trajectory"),
                ("/api/preview/scene", #"{"menu": "aeris-map-layers", "trajectory": "fling:0:900"}"#, .badRequest, "trajectory"),
                ("/api/preview", #"{"menu": "aeris-map-layers", "trajectory": "fling:0:900"}"#, .badRequest, "trajectory"),
                ("/api/export/css", #"{"preset": "fade-up", "trajectory": "fling:0:900"}"#, .badRequest, "trajectory"),
                ("/api/export/css", #"{"preset": "fade-up", "fallback": "sideways"}"#, .badRequest, "fallback"),
                ("/api/preview", #"{"preset": "fade-up", "fallback": "script"}"#, .badRequest, "fallback"),
            ]
            for (route, body, status, path) in cases {
                let refused = try await client.send(.post, route, body: body)
                #expect(refused.status == status, "\(route) \(body): \(refused.text)")
                #expect(refused.error?.path == path, "\(route) \(body): \(refused.text)")
            }
        }
        #expect(try fixture.dump() == before)
    }

    /// `"fallback": "script"` is `--fallback script`: the stylesheet describes fade-up's item for
    /// the script (its view timeline on the block axis, no insets, the entry range) and the page
    /// embeds the script; without it, neither.
    @Test func theFallbackMemberIsTheFallbackOption() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let described = try await client.send(.post, "/api/export/css", body: #"{"preset": "fade-up", "fallback": "script"}"#)
            #expect(described.status == .ok)
            #expect(
                described.text.contains(#"[data-preset="fade-up"] { --px-timeline: view block 0px 0px; --px-range: entry 0% entry 100%; }"#)
            )
            let plain = try await client.send(.post, "/api/export/css", body: #"{"preset": "fade-up", "fallback": "none"}"#)
            #expect(plain.status == .ok && !plain.text.contains("--px-range"))
            let page = try await client.send(.post, "/api/export/html", body: #"{"preset": "fade-up", "fallback": "script"}"#)
            #expect(page.status == .ok && page.text.contains("<script>") && page.text.contains("bringRulesIntoForce"))
            let plainPage = try await client.send(.post, "/api/export/html", body: #"{"preset": "fade-up"}"#)
            #expect(plainPage.status == .ok && !plainPage.text.contains("<script"))
        }
    }

    @Test func theCSSExportIsAStylesheetOfScrollDrivenAnimations() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let stored = try await client.send(.post, "/api/export/css", body: "{\"preset\": \"fade-up\"}")
            #expect(stored.status == .ok)
            #expect(stored.headers[.contentType] == "text/css; charset=utf-8")
            #expect(stored.text.contains("@keyframes"))
            // fade-up runs on its item's view timeline over the entry range, as its timeline says.
            #expect(stored.text.contains("view-timeline: --px-fade-up block;"))
            #expect(stored.text.contains("animation-range: entry 0% entry 100%;"))
            let unsaved = try await client.send(.post, "/api/export/css", body: "{\"definition\": \(Self.linearFade)}")
            #expect(unsaved.status == .ok)
            #expect(unsaved.text.contains("@keyframes"))
            // An overscroll effect cannot run in a browser unless only its reachable part is asked for.
            let overscroll = try await client.send(.post, "/api/export/css", body: "{\"preset\": \"stretch-header\"}")
            #expect(overscroll.status == .unprocessableContent)
            let reachable = try await client.send(
                .post, "/api/export/css", body: "{\"preset\": \"stretch-header\", \"reachableOnly\": true}")
            #expect(reachable.status == .ok)
            #expect(try await client.send(.post, "/api/export/css", body: "{\"menu\": \"aeris-map-layers\"}").status == .badRequest)
            #expect(
                try await client.send(.post, "/api/export/css", body: "{\"preset\": \"fade-up\", \"reducedMotion\": true}").status
                    == .badRequest)
        }
    }

    @Test func validateListsTheProblemsOfADefinition() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let valid = try #require(
                try await client.json(.post, "/api/validate", body: "{\"definition\": \(Self.linearFade)}") as? [String: Any])
            #expect((valid["problems"] as? [Any])?.isEmpty == true)
            let misspelt = Self.linearFade.replacingOccurrences(
                of: "{\"at\": 0, \"value\": 0}", with: "{\"at\": 0, \"value\": 0, \"easing\": \"outCubik\"}")
            let invalid = try #require(
                try await client.json(.post, "/api/validate", body: "{\"definition\": \(misspelt)}") as? [String: Any])
            let problems = try #require(invalid["problems"] as? [[String: String]])
            #expect(problems.count == 1)
            #expect(problems.first?["path"] == "tracks[0].keyframes[0].easing")
            #expect(problems.first?["message"]?.contains("did you mean 'outCubic'") == true)
            let syntax = try #require(
                try await client.json(.post, "/api/validate", body: "{\"definition\": \"{\\\"name\\\" 1}\"}") as? [String: Any])
            let syntaxProblem = try #require((syntax["problems"] as? [[String: String]])?.first)
            #expect(syntaxProblem["message"]?.contains("line 1, column") == true)
            #expect(try await client.send(.post, "/api/validate", body: "{}").status == .badRequest)
            #expect(try await client.send(.post, "/api/validate", body: "{\"definition\": {}, \"x\": 1}").status == .badRequest)
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
            .dropFirst().dropLast().description
    }
}
