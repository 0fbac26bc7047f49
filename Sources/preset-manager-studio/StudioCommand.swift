import ArgumentParser
import CatalogEditing
import CommandLineEdge
import Foundation
import PresetCatalog
import PresetStudio

/// `preset-manager studio`: serve the catalog to a browser, as a local web editor and its HTTP
/// API. `preset-manager` hands `studio` and its arguments to this executable, so that the
/// listing tool does not link the server (BENCHMARKS.md, "Studio"). Every failure is one line
/// on stderr and a `sysexits.h` exit code, as in the tool (``FailureReport``).
@main
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset-manager studio",
        abstract: "Serve the catalog to a browser: a local editor and its HTTP API.",
        discussion: """
            Prints one line, studio: http://127.0.0.1:PORT/?token=TOKEN, and serves until \
            Ctrl-C (SIGINT) or SIGTERM, then finishes the requests in flight and exits 0. Open \
            that address: it carries a random token made for this start, which the page keeps in \
            a cookie; scripts send it as Authorization: Bearer TOKEN. The catalog's rules are the \
            CLI's: the same validation, messages and revisions, one transaction per change, and \
            changes by other processes appear on GET /api/events within a second.

            Security: the server listens on loopback unless --host says otherwise; every request \
            needs the token (401); a Host header other than the server's address or \
            localhost:PORT is refused (403), and so is a change from another site's page (403); \
            request bodies over 1 MiB get 413. --read-only refuses every change (403). The \
            API is listed in docs/STUDIO.md.

            Examples:
              preset-manager studio
              preset-manager studio --catalog App/Resources/catalog.sqlite --open
              preset-manager studio --port 8765 --read-only
            """
    )

    @Option(
        name: [.customLong("catalog"), .customShort("c")],
        help: ArgumentHelp(
            "The catalog file (default: $PRESET_CATALOG, else $XDG_DATA_HOME/parallax-presets/catalog.sqlite).", valueName: "path"))
    var catalog: String?

    @Option(name: .long, help: ArgumentHelp("The address to listen on (default: loopback only).", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("The port (default 0: a free one, printed).", valueName: "port"))
    var port = 0

    @Flag(name: .long, help: "Refuse every change to the catalog (browse and preview only).")
    var readOnly = false

    @Flag(name: .long, help: "Open the address in the default browser (never fails the server).")
    var open = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        let location = try CatalogLocation.resolve(option: catalog, environment: ProcessInfo.processInfo.environment)
        let options = StudioServer.Options(location: location, host: host, port: port, readOnly: readOnly, opensBrowser: open)
        try await StudioServer.run(
            options, announce: { StandardStreams.output($0 + "\n") }, notice: { StandardStreams.error("preset-manager: " + $0 + "\n") })
    }

    /// Parses the arguments and serves; a failure is reported as the tool reports one.
    static func main() async {
        StandardDescriptors.protect()
        do {
            let command = try parse()
            try await command.run()
        } catch {
            FailureReport.exit(reporting: error, command: self)
        }
    }
}

/// Writes to the process's standard output and error, unbuffered (the studio's one line on
/// stdout must reach a reader at once), through ``StandardDescriptors``: a failed write is a
/// value, never a trap.
enum StandardStreams {
    /// Writes `text` on stdout. A line that cannot be written (stdout closed, its reader gone)
    /// is dropped: a server does not stop serving because its terminal went away.
    static func output(_ text: String) {
        _ = StandardDescriptors.write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` on stderr, or drops it as ``output(_:)`` does.
    static func error(_ text: String) {
        _ = StandardDescriptors.write(text, to: STDERR_FILENO)
    }
}
