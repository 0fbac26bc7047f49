import CatalogTooling
import Foundation
import HTTPTypes
import Logging
import PresetStore
import PresetStudio
import ServiceLifecycle
import Testing

/// What the event stream reports: the changes between two readings of a catalog
/// (``CatalogVersions``), and the watcher that finds them when another connection writes.
@Suite struct EventTests {
    @Test func theDifferencesBetweenTwoReadingsAreTheEntriesThatChanged() throws {
        let fixture = try StudioFixture()
        let writer = fixture.studio.catalog.editor
        let reader = try writer.follower()
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
        let reader = try writer.follower()
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

    @Test func theStreamGetsAnEventForAChangeByAnotherConnection() async throws {
        let fixture = try StudioFixture()
        var logger = Logger(label: "studio-tests")
        logger.logLevel = .critical
        let events = fixture.studio.events
        let watcher = CatalogWatcher(catalog: fixture.studio.catalog, events: events, logger: logger)
        let group = ServiceGroup(services: [watcher], logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await fixture.withClient { client in
                // The first event arrives through the whole HTTP route.
                let response = try await withThrowingTaskGroup(of: String.self) { reading in
                    reading.addTask {
                        let stream = try await client.send(.get, "/api/events")
                        return stream.text
                    }
                    // Once the stream is open (and the watcher has taken its first reading),
                    // change the catalog elsewhere, then end the stream (as a shutdown does) so
                    // the response completes.
                    let opened = ContinuousClock.now
                    while events.subscriberCount == 0, ContinuousClock.now - opened < .seconds(20) {
                        try await Task.sleep(for: .milliseconds(20))
                    }
                    try await Task.sleep(for: .milliseconds(500))
                    let changed = ContinuousClock.now
                    _ = try Shell.output(["sqlite3", fixture.path, "UPDATE presets SET revision = 5 WHERE name = 'fade-up'"])
                    // The 1 s promise is timed through the built tool (BuiltToolTests); here the
                    // event only has to come while the whole suite runs beside it.
                    while ContinuousClock.now - changed < .seconds(3) { try await Task.sleep(for: .milliseconds(50)) }
                    await group.triggerGracefulShutdown()
                    return try await reading.next() ?? ""
                }
                #expect(response.hasPrefix("retry: 1000\n"))
                #expect(
                    response.contains(
                        "event: catalog\nid: 1\ndata: {\"action\":\"updated\",\"kind\":\"preset\",\"name\":\"fade-up\",\"revision\":5}\n\n")
                )
            }
            try await tasks.waitForAll()
        }
    }
}
