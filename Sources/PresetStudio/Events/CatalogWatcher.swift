import CatalogEditing
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

    /// Watches until the studio shuts down, then ends every event stream. A look that fails (the
    /// watcher's connection cannot be opened or read: a busy or checkpointing catalog) is tried
    /// again at the next one, saying so on stderr once until a look succeeds; a replaced file is
    /// announced even before the watcher's own connection could be opened.
    package func run() async throws {
        defer { events.finish() }
        do {
            try await cancelWhenGracefulShutdown { try await watch() }
        } catch is CancellationError {
            // The studio is shutting down.
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

    /// The watcher's connection and what it last read through it, once it could be opened.
    private struct Watched {
        var reader: Reader
        var last: Reading
    }

    /// Looks at once and then every ``interval`` until cancelled: publishes what changed since
    /// the first reading, and once (until the studio reopens it) that the catalog file was
    /// replaced, moved or deleted.
    private func watch() async throws {
        var watched: Watched?
        var sequence = 0
        var silence = Duration.zero
        var replacementAnnounced = false
        var failureReported = false
        while true {
            do {
                if catalog.fileWasReplaced() {
                    if !replacementAnnounced {
                        events.publish(.replaced(path: catalog.path))
                        replacementAnnounced = true
                        silence = .zero
                    }
                } else if var current = watched {
                    replacementAnnounced = false
                    try await current.reader.follow(catalog)
                    watched = current
                    let dataVersion = try await current.reader.catalog.run { try $0.dataVersion() }
                    if dataVersion != current.last.dataVersion || current.reader.generation != current.last.generation {
                        let versions = try await current.reader.catalog.run { try $0.versions() }
                        for change in versions.changes(since: current.last.versions) {
                            sequence += 1
                            events.publish(.change(change, sequence: sequence))
                            silence = .zero
                        }
                        watched?.last = Reading(dataVersion: dataVersion, versions: versions, generation: current.reader.generation)
                    }
                } else {
                    replacementAnnounced = false
                    let reader = try await Reader(opening: catalog)
                    watched = Watched(reader: reader, last: try await reader.reading())
                }
                failureReported = false
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                if !failureReported {
                    logger.warning("catalog watcher: \(error); trying again every \(Self.interval)")
                    failureReported = true
                }
            }
            try await Task.sleep(for: Self.interval)
            silence += Self.interval
            if silence >= Self.heartbeatInterval {
                events.publish(.heartbeat)
                silence = .zero
            }
        }
    }
}
