import Foundation
import GRDB
import PresetStore
import TestSupport
import Testing

/// Catalog files for the hostile-file tests.
enum CatalogFiles {
    /// A seeded catalog whose migration table says a newer library wrote it.
    static func newerSchema(at path: String) throws {
        try TemporaryCatalog.write(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO catalog_migrations VALUES (999, '0999_future.sql', ?, 'later')",
                arguments: [String(repeating: "a", count: 64)])
            try db.execute(sql: "PRAGMA user_version = 999")
        }
        try queue.close()
    }

    /// The first `count` bytes of a seeded catalog.
    static func truncated(at path: String, keeping fraction: Double, scratch: String) throws {
        try TemporaryCatalog.write(at: scratch)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch))
        try bytes.prefix(Int(Double(bytes.count) * fraction)).write(to: URL(fileURLWithPath: path))
        try FileManager.default.removeItem(atPath: scratch)
    }
}

/// Which way a test opens a catalog.
enum OpenMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case readOnly = "read-only"
    case writable

    var testDescription: String { rawValue }

    func open(_ path: String) throws -> PresetDatabase {
        switch self {
        case .readOnly: try PresetDatabase.openReadOnly(at: path)
        case .writable: try PresetDatabase.openWritable(at: path)
        }
    }
}
