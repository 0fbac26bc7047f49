extension ImageDefinition {
    /// The SHA-256 of an image file's bytes as 64 lowercase hex digits: what ``sha256`` records.
    public static func sha256(ofFile bytes: [UInt8]) -> String {
        SHA256.hexDigest(of: bytes)
    }
}
