import Foundation
import TestSupport
import Testing

/// `keys generate`, `keys show` and `publish` through the built tool, checked with OpenSSL,
/// coreutils and the sqlite3 shell, never with the code under test.
@Suite struct DeliveryCommandTests {
    /// The public key OpenSSL derives from a PEM private key file, base64.
    static func openSSLPublicKey(of keyFile: String) throws -> String {
        let script = "openssl pkey -in '\(keyFile)' -pubout -outform DER | tail -c 32 | base64"
        return try Shell.output(["bash", "-c", script]).trimmingCharacters(in: .newlines)
    }

    @Test func generateWritesAPrivateKeyOnlyItsOwnerReadsAndPrintsItsPublicKey() throws {
        let workspace = try Workspace()
        let result = try workspace.run(["keys", "generate", "--out", "signing.pem"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let keyFile = workspace.folder.appendingPathComponent("signing.pem").path
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions] as? NSNumber)
        #expect(mode.intValue == 0o600)
        #expect(result.standardOutput == (try Self.openSSLPublicKey(of: keyFile)) + "\n")
        #expect(result.errorLines.count == 1)

        let shown = try workspace.run(["keys", "show", "--key", "signing.pem"])
        #expect(shown.standardOutput == result.standardOutput)
        let json = try workspace.run(["keys", "show", "--key", "signing.pem", "--format", "json"])
        let keyID = try Shell.output(["bash", "-c", "openssl pkey -in '\(keyFile)' -pubout -outform DER | tail -c 32 | sha256sum"])
        #expect(json.standardOutput.contains(#""keyId": "\#(keyID.prefix(64))""#))
    }

