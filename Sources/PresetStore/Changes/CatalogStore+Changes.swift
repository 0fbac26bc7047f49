import GRDB

extension CatalogStore {
    /// SQLite's `PRAGMA data_version` on this store's read connection: it differs from the value
    /// read before whenever another connection, in this process or another, committed a change
    /// to the file since. Reading it costs no table read, so a watcher can poll it often and read
    /// ``versions()`` only when it moves. Meaningful only on a store that follows other writers
    /// (``openReadOnly(at:schemaTrust:followsOtherWriters:)``).
    public func dataVersion() throws -> Int {
        try Self.translatingDatabaseErrors {
            try reader.unsafeRead { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        }
    }

    /// Every entry's version (``CatalogVersions``), read in one transaction.
    public func versions() throws -> CatalogVersions {
        try read { db in
            var entries: [CatalogVersions.Key: CatalogVersions.Version] = [:]
            let presets = try Row.fetchCursor(db, sql: "SELECT id, name, revision, created_at FROM presets")
            while let row = try presets.next() {
                entries[.init(kind: .preset, id: row[0])] = .init(name: row[1], revision: row[2], content: row[3])
            }
            let images = try Row.fetchCursor(
                db, sql: "SELECT id, name, uri, pixel_width, pixel_height, scale, format, sha256, byte_size FROM images")
            while let row = try images.next() {
                entries[.init(kind: .image, id: row[0])] = .init(name: row[1], revision: nil, content: Self.content(of: row, from: 2))
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
                entries[.init(kind: .menu, id: id)] = .init(
                    name: row[1], revision: nil, content: Self.content(of: row, from: 2) + "\u{1D}" + (items[id] ?? ""))
            }
            return CatalogVersions(entries: entries)
        }
    }

    /// The columns of `row` from index `start` on, as one text that differs whenever one of them does.
    private static func content(of row: Row, from start: Int) -> String {
        (start..<row.count).map { index in
            let value = row[index] as DatabaseValue
            return value.isNull ? "\u{0}" : value.description
        }.joined(separator: "\u{1F}")
    }
}
