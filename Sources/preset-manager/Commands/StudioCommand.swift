import ArgumentParser
import CatalogTooling
import PresetCatalog
import PresetStudio

/// `studio`: serve the catalog to a browser, as a local web editor and its HTTP API.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
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
            README's "Studio" section lists the API.

            Examples:
              preset-manager studio
              preset-manager studio --catalog App/Resources/catalog.sqlite --open
              preset-manager studio --port 8765 --read-only
            """
    )

    @OptionGroup var catalog: CatalogOption

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

    func run() throws {
        let options = StudioServer.Options(location: try catalog.location(), host: host, port: port, readOnly: readOnly, opensBrowser: open)
        try AsyncWork.wait {
            try await StudioServer.run(
                options, announce: { StandardOutput.writeLine($0) }, notice: { StandardError.writeLine("preset-manager: " + $0) })
        }
    }
}
