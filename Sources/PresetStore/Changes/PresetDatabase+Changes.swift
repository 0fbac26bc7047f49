import GRDB
import GRDBSQLite

extension PresetDatabase {
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
            try db.cachedStatement(sql: Self.selectPresetStamps)
                .forEachRow(binding: { _ in }, owner: "presets") { row in
                    presets.append(
                        .init(
                            id: row.optional(0) ?? 0, name: row.optional(1) ?? "", revision: row.optional(2) ?? 0,
                            created: Self.digest(ofTextColumn: 3, in: row)))
                }
            var others: [CatalogVersions.Key: CatalogVersions.Version] = [:]
            let images = try Row.fetchCursor(
                db, sql: Self.select([ImageRecord.Columns.id, ImageRecord.Columns.name] + Self.imageContent, from: ImageRecord.self))
            while let row = try images.next() {
                others[.init(kind: .image, id: row[ImageRecord.Columns.id])] = .init(
                    name: row[ImageRecord.Columns.name], content: Self.content(of: row, Self.imageContent))
            }
            var items: [Int64: String] = [:]
            let itemRows = try Row.fetchCursor(
                db,
                sql: Self.select([MenuItemRecord.Columns.menuID] + Self.menuItemContent, from: MenuItemRecord.self)
                    + " ORDER BY \(MenuItemRecord.Columns.menuID.name), \(MenuItemRecord.Columns.position.name)")
            while let row = try itemRows.next() {
                items[row[MenuItemRecord.Columns.menuID], default: ""] += Self.content(of: row, Self.menuItemContent) + "\u{1E}"
            }
            let menus = try Row.fetchCursor(
                db, sql: Self.select([MenuRecord.Columns.id, MenuRecord.Columns.name] + Self.menuContent, from: MenuRecord.self))
            while let row = try menus.next() {
                let id: Int64 = row[MenuRecord.Columns.id]
                others[.init(kind: .menu, id: id)] = .init(
                    name: row[MenuRecord.Columns.name], content: Self.content(of: row, Self.menuContent) + "\u{1D}" + (items[id] ?? ""))
            }
            return CatalogVersions(presets: presets, others: others)
        }
    }

    /// The presets' stamps, stepped with the SQLite C API and read by position, in
    /// ``presetStampColumns``' order.
    private static let selectPresetStamps = "SELECT \(presetStampColumns.selectList()) FROM presets ORDER BY id"
    private static let presetStampColumns = [
        PresetRecord.Columns.id, PresetRecord.Columns.name, PresetRecord.Columns.revision, PresetRecord.Columns.createdAt,
    ]

    // The columns whose values make up an entry's content: a change to any of them changes its version.
    private static let imageContent = [
        ImageRecord.Columns.uri, ImageRecord.Columns.pixelWidth, ImageRecord.Columns.pixelHeight, ImageRecord.Columns.scale,
        ImageRecord.Columns.format, ImageRecord.Columns.sha256, ImageRecord.Columns.byteSize,
    ]
    private static let menuItemContent = [
        MenuItemRecord.Columns.position, MenuItemRecord.Columns.title, MenuItemRecord.Columns.subtitle,
        MenuItemRecord.Columns.imageID, MenuItemRecord.Columns.presetID, MenuItemRecord.Columns.rowHeight,
    ]
    private static let menuContent = [
        MenuRecord.Columns.title, MenuRecord.Columns.rowHeight, MenuRecord.Columns.snapAlign, MenuRecord.Columns.snapStop,
    ]

    /// `SELECT` of `columns` from `Record`'s table.
    private static func select(_ columns: [Column], from record: (some TableRecord).Type) -> String {
        "SELECT \(columns.selectList()) FROM \(record.databaseTableName)"
    }

    /// The values of `columns` in `row`, as one text that differs whenever one of them does.
    private static func content(of row: Row, _ columns: [Column]) -> String {
        columns.map { column in
            let value = row[column] as DatabaseValue
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
