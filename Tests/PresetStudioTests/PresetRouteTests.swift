import Foundation
import HTTPTypes
import PresetStudio
import Testing

/// `/api/presets` in-process: every route and every status it can answer, checked against the
/// seed catalog's file and the `sqlite3` shell's view of the catalog.
@Suite struct PresetRouteTests {
    /// fade-up as the seed file defines it, with one keyframe value changed.
    static func fadeUp(name: String = "fade-up", alphaStart: Double = 0) -> String {
        """
        {"name": "\(name)", "kind": "entrance", "axis": "vertical",
         "summary": "Animate On Scroll fade-up: fades in rising 100 pt while entering",
         "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
         "tracks": [
          {"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": \(alphaStart), "easing": "ease"}, {"at": 1, "value": 1}]},
          {"target": "card", "property": "translationY", "keyframes": [{"at": 0, "value": 100, "easing": "ease"}, {"at": 1, "value": 0}]}]}
        """
    }

    @Test func theListHasEverySeedPresetWithItsNamedMembers() async throws {
        let fixture = try StudioFixture()
        let seed = try SeedFile.presets()
        try await fixture.withClient { client in
            let body = try #require(try await client.json(.get, "/api/presets") as? [String: Any])
            let presets = try #require(body["presets"] as? [[String: Any]])
            #expect(presets.map { $0["name"] as? String } == seed.map(\.name).sorted())
            for preset in presets {
                #expect(Set(preset.keys) == ["name", "kind", "axis", "summary", "revision"])
                let name = try #require(preset["name"] as? String)
                let expected = try #require(seed.first { $0.name == name })
                #expect(preset["kind"] as? String == expected.kind)
                #expect(preset["summary"] as? String == expected.summary)
                #expect(preset["revision"] as? Int == 1)
            }
            let page = try #require(try await client.json(.get, "/api/presets?prefix=fade&limit=2") as? [String: Any])
            #expect((page["presets"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["fade-down", "fade-left"])
            let badLimit = try await client.send(.get, "/api/presets?limit=0")
            #expect(badLimit.status == .badRequest)
            #expect(badLimit.error?.path == "limit")
        }
    }

