import Foundation
import PresetStore

/// SHA-256 of `data`, lowercase hex.
func sha256Hex(_ data: Data) -> String { CatalogDigest.sha256(of: data) }
