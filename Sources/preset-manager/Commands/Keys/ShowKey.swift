import ArgumentParser
import CatalogEditing

/// `keys show`: the public key of a key file.
struct ShowKey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the public key (base64) and key ID of a private key file.",
        discussion: """
            Table format prints the public key alone, as keys generate does; JSON and CSV \
            print both.

            Examples:
              preset-manager keys show --key signing.pem
              preset-manager keys show --key signing.pem --format json
            """
    )

    @Option(name: [.customLong("key"), .customShort("k")], help: ArgumentHelp("The private key file.", valueName: "file"))
    var key: String

    @OptionGroup var output: FormatOption

    func run() throws {
        let publicKey = try SigningKeyFile.read(at: key).publicKey
        guard output.format != .table else {
            StandardOutput.writeLine(publicKey.base64)
            return
        }
        try output.print(
            Report(
                columns: [Table.Column("publicKey"), Table.Column("keyId")], rows: [[.text(publicKey.base64), .text(publicKey.keyID)]],
                json: .object(["publicKey": .string(publicKey.base64), "keyId": .string(publicKey.keyID)])))
    }
}
