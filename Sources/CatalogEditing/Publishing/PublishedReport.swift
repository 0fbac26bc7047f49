import PresetStore

/// What `publish` prints.
package enum PublishedReport {
    /// The manifest written: one row (version, file, bytes, sha256, keyId, publishedAt, expires)
    /// in table and CSV, the manifest itself in JSON.
    package static func report(of manifest: CatalogManifest) -> Report {
        var members: [String: JSONValue] = [
            "format": .number(Double(manifest.format)), "version": .number(Double(manifest.version)),
            "file": .string(manifest.file), "bytes": .number(Double(manifest.bytes)), "sha256": .string(manifest.sha256),
            "schema": .number(Double(manifest.schema)), "publishedAt": .string(manifest.publishedAt),
            "keyId": .string(manifest.keyId), "signature": .string(manifest.signature),
        ]
        members["expires"] = manifest.expires.map(JSONValue.string)
        let json = JSONValue.object(members)
        return Report(
            columns: ["version", "file", "bytes", "sha256", "keyId", "publishedAt", "expires"].map { Table.Column($0) },
            rows: [
                [
                    .number(Double(manifest.version)), .text(manifest.file), .number(Double(manifest.bytes)), .text(manifest.sha256),
                    .text(manifest.keyId), .text(manifest.publishedAt), manifest.expires.map(Report.Cell.text) ?? .empty,
                ]
            ],
            json: json)
    }
}
