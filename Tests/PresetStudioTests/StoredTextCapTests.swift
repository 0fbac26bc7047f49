import Foundation
import TestSupport
import Testing

/// The built studio listing a catalog whose stored summary is past the studio's per-field cap
/// (written with the sqlite3 shell around the schema's CHECK rules, as a hand-edited file can be).
@Suite(.onOwnThreads) struct StoredTextCapTests {
    /// A 200 KiB summary is listed as the documented "not shown" line with its size, never the
    /// text itself, and the whole listing stays far smaller than that one field. Catches a listing
    /// that sends `preset.summary` unbounded, or a cap that counts characters instead of bytes
    /// (the summary is two-byte `é`s: 100 KiB of characters, 200 KiB of UTF-8).
    @Test func aSummaryPastTheCapIsListedAsNotShown() throws {
        let studio = try StudioProcess()
        let bytes = 200 << 10
        let summary = String(repeating: "é", count: bytes / 2)
        let sql =
            "PRAGMA ignore_check_constraints=1; UPDATE presets SET summary = '\(summary)' WHERE name = 'fade-up';"
        let shell = try Shell.run(["sqlite3", studio.catalog], input: Data(sql.utf8))
        #expect(shell.status == 0, "\(shell.standardError)")
        let listing = try studio.http.send("GET", "/api/presets", headers: [studio.bearer])
        #expect(listing.status == 200)
        let expected =
            "(not shown: this summary is \(bytes) bytes, more than the studio's 16 KiB per field)"
        #expect(listing.text.contains(expected), "\(listing.text.prefix(600))")
        #expect(!listing.text.contains(String(repeating: "é", count: 64)))
        #expect(listing.body.count < 64 << 10, "the listing is \(listing.body.count) bytes")
    }
}
