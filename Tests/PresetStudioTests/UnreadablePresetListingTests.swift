import Foundation
import TestSupport
import Testing

/// The built studio listing a catalog in which one preset's row cannot be read (its timeline,
/// written by the sqlite3 shell around the schema's CHECK rules, is none of the four kinds).
@Suite(.onOwnThreads) struct UnreadablePresetListingTests {
    /// `GET /api/presets` answers 200, lists every other preset (the names the sqlite3 shell
    /// reads from the file, less the broken one), and names the broken one, once, in
    /// `unreadable` with its problem; the catalog is not changed by the listing. Catches a
    /// listing that fails whole on the first bad row (a 500 or 422 naming nothing), one that drops
    /// the bad row silently (no `unreadable` entry), and one that stops at the bad row (the
    /// presets after it missing).
    @Test func oneBadRowIsNamedAndEveryOtherPresetIsListed() throws {
        let studio = try StudioProcess()
        let all = try Shell.output(["sqlite3", studio.catalog, "SELECT name FROM presets ORDER BY name"])
            .split(separator: "\n").map(String.init)
        try #require(all.count > 2)
        // One in the middle, so a listing that stops at it would miss the ones after it.
        let broken = all[all.count / 2]
        let written = try SQLiteShell.run(
            studio.catalog,
            "PRAGMA ignore_check_constraints = 1; UPDATE presets SET timeline = '{\"bogus\": 1}' WHERE name = '\(broken)';")
        #expect(written.status == 0, "\(written.standardError)")
        let before = try studio.contentHash()

        let listing = try studio.http.send("GET", "/api/presets", headers: [studio.bearer])
        #expect(listing.status == 200, "\(listing.status) \(listing.text.prefix(300))")
        let object = try #require(try JSONSerialization.jsonObject(with: listing.body) as? [String: Any])
        let listed = (object["presets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(listed.sorted() == all.filter { $0 != broken }, "\(listed)")
        let unreadable = object["unreadable"] as? [[String: Any]] ?? []
        #expect(unreadable.count == 1, "\(unreadable)")
        #expect(unreadable.first?["name"] as? String == broken)
        #expect((unreadable.first?["problem"] as? String)?.isEmpty == false)
        #expect(try studio.contentHash() == before)
    }
}
