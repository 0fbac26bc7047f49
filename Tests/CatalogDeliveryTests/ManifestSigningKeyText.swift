import PresetStore

/// Public keys for tests that need a key other than the fixture's.
enum ManifestSigningKeyText {
    /// The base64 public key of a new key.
    static func generate() -> String { ManifestSigningKey().publicKey.base64 }
}
