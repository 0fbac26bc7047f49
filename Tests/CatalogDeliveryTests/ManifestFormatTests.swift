import Foundation
import PresetStore
import TestSupport
import Testing

/// The manifest format against outside references: the canonical text worked out by hand,
/// Python's `json.dumps(sort_keys=True, separators=(",", ":"))` (what RFC 8785 gives for these
/// members) and OpenSSL's Ed25519, as docs/DELIVERY.md tells anyone to check a manifest.
@Suite struct ManifestFormatTests {
    static let example = CatalogManifest(
        version: 7, file: "catalog-0123456789abcdef.sqlite", bytes: 278_528,
        sha256: "0123456789abcdef" + String(repeating: "0", count: 48), schema: 4, publishedAt: "2025-06-01T12:00:00Z",
        expires: nil, keyId: String(repeating: "ab", count: 32), signature: "")

    /// Written out by hand from the rule: every member but the signature, keys in code point
    /// order, no whitespace.
    @Test func theSignedTextIsTheCanonicalJSONOfTheOtherMembers() {
        #expect(
            Self.example.signedText
                == #"{"bytes":278528,"file":"catalog-0123456789abcdef.sqlite","format":1,"keyId":"\#(String(repeating: "ab", count: 32))","publishedAt":"2025-06-01T12:00:00Z","schema":4,"sha256":"0123456789abcdef\#(String(repeating: "0", count: 48))","version":7}"#
        )
        var expiring = Self.example
        expiring.expires = "2025-07-01T00:00:00Z"
        #expect(expiring.signedText.hasPrefix(#"{"bytes":278528,"expires":"2025-07-01T00:00:00Z","file":"#))
    }

    /// Strings as RFC 8785 (section 3.2.2.2) writes them, worked out by hand: `"` and `\` escaped,
    /// \b \t \n \f \r in short form, the other controls below U+0020 as `\u00xx` in lowercase,
    /// and everything else as it is: DEL, U+202E and é are not escaped.
    @Test func theSignedTextEscapesStringsAsRFC8785Does() {
        var manifest = Self.example
        manifest.expires = "q\"b\\s\u{08}\t\n\u{0C}\r\u{01}\u{1F}\u{7F}\u{202E}\u{E9}"
        #expect(
            manifest.signedText.hasPrefix(
                #"{"bytes":278528,"expires":"q\"b\\s\b\t\n\f\r\u0001\u001f"# + "\u{7F}\u{202E}\u{E9}" + #"","file":"#))
    }

    /// docs/DELIVERY.md's recipe, run: Python rebuilds the signed text from manifest.json and OpenSSL
    /// checks the signature with the public key taken from the PEM file by OpenSSL itself.
    @Test func pythonAndOpenSSLVerifyAPublishedManifest() throws {
        let fixture = try DeliveryFixture()
        _ = try fixture.publish(1, expiresAfter: 86_400)
        let keyFile = fixture.path("signing.pem")
        try Data(fixture.key.pemText.utf8).write(to: URL(fileURLWithPath: keyFile))
        let script =
            ManifestVerification.script(in: fixture.folder.path)
            + "openssl pkey -in signing.pem -pubout -outform DER | tail -c 32 | base64\n"
        let (status, output) = try Self.bash(script)
        #expect(status == 0, "\(output)")
        #expect(output == "Signature Verified Successfully\n\(fixture.publicKey)\n")
        // And a changed byte fails the same check.
        let (tamperedStatus, _) = try Self.bash(
            script.replacingOccurrences(of: #"m.pop("signature")"#, with: #"m.pop("signature")); m["version"] = 2; (0"#))
        #expect(tamperedStatus != 0)
    }

    /// A key OpenSSL generated reads as the same key: same public key.
    @Test func anOpenSSLKeyFileIsReadAsIs() throws {
        let fixture = try DeliveryFixture()
        let (status, output) = try Self.bash(
            """
            set -e
            cd '\(fixture.folder.path)'
            openssl genpkey -algorithm ed25519 -out openssl.pem
            openssl pkey -in openssl.pem -pubout -outform DER | tail -c 32 | base64
            """)
        #expect(status == 0)
        let key = try ManifestSigningKey(pemText: try String(contentsOfFile: fixture.path("openssl.pem"), encoding: .utf8))
        #expect(key.publicKey.base64 + "\n" == output)
    }

    /// Malformed manifests, each refused naming what is wrong.
    @Test(arguments: [
        (#"[1]"#, "is not a JSON object"),
        (#"{"format": 2}"#, "has format 2, which this library does not read (it reads 1)"),
        (#"{"format": 1, "mirror": "x"}"#, "has an unknown member 'mirror'"),
        (#"{"format": true}"#, "member 'format' must be a whole number from 1 to 9007199254740991"),
        (#"{"format": 1}"#, "lacks the member 'sha256'"),
    ])
    func malformedManifestsAreRefused(_ text: String, _ problem: String) {
        #expect(throws: ManifestError.self) { try CatalogManifest(parsing: Data(text.utf8)) }
        do {
            _ = try CatalogManifest(parsing: Data(text.utf8))
        } catch {
            #expect("\(error)" == problem)
        }
    }

    /// The file name must be the digest's: a manifest cannot point anywhere else (`../x`).
    @Test func theFileNameIsTiedToTheDigest() throws {
        var manifest = Self.example
        manifest.signature = Data(repeating: 1, count: 64).base64EncodedString()
        #expect(throws: Never.self) { try CatalogManifest(parsing: Data(manifest.fileText.utf8)) }
        #expect(try CatalogManifest(parsing: Data(manifest.fileText.utf8)) == manifest)
        manifest.file = "../catalog-0123456789abcdef.sqlite"
        #expect(throws: ManifestError.self) { try CatalogManifest(parsing: Data(manifest.fileText.utf8)) }
    }

    static func bash(_ script: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
