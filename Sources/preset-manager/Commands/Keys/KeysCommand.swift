import ArgumentParser

/// `keys`: the signing keys `publish` uses.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Make and read the Ed25519 keys that sign published catalogs.",
        discussion: """
            publish signs each manifest with a private key; an app trusts the public key \
            (LiveCatalog's trustedPublicKeys) and refuses catalogs signed by any other.

            Examples:
              preset-manager keys generate --out signing.pem
              preset-manager keys show --key signing.pem --format json
            """,
        subcommands: [GenerateKey.self, ShowKey.self]
    )
}
