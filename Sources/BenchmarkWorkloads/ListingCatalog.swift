/// A large catalog for the listing benchmarks, built with the raw SQLite C API (building a
/// million presets through the store would take longer than the benchmarks themselves).
///
/// Preset `i` is named `<word>-<i in seven digits>` with `word = words[i % 10]`, so every word
/// prefix matches a tenth of the catalog. Presets carry their scalar columns only: listing reads
/// nothing else.
public enum ListingCatalog {
    /// The name prefixes, one per residue of the preset index modulo 10.
    public static let words = ["aeris", "fade", "zoom", "slide", "flip", "parade", "header", "stretch", "path", "card"]

    /// Preset `index`'s name.
    public static func name(_ index: Int) -> String {
        let digits = String(index)
        return words[index % words.count] + "-" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// Fills the empty catalog at `path` with `presetCount` presets in one transaction.
    public static func fill(_ path: String, presetCount: Int) throws {
        let connection = try RawSQLiteConnection(path: path)
        let insert = try connection.prepare(
            """
            INSERT INTO presets (name, kind, axis, summary, timeline, revision, created_at, updated_at)
            VALUES (?, 'custom', 'vertical', '', '{"viewportCenter":{}}', 1, ?, ?)
            """)
        let timestamp = "2025-01-01 00:00:00.000"
        try connection.execute("BEGIN IMMEDIATE")
        for index in 0..<presetCount {
            insert.bind(name(index), at: 1)
            insert.bind(timestamp, at: 2)
            insert.bind(timestamp, at: 3)
            try insert.run()
        }
        try connection.execute("COMMIT")
    }
}
