import Foundation
import GRDB

/// The whole content of a catalog file: the schema and every row of every table, as text, plus
/// a 64-bit FNV-1a digest of that text for reports. Two catalogs hold the same data exactly when
/// their dumps are equal.
struct CatalogContent: Equatable {
    let lines: [String]

    /// Reads the catalog at `path`, which no process has open, through a read-only connection:
    /// immutable (no locks, no -shm, nothing written) unless a write-ahead log holds data.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let walAttributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
        let walSize = (walAttributes?[.size] as? NSNumber)?.intValue ?? 0
        let queue = try DatabaseQueue(path: walSize > 0 ? path : "file:\(path)?immutable=1", configuration: configuration)
        defer { try? queue.close() }
        lines = try queue.read { db in try Self.dump(db) }
    }

    /// Reads the content through an open connection.
    init(_ db: Database) throws {
        lines = try Self.dump(db)
    }

    /// FNV-1a (64-bit) of the dump text, as 16 hex digits.
    var digest: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines {
            for byte in line.utf8 + [10] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    private static func dump(_ db: Database) throws -> [String] {
        var lines = try String.fetchAll(db, sql: "SELECT type || ' ' || name || ' ' || ifnull(sql, '') FROM sqlite_master ORDER BY name")
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        for table in tables {
            for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY rowid") {
                lines.append("\(table): \(row.description)")
            }
        }
        return lines
    }
}
