import ArgumentParser
import CatalogEditing

/// `publish`: the catalog, signed, into a directory any static server can serve.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish the catalog, signed, into a directory for apps to update from.",
        discussion: """
            Validates the catalog (any problem refuses the publish, exit 65, nothing written), \
            then writes into DIR a compacted single-file copy, catalog-<SHA-256 prefix>.sqlite, \
            and manifest.json: {"format", "version", "file", "bytes", "sha256", "schema", \
            "publishedAt", "keyId", "signature"} (and "expires" with --expires-in), the \
            signature being the key's Ed25519 signature of the canonical JSON of every other \
            member. The manifest is written last, in one step, so a server never serves a \
            manifest naming a file it lacks. --version must be greater than the version of the \
            manifest already in DIR. Earlier catalog files stay (a client may still fetch one); \
            delete them once your CDN's cache time has passed.

            Serve DIR from any web server, object store or CDN; an app's LiveCatalog fetches \
            DIR/manifest.json with update(from:).

            Examples:
              preset-manager publish --key signing.pem --version 7 --out site/catalog
              preset-manager publish --key signing.pem --version 8 --out site/catalog \\
                --expires-in 30
              preset-manager publish -c App/catalog.sqlite --key signing.pem \\
                --version 9 --out dist --format json
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Option(name: [.customLong("key"), .customShort("k")], help: ArgumentHelp("The private key file (keys generate).", valueName: "file"))
    var key: String

    @Option(name: .long, help: ArgumentHelp("The publication's version: greater than the last one in DIR.", valueName: "n"))
    var version: Int

    @Option(
        name: [.customLong("out"), .customShort("o")],
        help: ArgumentHelp("The directory to publish into (created when missing).", valueName: "dir"))
    var out: String

    @Option(
        name: .customLong("expires-in"),
        help: ArgumentHelp("Days until apps stop accepting this manifest (default: never); publish again before.", valueName: "days"))
    var expiresInDays: Int?

    @OptionGroup var output: FormatOption

    func validate() throws {
        if let expiresInDays, !(1...3650).contains(expiresInDays) {
            throw ValidationError("--expires-in must be a whole number of days from 1 to 3650")
        }
    }

    func run() throws {
        try catalog.protect(out + "/manifest.json", key: key)
        let signingKey = try SigningKeyFile.read(at: key)
        // validate reports a tampered schema among the problems; no warning line besides.
        let editor = try catalog.open(writable: false, warnsOfUntrustedSchema: false)
        let manifest = try editor.publish(
            signingWith: signingKey, version: version, to: out, expiresAfter: expiresInDays.map { Double($0) * 86_400 })
        try output.print(PublishedReport.report(of: manifest))
    }
}
