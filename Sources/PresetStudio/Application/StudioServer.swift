import CatalogEditing
import Foundation
import Hummingbird
import Logging
import PresetCatalog
import ServiceLifecycle
import UnixSignals

/// Runs a studio as `preset-manager studio` does: opens the catalog, binds, announces the address
/// with its token on one line, optionally opens a browser, and serves until SIGINT or SIGTERM,
/// then finishes the requests in flight (ending the event streams first) and returns.
package enum StudioServer {
    /// What the command's options say.
    package struct Options: Sendable {
        /// Where the catalog is.
        package var location: CatalogLocation
        /// The address to listen on (default: loopback only).
        package var host: String
        /// The port; 0 picks a free one.
        package var port: Int
        /// Whether every write is refused.
        package var readOnly: Bool
        /// Whether to open the address in a browser.
        package var opensBrowser: Bool

        /// Creates options.
        package init(
            location: CatalogLocation, host: String = "127.0.0.1", port: Int = 0, readOnly: Bool = false, opensBrowser: Bool = false
        ) {
            self.location = location
            self.host = host
            self.port = port
            self.readOnly = readOnly
            self.opensBrowser = opensBrowser
        }
    }

    /// The line announcing a running studio: `studio: http://127.0.0.1:PORT/?token=TOKEN`.
    package static func announcement(address: StudioAddress, token: AccessToken) -> String {
        "studio: \(address.baseURL)/?token=\(token.text)"
    }

    /// Opens the catalog and serves it until SIGINT or SIGTERM.
    /// - Parameters:
    ///   - announce: Receives the one line to print on stdout once the server listens.
    ///   - notice: Receives notices for stderr (a created default catalog, a browser that did not open).
    /// - Throws: ``CatalogError`` when the catalog cannot be opened; the server's error when it
    ///   cannot listen (the port is taken, the address is not this machine's).
    package static func run(
        _ options: Options, announce: @escaping @Sendable (String) -> Void, notice: @escaping @Sendable (String) -> Void
    ) async throws {
        let access = WriteAccess(path: options.location.path)
        let readOnly = options.readOnly || !access.isWritable
        if readOnly, !options.readOnly {
            notice(
                "catalog '\(pathText(options.location.path))' cannot be written by this user (\(access.reason)): "
                    + "serving it read-only (browse and preview; changes get 403)")
        }
        // Following other writers needs SQLite's -shm beside the file; on a read-only folder or
        // mount none can be made, nor can anyone else write there: it is opened as the CLI opens it.
        let editor =
            readOnly
            ? try CatalogEditor.open(
                options.location, writable: false, followsOtherWriters: access.isFolderWritable, notice: notice)
            : try CatalogEditor.open(options.location, writable: true, notice: notice)
        var logger = Logger(label: "preset-studio")
        logger.logLevel = .warning
        let studio = Studio(
            catalog: StudioCatalog(editor: editor, isReadOnly: readOnly), address: StudioAddress(host: options.host))
        let opener = BrowserOpener()
        defer { opener.removePage() }
        let application = studio.buildApplication(port: options.port, logger: logger) { _ in
            let line = announcement(address: studio.address, token: studio.token)
            announce(line)
            if options.opensBrowser { opener.open(String(line.dropFirst("studio: ".count)), notice: notice) }
        }
        let watcher = CatalogWatcher(catalog: studio.catalog, events: studio.events, logger: logger)
        // A group shuts its services down in reverse order: the watcher first, which ends the
        // event streams, then the server, which then has only finite requests to finish.
        let group = ServiceGroup(services: [application, watcher], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        do {
            try await group.run()
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(.ioFailure, "studio: cannot serve on \(options.host) port \(options.port): \(error)")
        }
    }
}
