import CatalogEditing
import Foundation
import HTTPTypes
import Logging
import PresetStore
import ServiceLifecycle
import TestSupport
import Testing

@testable import PresetStudio

/// What the event stream reports: the changes between two readings of a catalog
/// (``CatalogVersions``), and the watcher that finds them when another connection writes.
@Suite(.onOwnThreads) struct EventTests {
    @Test func theDifferencesBetweenTwoReadingsAreTheEntriesThatChanged() throws {
        let fixture = try StudioFixture()
        let writer = fixture.studio.catalog.editor
        let reader = try fixture.reader()
        let first = try reader.versions()
        #expect(first.changes(since: first).isEmpty)
        #expect(
            first.count
                == Int(
                    try fixture.query(
                        "SELECT (SELECT count(*) FROM presets) + (SELECT count(*) FROM images) + (SELECT count(*) FROM menus)")))

        var definition = try writer.preset(named: "fade-up").definition
        definition.summary = "changed"
        try writer.updatePreset(named: "fade-up", to: definition)
        try writer.rename(.preset, named: "zoom-in", to: "zoom-in-2")
        try writer.deletePreset(named: "fade-down")
        definition.name = "fade-new"
        try writer.createPreset(definition)
        try writer.updateItem(inMenu: "aeris-map-layers", at: 0, changes: MenuItemChanges(title: "Radar map"))
        let second = try reader.versions()
        #expect(
            second.changes(since: first) == [
                CatalogChange(kind: .preset, name: "fade-down", action: .deleted),
                CatalogChange(kind: .preset, name: "fade-new", action: .created, revision: 1),
                CatalogChange(kind: .preset, name: "fade-up", action: .updated, revision: 2),
                CatalogChange(kind: .preset, name: "zoom-in-2", action: .renamed, revision: 1, previousName: "zoom-in"),
                CatalogChange(kind: .menu, name: "aeris-map-layers", action: .updated),
            ])
        #expect(second.changes(since: second).isEmpty)
    }

    @Test func theDataVersionMovesOnlyWhenAnotherConnectionCommits() throws {
        let fixture = try StudioFixture()
        let writer = fixture.studio.catalog.editor
        let reader = try fixture.reader()
        let start = try reader.dataVersion()
        _ = try reader.versions()
        #expect(try reader.dataVersion() == start)
        try writer.copyPreset(named: "fade-up", to: "fade-copy")
        #expect(try reader.dataVersion() != start)
        // The sqlite3 shell is another process.
        let afterCopy = try reader.dataVersion()
        _ = try Shell.output(["sqlite3", fixture.path, "UPDATE presets SET summary = 'x' WHERE name = 'fade-copy'"])
        #expect(try reader.dataVersion() != afterCopy)
    }

    /// The watcher publishes a change another process makes, and the stream writes it as an
    /// event `catalog`. The change is made again, with a new revision each time, until an event
    /// comes: one made before the watcher's first reading would be part of that reading. (The
    /// 1 s promise is timed through the built tool, `BuiltToolTests`, where nothing else shares
    /// the studio's threads.)
    @Test func theWatcherPublishesAChangeByAnotherProcess() async throws {
        let fixture = try StudioFixture()
        var logger = Logger(label: "studio-tests")
        logger.logLevel = .critical
        let events = fixture.studio.events
        let stream = events.subscribe()
        let group = ServiceGroup(
            services: [CatalogWatcher(catalog: fixture.studio.catalog, events: events, logger: logger)], logger: logger)
        let first = try await withThrowingTaskGroup(of: CatalogEvents.Message?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            tasks.addTask { await stream.first { _ in true } }
            tasks.addTask {
                for revision in 2...120 {
                    _ = try Shell.output(["sqlite3", fixture.path, "UPDATE presets SET revision = \(revision) WHERE name = 'fade-up'"])
                    try await Task.sleep(for: .seconds(1))
                }
                return nil
            }
            var message: CatalogEvents.Message?
            while message == nil, let next = try await tasks.next() { message = next }
            await group.triggerGracefulShutdown()
            tasks.cancelAll()
            return message
        }
        guard case .change(let change, let sequence)? = first else {
            Issue.record("no event: \(String(describing: first))")
            return
        }
        #expect(sequence == 1)
        #expect(change.kind == .preset)
        #expect(change.name == "fade-up")
        #expect(change.action == .updated)
        let revision = try #require(change.revision)
        #expect(revision >= 2)
        #expect(
            EventRoutes.text(of: .change(change, sequence: 1))
                == "event: catalog\nid: 1\ndata: {\"action\":\"updated\",\"kind\":\"preset\",\"name\":\"fade-up\",\"revision\":\(revision)}\n\n"
        )
        #expect(EventRoutes.text(of: .heartbeat) == ": keep-alive\n\n")
    }
}
