import GRDB
import GRDBSQLite

extension CatalogStore {
    /// SQLite's `PRAGMA data_version` on this store's read connection: it differs from the value
    /// read before whenever another connection, in this process or another, committed a change
    /// to the file since. Reading it costs no table read, so a watcher can poll it often and read
    /// ``versions()`` only when it moves. Meaningful only on a store that follows other writers
    /// (``openReadOnly(at:schemaTrust:followsOtherWriters:)``).
    package func dataVersion() throws -> Int {
        try Self.translatingDatabaseErrors {
            try reader.unsafeRead { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        }
    }

    /// Every entry's version (``CatalogVersions``), read in one transaction. The presets are
    /// stepped with the SQLite C API in row-id order (a million of them in a few hundred
    /// milliseconds); images and menus through GRDB.
    package func versions() throws -> CatalogVersions {
        try read { db in
            var presets: [CatalogVersions.PresetStamp] = []
            try db.cachedStatement(sql: "SELECT id, name, revision, created_at FROM presets ORDER BY id")
                .forEachRow(binding: { _ in }, owner: "presets") { row in
                    presets.append(
                        .init(
                            id: row.optional(0) ?? 0, name: row.optional(1) ?? "", revision: row.optional(2) ?? 0,
                            created: Self.digest(ofTextColumn: 3, in: row)))
                }
            var others: [CatalogVersions.Key: CatalogVersions.Version] = [:]
            let images = try Row.fetchCursor(
                db, sql: "SELECT id, name, uri, pixel_width, pixel_height, scale, format, sha256, byte_size FROM images")
            while let row = try images.next() {
                others[.init(kind: .image, id: row[0])] = .init(name: row[1], content: Self.content(of: row, from: 2))
            }
            var items: [Int64: String] = [:]
            let itemRows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT menu_id, position, title, subtitle, image_id, preset_id, row_height FROM menu_items
                    ORDER BY menu_id, position
                    """)
            while let row = try itemRows.next() {
                items[row[0], default: ""] += Self.content(of: row, from: 1) + "\u{1E}"
            }
            let menus = try Row.fetchCursor(db, sql: "SELECT id, name, title, row_height FROM menus")
            while let row = try menus.next() {
                let id: Int64 = row[0]
                others[.init(kind: .menu, id: id)] = .init(
                    name: row[1], content: Self.content(of: row, from: 2) + "\u{1D}" + (items[id] ?? ""))
            }
            return CatalogVersions(presets: presets, others: others)
        }
    }

    /// The columns of `row` from index `start` on, as one text that differs whenever one of them does.
    private static func content(of row: Row, from start: Int) -> String {
        (start..<row.count).map { index in
            let value = row[index] as DatabaseValue
            return value.isNull ? "\u{0}" : value.description
        }.joined(separator: "\u{1F}")
    }

    /// The 64-bit FNV-1a digest of a text column's bytes, read in place (no string is made).
    private static func digest(ofTextColumn index: CInt, in row: ResultColumns) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let bytes = sqlite3_column_text(row.statement, index) else { return hash }
        for offset in 0..<Int(sqlite3_column_bytes(row.statement, index)) {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