    @Test func generateNeverOverwritesAKeyFile() throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["keys", "generate", "--out", "signing.pem"]).exitCode == 0)
        let keyFile = workspace.folder.appendingPathComponent("signing.pem")
        let before = try Data(contentsOf: keyFile)
        let again = try workspace.run(["keys", "generate", "--out", "signing.pem"])
        #expect(again.exitCode == 73)
        #expect(again.standardOutput.isEmpty)
        #expect(again.errorLines == ["preset-manager: key file 'signing.pem' already exists; refusing to overwrite it"])
        #expect(try Data(contentsOf: keyFile) == before)
    }

    /// The published directory holds the compacted copy under its digest's name and a manifest
    /// with exactly format 1's members (and the key ID), which OpenSSL verifies.
    @Test func publishWritesTheCopyAndASignedManifest() throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["keys", "generate", "--out", "signing.pem"]).exitCode == 0)
        let result = try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "3", "--out", "site", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let site = workspace.folder.appendingPathComponent("site")
        let names = try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        #expect(names.count == 2 && names.last == "manifest.json", "\(names)")
        let file = names[0]
        let fileURL = site.appendingPathComponent(file)
        let sha256 = try Shell.sha256(of: fileURL)
        #expect(file == "catalog-\(sha256.prefix(16)).sqlite")

        let manifestData = try Data(contentsOf: site.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        #expect(
            Set(manifest.keys) == ["format", "version", "file", "bytes", "sha256", "schema", "publishedAt", "keyId", "signature"])
        #expect(manifest["format"] as? Int == 1)
        #expect(manifest["version"] as? Int == 3)
        #expect(manifest["file"] as? String == file)
        #expect(manifest["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? NSNumber)?.intValue)
        #expect(manifest["sha256"] as? String == sha256)
        #expect(manifest["schema"] as? Int == Self.latestMigration)
        let publishedAt = try #require(manifest["publishedAt"] as? String)
        #expect(publishedAt.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/) != nil)
        // --format json prints the manifest.
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(printed["signature"] as? String == manifest["signature"] as? String)

        // One self-contained file: rollback-journal mode (header bytes 18 and 19 are 1), no -wal.
        let header = try Data(contentsOf: fileURL).prefix(20)
        #expect(header[18] == 1 && header[19] == 1)
        #expect(try Shell.output(["sqlite3", "file:\(fileURL.path)?immutable=1", "PRAGMA integrity_check"]) == "ok\n")
        #expect(
            try Shell.output(["sqlite3", "file:\(fileURL.path)?immutable=1", "SELECT count(*) FROM presets"])
                == (try Shell.output(["sqlite3", "-readonly", workspace.catalog, "SELECT count(*) FROM presets"])))

        // The signature, checked as docs/DELIVERY.md says.
        #expect(
            try Shell.output(["bash", "-c", ManifestVerification.script(in: workspace.folder.path)])
                == "Signature Verified Successfully\n")
    }

    /// The schema: the number of the newest file in migrations/.
    static let latestMigration: Int = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("migrations")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).compactMap { Int($0.prefix(4)) }.max() ?? 0
    }()

    @Test func publishRefusesAVersionNotGreaterThanTheLastAndWritesNothing() throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["keys", "generate", "--out", "signing.pem"]).exitCode == 0)
        #expect(try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "3", "--out", "site"]).exitCode == 0)
        _ = try workspace.runOnCatalog(["presets", "copy", "fade-up", "fade-up-2"])
        let site = workspace.folder.appendingPathComponent("site").path
        let before = try Self.listing(site)
        for version in ["3", "2"] {
            let result = try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", version, "--out", "site"])
            #expect(result.exitCode == 65)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines == ["preset-manager: version \(version) is not greater than 3, the last one published to '\(site)'"])
            #expect(try Self.listing(site) == before)
        }
        #expect(try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "4", "--out", "site"]).exitCode == 0)
    }

    /// A catalog validate finds problems in is not published: one line naming them, nothing written.
    @Test func publishRefusesACatalogWithProblems() throws {
        let workspace = try Workspace()
        #expect(try workspace.run(["keys", "generate", "--out", "signing.pem"]).exitCode == 0)
        _ = try Shell.output(["sqlite3", workspace.catalog, "CREATE TABLE stash (secret TEXT);"])
        let result = try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "1", "--out", "site"])
        #expect(result.exitCode == 65)
        #expect(
            result.errorLines == [
                "preset-manager: catalog '\(workspace.catalog)' has 1 problem; nothing published: catalog: has a table 'stash' that its migrations did not create"
            ])
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("site").path))
    }

    /// Key files: missing (66), readable by others (65, as ssh refuses them), not a key (65).
    @Test func publishRefusesBadKeyFiles() throws {
        let workspace = try Workspace()
        let missing = try workspace.runOnCatalog(["publish", "--key", "nowhere.pem", "--version", "1", "--out", "site"])
        #expect(missing.exitCode == 66)
        #expect(missing.errorLines == ["preset-manager: key file 'nowhere.pem' does not exist (create one with keys generate)"])

        #expect(try workspace.run(["keys", "generate", "--out", "signing.pem"]).exitCode == 0)
        let keyFile = workspace.folder.appendingPathComponent("signing.pem").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyFile)
        let open = try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "1", "--out", "site"])
        #expect(open.exitCode == 65)
        #expect(
            open.errorLines == [
                "preset-manager: key file 'signing.pem' may be read by others (mode 644); make it private: chmod 600 'signing.pem'"
            ])

        let notAKey = try workspace.write("not a key\n", to: "other.pem")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: notAKey)
        let garbage = try workspace.runOnCatalog(["publish", "--key", "other.pem", "--version", "1", "--out", "site"])
        #expect(garbage.exitCode == 65)
        #expect(garbage.errorLines == ["preset-manager: key file 'other.pem' is not an Ed25519 private key in PEM (PKCS #8) form"])
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("site").path))

        let usage = try workspace.runOnCatalog(["publish", "--key", "signing.pem", "--version", "1", "--out", "site", "--expires-in", "0"])
        #expect(usage.exitCode == 64)
    }

    /// Every entry of `directory` with its bytes.
    static func listing(_ directory: String) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            entries[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        }
        return entries
    }
}