    @Test func showIsTheDefinitionWithItsRevisionAsETag() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let response = try await client.send(.get, "/api/presets/fade-up")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.headers[.eTag] == "\"\(try fixture.query("SELECT revision FROM presets WHERE name = 'fade-up'"))\"")
            var shown = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            // `presets show` names the published schema (docs/schema/preset.schema.json's `$id`).
            #expect(shown.removeValue(forKey: "$schema") as? String == "urn:parallax-presets:schema:preset:1")
            let seed = try #require(try JSONSerialization.jsonObject(with: Data(Self.fadeUp().utf8)) as? NSDictionary)
            #expect(NSDictionary(dictionary: shown) == seed)
            let missing = try await client.send(.get, "/api/presets/fade-upp")
            #expect(missing.status == .notFound)
            #expect(missing.error?.message == "preset 'fade-upp' not found (did you mean 'fade-up'?)")
        }
    }

    /// A value reading a name the body does not declare (`"one"` for `1`) is refused on create
    /// and on save, at the value's path, and changes nothing; declared, the same value saves.
    @Test func aValueReadingAnUndeclaredVariableIsRefusedAtItsPath() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let before = try fixture.dump()
            let one = Self.fadeUp(name: "fade-one").replacingOccurrences(of: #""value": 0.0, "easing""#, with: #""value": "one", "easing""#)
            let created = try await client.send(.post, "/api/presets", body: one)
            #expect(created.status == .unprocessableContent, "\(created.text)")
            #expect(created.error?.path == "tracks[0].keyframes[0].value")
            #expect(
                created.error?.message
                    == #"definition: tracks[0].keyframes[0].value: reads the variable 'one', which "variables" does not declare (add it to "variables" if the app supplies it)"#
            )
            let saved = try await client.send(
                .put, "/api/presets/fade-up", body: one.replacingOccurrences(of: "fade-one", with: "fade-up"), headers: [.ifMatch: "\"1\""])
            #expect(saved.status == .unprocessableContent, "\(saved.text)")
            #expect(saved.error?.path == "tracks[0].keyframes[0].value")
            #expect(try fixture.dump() == before)
            let declared = one.replacingOccurrences(of: #""tracks""#, with: #""variables": ["one"], "tracks""#)
            let accepted = try await client.send(.post, "/api/presets", body: declared)
            #expect(accepted.status == .created, "\(accepted.text)")
        }
    }

    @Test func createAnswers201WithETagAndRefusesATakenName() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let created = try await client.send(.post, "/api/presets", body: Self.fadeUp(name: "fade-twice", alphaStart: 0.5))
            #expect(created.status == .created, "\(created.text)")
            #expect(created.headers[.eTag] == "\"1\"")
            #expect(created.headers[.location] == "/api/presets/fade-twice")
            #expect(created.text.contains("\"name\": \"fade-twice\""))
            let before = try fixture.dump()
            let taken = try await client.send(.post, "/api/presets", body: Self.fadeUp())
            #expect(taken.status == .conflict)
            #expect(taken.error?.message == "preset 'fade-up' already exists")
            let invalid = try await client.send(
                .post, "/api/presets", body: Self.fadeUp(name: "fade-bad").replacingOccurrences(of: "\"ease\"", with: "\"outCubik\""))
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.error?.path == "tracks[0].keyframes[0].easing")
            let problems = try #require(
                (try JSONSerialization.jsonObject(with: Data(invalid.text.utf8)) as? [String: Any])?["problems"] as? [[String: String]])
            // Both tracks' first keyframes had "ease": both problems, in order.
            #expect(problems.map { $0["path"] } == ["tracks[0].keyframes[0].easing", "tracks[1].keyframes[0].easing"])
            #expect(problems.allSatisfy { $0["message"]?.hasPrefix("unknown curve 'outCubik'") == true })
            #expect(try fixture.dump() == before)
        }
        #expect(try fixture.query("SELECT revision FROM presets WHERE name = 'fade-twice'") == "1")
        #expect(
            try fixture.query(
                "SELECT value_number FROM keyframes k JOIN tracks t ON t.id = k.track_id JOIN presets p ON p.id = t.preset_id WHERE p.name = 'fade-twice' AND t.property = 'alpha' AND k.position = 0"
            ) == "0.5")
    }

    @Test func anUpdateNeedsTheCurrentRevision() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let before = try fixture.dump()
            let withoutIfMatch = try await client.send(.put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.2))
            #expect(withoutIfMatch.status == .preconditionRequired)
            #expect(withoutIfMatch.error?.path == "If-Match")
            let stale = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.2), headers: [.ifMatch: "\"7\""])
            #expect(stale.status == .preconditionFailed)
            #expect(stale.error?.message.contains("is at revision 1, not 7") == true)
            let weak = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.2), headers: [.ifMatch: "W/\"1\""])
            #expect(weak.status == .preconditionFailed)
            let renamed = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(name: "fade-other"), headers: [.ifMatch: "\"1\""])
            #expect(renamed.status == .unprocessableContent)
            // The catalog's words alone: the command line's "(to rename, use presets rename)" is not the API's.
            #expect(renamed.error?.message == "preset 'fade-up': the definition is named 'fade-other'; an update keeps the name")
            let notJSON = try await client.send(.put, "/api/presets/fade-up", body: "{\"name\": ", headers: [.ifMatch: "\"1\""])
            #expect(notJSON.status == .badRequest)
            #expect(try fixture.dump() == before)

            let saved = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.2), headers: [.ifMatch: "\"1\""])
            #expect(saved.status == .ok, "\(saved.text)")
            #expect(saved.headers[.eTag] == "\"2\"")
            #expect(try fixture.query("SELECT revision FROM presets WHERE name = 'fade-up'") == "2")
            // The same If-Match again: someone (this client) saved since.
            let second = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.3), headers: [.ifMatch: "\"1\""])
            #expect(second.status == .preconditionFailed)
            let overwrite = try await client.send(
                .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.3), headers: [.ifMatch: "*"])
            #expect(overwrite.headers[.eTag] == "\"3\"")
        }
    }

    @Test func deletionNeedsTheRevisionAndNoMenuItemUsingThePreset() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let before = try fixture.dump()
            #expect(try await client.send(.delete, "/api/presets/fade-up").status == .preconditionRequired)
            #expect(try await client.send(.delete, "/api/presets/fade-up", headers: [.ifMatch: "\"2\""]).status == .preconditionFailed)
            let inUse = try await client.send(.delete, "/api/presets/aeris-cell-background", headers: [.ifMatch: "\"1\""])
            #expect(inUse.status == .conflict)
            #expect(inUse.error?.message.hasPrefix("preset 'aeris-cell-background' is used by menu items aeris-map-layers#0") == true)
            #expect(try await client.send(.delete, "/api/presets/nope", headers: [.ifMatch: "\"1\""]).status == .notFound)
            #expect(try fixture.dump() == before)
            #expect(try await client.send(.delete, "/api/presets/fade-up", headers: [.ifMatch: "\"1\""]).status == .noContent)
        }
        #expect(try fixture.query("SELECT count(*) FROM presets WHERE name = 'fade-up'") == "0")
    }

    @Test func renameCopyHistoryRevertAndDiff() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let renamed = try await client.send(.post, "/api/presets/aeris-cell-background/rename", body: "{\"to\": \"aeris-cell\"}")
            #expect(renamed.status == .ok, "\(renamed.text)")
            #expect(renamed.headers[.location] == "/api/presets/aeris-cell")
            // The menu items follow the rename.
            #expect(try fixture.query("SELECT DISTINCT p.name FROM menu_items i JOIN presets p ON p.id = i.preset_id") == "aeris-cell")
            #expect(try await client.send(.post, "/api/presets/fade-up/rename", body: "{\"to\": \"zoom-in\"}").status == .conflict)
            // If-Match, when given, must be the current revision: a stale one renames nothing.
            let before = try fixture.dump()
            let stale = try await client.send(
                .post, "/api/presets/fade-up/rename", body: "{\"to\": \"fade-in-up\"}", headers: [.ifMatch: "\"2\""])
            #expect(stale.status == .preconditionFailed)
            #expect(try fixture.dump() == before)
            let current = try await client.send(
                .post, "/api/presets/fade-up/rename", body: "{\"to\": \"fade-in-up\"}", headers: [.ifMatch: "\"1\""])
            #expect(current.status == .ok, "\(current.text)")
            #expect(current.headers[.eTag] == "\"1\"", "a rename keeps the revision")
            _ = try await client.send(.post, "/api/presets/fade-in-up/rename", body: "{\"to\": \"fade-up\"}")
            #expect(try await client.send(.post, "/api/presets/fade-up/rename", body: "{\"to\": 3}").status == .badRequest)
            #expect(try await client.send(.post, "/api/presets/fade-up/rename", body: "{\"name\": \"x\"}").status == .badRequest)

            let copied = try await client.send(.post, "/api/presets/fade-up/copy", body: "{\"to\": \"fade-copy\"}")
            #expect(copied.status == .created)
            #expect(copied.headers[.eTag] == "\"1\"")

            _ = try await client.send(.put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: 0.4), headers: [.ifMatch: "\"1\""])
            let history = try #require(try await client.json(.get, "/api/presets/fade-up/history") as? [[String: Any]])
            #expect(history.map { $0["revision"] as? Int } == [2, 1])
            #expect(history.map { $0["current"] as? Bool } == [true, false])

            let diff = try #require(try await client.json(.get, "/api/presets/fade-up/diff?from=1&to=2") as? [String: Any])
            #expect(diff["from"] as? Int == 1)
            #expect(diff["to"] as? Int == 2)
            #expect((diff["changes"] as? [Any])?.count == 1)  // the one keyframe value changed
            #expect(try await client.send(.get, "/api/presets/fade-up/diff?from=one").status == .badRequest)

            #expect(
                try await client.send(.post, "/api/presets/fade-up/revert", body: "{\"to\": 1}", headers: [.ifMatch: "\"1\""]).status
                    == .preconditionFailed)
            #expect(try await client.send(.post, "/api/presets/fade-up/revert", body: "{\"to\": 9}").status == .notFound)
            #expect(try await client.send(.post, "/api/presets/fade-up/revert", body: "{\"to\": 1.5}").status == .badRequest)
            let reverted = try await client.send(.post, "/api/presets/fade-up/revert", body: "{\"to\": 1}", headers: [.ifMatch: "\"2\""])
            #expect(reverted.status == .ok)
            #expect(reverted.headers[.eTag] == "\"3\"")
        }
        #expect(
            try fixture.query(
                "SELECT value_number FROM keyframes k JOIN tracks t ON t.id = k.track_id JOIN presets p ON p.id = t.preset_id WHERE p.name = 'fade-up' AND t.property = 'alpha' AND k.position = 0"
            ) == "0.0")
    }

    @Test func twoSavesWithTheSameIfMatchHaveExactlyOneWinner() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for alpha in [0.25, 0.75] {
                    group.addTask {
                        try await client.send(
                            .put, "/api/presets/fade-up", body: Self.fadeUp(alphaStart: alpha), headers: [.ifMatch: "\"1\""]
                        ).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted { $0.code < $1.code } == [.ok, .preconditionFailed])
        }
        #expect(try fixture.query("SELECT revision FROM presets WHERE name = 'fade-up'") == "2")
        #expect(
            try fixture.query("SELECT count(*) FROM preset_revisions r JOIN presets p ON p.id = r.preset_id WHERE p.name = 'fade-up'")
                == "1")
    }
}

/// The seed catalog's presets as the committed file lists them.
enum SeedFile {
    struct Preset {
        let name: String
        let kind: String
        let summary: String
    }

    static func presets() throws -> [Preset] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("seed/catalog.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require(document["presets"] as? [[String: Any]]).map {
            Preset(name: $0["name"] as? String ?? "", kind: $0["kind"] as? String ?? "", summary: $0["summary"] as? String ?? "")
        }
    }
}
