import CatalogEditing
import Foundation
import HTTPTypes
import Logging
import PresetStore
import ServiceLifecycle
import TestSupport
import Testing

@testable import PresetStudio

/// A catalog held open by the studio stays the catalog it opened: once the file at its path is
/// replaced (`git checkout` renames a new file over it), moved over by another (`mv other C`)
/// or deleted, every write is refused with 409 `catalog-replaced`, nothing is written into the
/// old file or through its `-wal`, the file now at the path is left intact, and
/// `POST /api/catalog/reopen` opens the new file when asked.
@Suite(.onOwnThreads) struct CatalogReplacementTests {
    /// A catalog file holding the seed and one preset of its own, `theirs`, made beside the
    /// studio's and closed: the other branch's catalog.
    static func otherCatalog(beside fixture: StudioFixture) throws -> String {
        let path = fixture.files.file("other.sqlite")
        let editor = try CatalogEditor.create(at: path, seeded: true)
        try editor.createPreset(DefinitionText.preset(from: PresetRouteTests.fadeUp(name: "theirs"), source: "theirs.json"))
        return path
    }

    /// The names of the presets of the catalog at `path`, read by the `sqlite3` shell.
    static func presetNames(_ path: String) throws -> [String] {
        try Shell.output(["sqlite3", "-readonly", path, "SELECT name FROM presets ORDER BY name"])
            .split(separator: "\n").map(String.init)
    }

    /// `PRAGMA integrity_check` of the file at `path` by the `sqlite3` shell, which reads the
    /// `-wal` it finds beside it as any opener would.
    static func integrity(_ path: String) throws -> String {
        try Shell.output(["sqlite3", "-readonly", path, "PRAGMA integrity_check"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The refusal every write gets once the file was replaced.
    static func expectReplacedRefusal(_ response: StudioResponse, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(response.status == .conflict, "\(response.text)", sourceLocation: sourceLocation)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        #expect(body["error"] as? String == "catalog-replaced", sourceLocation: sourceLocation)
        #expect((body["message"] as? String)?.contains("was replaced, moved or deleted") == true, sourceLocation: sourceLocation)
    }

    /// `git checkout other-branch`: git writes the other branch's file beside it and renames it
    /// over the catalog. The studio's save is refused, the new file keeps the other branch's
    /// presets and stays sound, the write acknowledged before the checkout is in the old file
    /// (kept here by a hard link, as a stash would keep it) without its `-wal`, and after the
    /// reopen a save lands in the new file.
    @Test func aCheckoutReplacingTheFileRefusesSavesUntilReopened() async throws {
        let fixture = try StudioFixture()
        let other = try Self.otherCatalog(beside: fixture)
        let oldFile = fixture.files.file("old-catalog.sqlite")
        try await fixture.withClient { client in
            let before = try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine-before"))
            #expect(before.status == .created)
            try FileManager.default.linkItem(atPath: fixture.path, toPath: oldFile)
            #expect(rename(other, fixture.path) == 0)
            let theirs = try Self.presetNames(fixture.path)

            let refused = try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine-after"))
            try Self.expectReplacedRefusal(refused)
            try Self.expectReplacedRefusal(try await client.send(.get, "/api/presets/fade-up"))
            #expect(try Self.presetNames(fixture.path) == theirs)
            #expect(theirs.contains("theirs") && !theirs.contains("mine-before"))
            #expect(try Self.integrity(fixture.path) == "ok")
            // The acknowledged write is in the old file itself, not only in a -wal at the path.
            #expect(try SQLiteShell.dumpOfClosedFile(oldFile).contains("mine-before"))

            let reopened = try #require(try await client.json(.post, "/api/catalog/reopen") as? [String: Any])
            #expect(reopened["reopened"] as? Bool == true)
            let again = try #require(try await client.json(.post, "/api/catalog/reopen") as? [String: Any])
            #expect(again["reopened"] as? Bool == false)
            let saved = try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine-after"))
            #expect(saved.status == .created, "\(saved.text)")
            #expect(try Self.presetNames(fixture.path) == (theirs + ["mine-after"]).sorted())
            #expect(try Self.integrity(fixture.path) == "ok")
        }
    }

    /// `mv other.sqlite C` while the studio holds C: the moved file must not inherit the
    /// studio's `-wal` (which made it "database disk image is malformed"), and no save goes
    /// through it.
    @Test func anotherFileMovedOverTheCatalogIsNeverWrittenThroughTheOldLog() async throws {
        let fixture = try StudioFixture()
        let other = try Self.otherCatalog(beside: fixture)
        let theirsBefore = try Self.presetNames(other)
        try await fixture.withClient { client in
            for index in 0..<5 {
                let saved = try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine-\(index)"))
                #expect(saved.status == .created)
            }
            try FileManager.default.removeItem(atPath: fixture.path)
            try FileManager.default.moveItem(atPath: other, toPath: fixture.path)
            #expect(try Self.integrity(fixture.path) == "ok")
            #expect(try Self.presetNames(fixture.path) == theirsBefore)
            for index in 5..<8 {
                try Self.expectReplacedRefusal(
                    try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine-\(index)")))
            }
            try Self.expectReplacedRefusal(
                try await client.send(
                    .put, "/api/presets/theirs", body: PresetRouteTests.fadeUp(name: "theirs", alphaStart: 0.5),
                    headers: [.ifMatch: "\"1\""]))
            #expect(try Self.integrity(fixture.path) == "ok")
            #expect(try Self.presetNames(fixture.path) == theirsBefore)
        }
    }

    /// The catalog deleted under the studio: saves are refused (they answered 201 into nothing),
    /// no catalog appears at the path, and a reopen says the file does not exist.
    @Test func aDeletedCatalogRefusesSavesAndCannotBeReopened() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            #expect(try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "mine")).status == .created)
            try FileManager.default.removeItem(atPath: fixture.path)
            try Self.expectReplacedRefusal(try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "lost")))
            try Self.expectReplacedRefusal(try await client.send(.delete, "/api/presets/fade-up", headers: [.ifMatch: "\"1\""]))
            #expect(!FileManager.default.fileExists(atPath: fixture.path))
            let reopen = try await client.send(.post, "/api/catalog/reopen")
            #expect(reopen.status == .notFound, "\(reopen.text)")
            #expect(!FileManager.default.fileExists(atPath: fixture.path))
            // A write-ahead log left at the path holds nothing a new catalog there could inherit.
            let log = fixture.path + "-wal"
            let logSize =
                FileManager.default.fileExists(atPath: log) ? try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int : 0
            #expect(logSize == 0)
        }
    }

