import Foundation
import PresetStore
import Testing

/// A signing key read from PEM signs and derives its public key as Ed25519 defines: RFC 8032's
/// first test vector (section 7.1, TEST 1), its secret key wrapped in RFC 8410's PKCS #8 form.
@Suite struct ManifestSigningKeyVectorTests {
    static let secretKey = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
    static let publicKey = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    static let signatureOfEmptyMessage =
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065"
        + "224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
    /// RFC 8410, section 7: the PKCS #8 DER of an Ed25519 private key up to its 32 bytes.
    static let pkcs8Prefix = "302e020100300506032b657004220420"

    static func bytes(_ hex: String) -> Data {
        var data = Data()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            data.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return data
    }

    static var pem: String {
        "-----BEGIN PRIVATE KEY-----\n" + bytes(pkcs8Prefix + secretKey).base64EncodedString() + "\n-----END PRIVATE KEY-----\n"
    }

    @Test func thePublicKeyIsTheVectors() throws {
        let key = try ManifestSigningKey(pemText: Self.pem)
        #expect(key.publicKey.rawRepresentation == Self.bytes(Self.publicKey))
    }

    @Test func theSignatureIsTheVectors() throws {
        let key = try ManifestSigningKey(pemText: Self.pem)
        #expect(try key.signature(of: Data()) == Self.bytes(Self.signatureOfEmptyMessage))
    }

    @Test func thePEMTextReadsBackAsTheSameKey() throws {
        let key = try ManifestSigningKey(pemText: Self.pem)
        #expect(key.pemText == Self.pem)
        #expect(try ManifestSigningKey(pemText: key.pemText).publicKey == key.publicKey)
    }
}
