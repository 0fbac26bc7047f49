import Crypto

/// SHA-256 as lowercase hex, through swift-crypto (CryptoKit on Apple platforms, BoringSSL
/// elsewhere): used to fingerprint migration texts.
enum SHA256 {
    /// The SHA-256 digest of `bytes`, as 64 lowercase hexadecimal digits.
    static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        Crypto.SHA256.hash(data: Array(bytes)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The SHA-256 digest of the UTF-8 encoding of `text`, as 64 lowercase hexadecimal digits.
    static func hexDigest(of text: String) -> String {
        hexDigest(of: text.utf8)
    }
}