    /// Between writes the studio leaves nothing in its `-wal`: a file renamed over the catalog
    /// at any moment inherits no frame.
    @Test func everyStudioWriteLeavesTheLogEmpty() async throws {
        let fixture = try StudioFixture()
        try await fixture.withClient { client in
            for index in 0..<3 {
                #expect(try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "w-\(index)")).status == .created)
                let size = try FileManager.default.attributesOfItem(atPath: fixture.path + "-wal")[.size] as? Int
                #expect(size == 0)
            }
        }
    }

    /// What the event stream receives while a watcher runs on the fixture's studio and the
    /// catalog is replaced by `other` (before the watcher starts, or a second after): once the
    /// replacement is announced and a few more looks have passed, the studio reopens, and the
    /// reopened file's preset `theirs` is changed until a change to it is reported. Ends there,
    /// or after a minute of waiting (the caller's expectations then fail rather than the run
    /// stalling; the suite runs on threads of its own, so a loaded machine's blocked tests do
    /// not eat into that minute).
    static func messagesAcrossAReplacement(
        of fixture: StudioFixture, by other: String, beforeTheWatcherStarts: Bool
    ) async throws -> [CatalogEvents.Message] {
        if beforeTheWatcherStarts { #expect(rename(other, fixture.path) == 0) }
        var logger = Logger(label: "studio-tests")
        logger.logLevel = .critical
        let events = fixture.studio.events
        let stream = events.subscribe()
        let announcements = events.subscribe()
        let catalog = fixture.studio.catalog
        let group = ServiceGroup(services: [CatalogWatcher(catalog: catalog, events: events, logger: logger)], logger: logger)
        return try await withThrowingTaskGroup(of: [CatalogEvents.Message]?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            tasks.addTask {
                var received: [CatalogEvents.Message] = []
                for await message in stream {
                    received.append(message)
                    if case .change(let change, _) = message, change.name == "theirs" { return received }
                }
                return received
            }
            tasks.addTask {
                if !beforeTheWatcherStarts {
                    try await Task.sleep(for: .seconds(1))
                    #expect(rename(other, fixture.path) == 0)
                }
                for await message in announcements {
                    if case .replaced = message { break }
                }
                try await Task.sleep(for: .seconds(2))
                #expect(try await catalog.reopen())
                // The watcher may take its first reading of the reopened file after any one
                // change: keep changing it until a change is reported.
                for revision in 2...100 {
                    _ = try Shell.output(["sqlite3", fixture.path, "UPDATE presets SET revision = \(revision) WHERE name = 'theirs'"])
                    try await Task.sleep(for: .milliseconds(300))
                }
                return []
            }
            tasks.addTask {
                try await Task.sleep(for: .seconds(60))
                return []
            }
            var result: [CatalogEvents.Message]?
            while result == nil, let next = try await tasks.next() { result = next }
            await group.triggerGracefulShutdown()
            tasks.cancelAll()
            return result ?? []
        }
    }

    /// A watcher that first looks after the file was replaced (a loaded machine starts it late)
    /// announces the replacement all the same, and follows the file once the studio reopens it.
    @Test func aWatcherStartedAfterTheReplacementAnnouncesIt() async throws {
        let fixture = try StudioFixture()
        let other = try Self.otherCatalog(beside: fixture)
        let messages = try await Self.messagesAcrossAReplacement(of: fixture, by: other, beforeTheWatcherStarts: true)
        #expect(messages.filter { if case .replaced = $0 { true } else { false } }.count == 1, "\(messages)")
        #expect(messages.contains { if case .change(let change, _) = $0 { change.name == "theirs" } else { false } }, "\(messages)")
    }

    /// The watcher tells the streams once that the file was replaced (`catalog-replaced`, which
    /// the page shows as a banner), however many looks pass before the reopen, and after the
    /// reopen it reports the new file's changes.
    @Test func theWatcherAnnouncesTheReplacementOnceAndFollowsTheReopenedFile() async throws {
        let fixture = try StudioFixture()
        let other = try Self.otherCatalog(beside: fixture)
        let messages = try await Self.messagesAcrossAReplacement(of: fixture, by: other, beforeTheWatcherStarts: false)
        let replacements = messages.filter { if case .replaced = $0 { true } else { false } }
        #expect(replacements.count == 1, "\(messages)")
        guard case .replaced(let path)? = replacements.first else { return }
        #expect(path == fixture.path)
        #expect(
            EventRoutes.text(of: .replaced(path: "/tmp/c.sqlite"))
                == "event: catalog-replaced\ndata: {\"error\":\"catalog-replaced\",\"path\":\"/tmp/c.sqlite\"}\n\n")
        let changes = messages.compactMap { message -> CatalogChange? in
            if case .change(let change, _) = message { change } else { nil }
        }
        // The reopened file's presets differ from the old one's: theirs is new to the watcher.
        #expect(changes.contains { $0.name == "theirs" }, "\(messages)")
    }
}
