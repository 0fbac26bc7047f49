import Crypto
import Foundation
import ParallaxEngine

/// An Ed25519 public key that checks manifest signatures: what an app trusts, given as the
/// base64 of its 32 bytes (what `preset-manager keys generate` prints).
package struct ManifestVerifyingKey: Hashable, Sendable {
    /// The key's 32 bytes.
    package let rawRepresentation: Data

    /// The key whose 32 bytes `base64` encodes.
    /// - Throws: ``ManifestError`` when `base64` is not the base64 of 32 bytes.
    package init(base64: String) throws {
        guard let bytes = Data(base64Encoded: base64.trimmingCharacters(in: .whitespacesAndNewlines)), bytes.count == 32,
            (try? Curve25519.Signing.PublicKey(rawRepresentation: bytes)) != nil
        else { throw ManifestError("'\(messageText(base64))' is not a base64 Ed25519 public key (32 bytes)") }
        rawRepresentation = bytes
    }

    init(_ key: Curve25519.Signing.PublicKey) {
        rawRepresentation = key.rawRepresentation
    }

    /// The key as base64.
    package var base64: String { rawRepresentation.base64EncodedString() }

    /// The key's ID, as manifests name it (`keyId`): the SHA-256 of its 32 bytes, lowercase hex.
    package var keyID: String { SHA256.hexDigest(of: rawRepresentation) }

    /// Whether `signature` is this key's Ed25519 signature of `message`.
    package func isValidSignature(_ signature: Data, of message: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}

/// An Ed25519 private key that signs manifests, kept in a PEM file (PKCS #8, as OpenSSL writes
/// `openssl genpkey -algorithm ed25519`), so other tools read the same file.
package struct ManifestSigningKey: Sendable {
    /// The key's 32 bytes (kept as bytes: swift-crypto's key type is not `Sendable`).
    private let rawRepresentation: Data
    /// The public key that checks this key's signatures, derived once when the key is made.
    package let publicKey: ManifestVerifyingKey

    /// A new random key.
    package init() {
        self.init(Curve25519.Signing.PrivateKey())
    }

    private init(_ key: Curve25519.Signing.PrivateKey) {
        rawRepresentation = key.rawRepresentation
        publicKey = ManifestVerifyingKey(key.publicKey)
    }

    /// The key a PEM text holds (`-----BEGIN PRIVATE KEY-----`, an Ed25519 PKCS #8 structure).
    /// - Throws: ``ManifestError`` when it is not that.
    package init(pemText: String) throws {
        let body = pemText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let begin = body.firstIndex(of: Self.pemBegin), let end = body.firstIndex(of: Self.pemEnd), begin < end,
            let der = Data(base64Encoded: body[(begin + 1)..<end].joined()), der.count == Self.pkcs8Prefix.count + 32,
            der.prefix(Self.pkcs8Prefix.count) == Self.pkcs8Prefix,
            let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: der.suffix(32))
        else { throw ManifestError("is not an Ed25519 private key in PEM (PKCS #8) form") }
        self.init(key)
    }

    /// The key as a PEM text, ending with a newline.
    package var pemText: String {
        let der = Self.pkcs8Prefix + rawRepresentation
        return Self.pemBegin + "\n" + der.base64EncodedString() + "\n" + Self.pemEnd + "\n"
    }

    /// The Ed25519 signature of `message` (64 bytes).
    /// - Throws: swift-crypto's error if signing fails (the key is rebuilt from the 32 bytes it
    ///   was made from, which swift-crypto accepted then).
    package func signature(of message: Data) throws -> Data {
        try Curve25519.Signing.PrivateKey(rawRepresentation: rawRepresentation).signature(for: message)
    }

    private static let pemBegin = "-----BEGIN PRIVATE KEY-----"
    private static let pemEnd = "-----END PRIVATE KEY-----"
    /// RFC 8410's PKCS #8 encoding of an Ed25519 private key, up to its 32 bytes: a SEQUENCE of
    /// version 0, the algorithm 1.3.101.112 and an OCTET STRING holding an OCTET STRING of 32.
    private static let pkcs8Prefix = Data([
        0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
    ])
}

extension CatalogManifest {
    /// The manifest signed by `key`: its `keyId` set to the key's and `signature` to the
    /// signature of ``signedText``.
    package func signed(by key: ManifestSigningKey) throws -> CatalogManifest {
        var manifest = self
        manifest.keyId = key.publicKey.keyID
        manifest.signature = try key.signature(of: Data(manifest.signedText.utf8)).base64EncodedString()
        return manifest
    }

    /// Whether `signature` is `key`'s signature of ``signedText``.
    package func isSigned(by key: ManifestVerifyingKey) -> Bool {
        guard let signature = signatureBytes else { return false }
        return key.isValidSignature(signature, of: Data(signedText.utf8))
    }
}
