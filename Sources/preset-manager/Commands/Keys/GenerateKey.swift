import ArgumentParser
import CatalogEditing
import PresetCatalog

/// `keys generate`: a new signing key.
struct GenerateKey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a new Ed25519 private key; print its public key (base64).",
        discussion: """
            The key file is PEM (PKCS #8, what `openssl genpkey -algorithm ed25519` writes), \
            readable by its owner only (mode 0600). An existing file is never overwritten \
            (exit 73). The public key, printed alone on stdout, is what the app trusts; the key \
            ID on stderr is what manifests name it by (its SHA-256). Keep the private key out \
            of the repository, e.g. in the CI's secrets. When the public key cannot be printed \
            (stdout closed or full), the new key file is removed and the command exits 74: \
            no key is left that nobody saw.

            Examples:
              preset-manager keys generate --out ~/.config/parallax/signing.pem
              preset-manager keys generate --out signing.pem > signing.pub
            """
    )

    @Option(name: [.customLong("out"), .customShort("o")], help: ArgumentHelp("The private key file to create.", valueName: "file"))
    var out: String

    func run() throws {
        try ProtectedOutputs(catalogPath: (try? CatalogOption.location(nil))?.path).requireNotProtected(out)
        let key = try SigningKeyFile.generate(at: out)
        do {
            try StandardOutput.writeLineOrThrow(key.publicKey.base64)
        } catch let failure as CatalogError {
            try? SigningKeyFile.remove(at: out)
            throw CatalogError(failure.kind, "\(failure.message); removed the new key file '\(pathText(out))'")
        }
        StandardError.writeLine(
            "preset-manager: wrote the private key to \(pathText(out)) (key id \(key.publicKey.keyID)); keep it secret, and trust the public key above in the app"
        )
    }
}
