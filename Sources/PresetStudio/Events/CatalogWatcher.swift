import CatalogTooling
import Logging
import PresetStore
import ServiceLifecycle

/// Finds every change to the catalog, whoever makes it (this studio, the CLI, another process),
/// and publishes it to the event streams within a fraction of a second.
///
/// How: a read-only connection of its own, which sees other connections' commits, polls SQLite's `PRAGMA data_version` every ``interval`` (200 ms). The pragma reads no table:
/// it changes exactly when another connection has committed, so an idle catalog costs next to
/// nothing. When it moves, the watcher reads every entry's version (each preset's name and
/// revision, each image's and menu's fields and items: ``CatalogVersions``) and publishes the
/// differences from the last reading. Polling was chosen over watching the file: a commit in WAL
/// mode writes the `-wal` file, not the catalog, and checkpoints write the catalog without any
/// change, so file events would need the same reading to tell what changed, and inotify and
/// kqueue differ between Linux and macOS while the pragma is the same everywhere.
package struct CatalogWatcher: Service {
    /// How often the data version is read.
    package static let interval = Duration.milliseconds(200)
    /// How long a stream may stay silent before it gets a keep-alive comment.
    package static let heartbeatInterval = Duration.seconds(15)

    let catalog: StudioCatalog
    let events: CatalogEvents
    let logger: Logger

    /// A watcher of the studio's catalog publishing to `events`.
    package init(catalog: StudioCatalog, events: CatalogEvents, logger: Logger) {
        self.catalog = catalog
        self.events = events
        self.logger = logger
    }

    /// Watches until the studio shuts down, then ends every event stream. When the catalog
    /// cannot be watched (its connection cannot be opened or read), the studio serves
    /// on without events, saying so once on stderr.
    package func run() async throws {
        defer { events.finish() }
        do {
            try await cancelWhenGracefulShutdown {
                let reader = try await Reader(opening: catalog)
                let start = try await reader.reading()
                try await watch(reader, from: start)
            }
        } catch is CancellationError {
            // The studio is shutting down.
        } catch {
            logger.error("the catalog cannot be watched, so GET /api/events sends no changes: \(error)")
            try? await gracefulShutdown()
        }
    }

    /// The watcher's own read-only connection to the file the studio's editor has open, opened
    /// again when the studio reopens its catalog (its ``StudioCatalog/generation``). A replaced
    /// reader is kept, never closed, as the studio keeps its replaced editor.
    private struct Reader {
        var catalog: StudioCatalog
        var generation: Int
        var retired: [StudioCatalog] = []

        init(opening studio: StudioCatalog) async throws {
            generation = studio.generation
            // The studio's opening verified the file already.
            let editor = try CatalogEditor.openReadOnly(at: studio.path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
            catalog = StudioCatalog(editor: editor, isReadOnly: true)
        }

        func reading() async throws -> Reading {
            Reading(
                dataVersion: try await catalog.run { try $0.dataVersion() }, versions: try await catalog.run { try $0.versions() },
                generation: generation)
        }

        /// Opens the file again when the studio did.
        mutating func follow(_ studio: StudioCatalog) async throws {
            guard studio.generation != generation else { return }
            let fresh = try await Reader(opening: studio)
            retired += [catalog] + fresh.retired
            catalog = fresh.catalog
            generation = fresh.generation
        }
    }

    /// What the watcher last read.
    private struct Reading: Sendable {
        var dataVersion: Int
        var versions: CatalogVersions
        var generation = 0
    }

    /// Looks every ``interval`` until cancelled, publishing what changed since `start`, and once
    /// (until the studio reopens it) that the catalog file was replaced, moved or deleted.
    private func watch(_ start: Reader, from reading: Reading) async throws {
        var reader = start
        var last = reading
        var sequence = 0
        var silence = Duration.zero
        var replacementAnnounced = false
        while true {
            try await Task.sleep(for: Self.interval)
            silence += Self.interval
            do {
                if catalog.fileWasReplaced() {
                    if !replacementAnnounced {
                        events.publish(.replaced(path: catalog.path))
                        replacementAnnounced = true
                        silence = .zero
                    }
                } else {
                    replacementAnnounced = false
                    try await reader.follow(catalog)
                    let dataVersion = try await reader.catalog.run { try $0.dataVersion() }
                    if dataVersion != last.dataVersion || reader.generation != last.generation {
                        let versions = try await reader.catalog.run { try $0.versions() }
                        for change in versions.changes(since: last.versions) {
                            sequence += 1
                            events.publish(.change(change, sequence: sequence))
                            silence = .zero
                        }
                        last = Reading(dataVersion: dataVersion, versions: versions, generation: reader.generation)
                    }
                }
            } catch {
                // A busy or checkpointing catalog: the next look tries again.
                logger.warning("catalog watcher: \(error)")
            }
            if silence >= Self.heartbeatInterval {
                events.publish(.heartbeat)
                silence = .zero
            }
        }
    }
}
