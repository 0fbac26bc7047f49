import Foundation
import GRDB

/// The kinds of named entries a catalog holds, each in its own table.
public enum CatalogEntryKind: String, Sendable, CaseIterable {
    case image, preset, menu

    var table: String { rawValue + "s" }
}

extension CatalogStore {
    /// The names among `names` that the catalog already holds for `kind`, found with one indexed
    /// query however many names there are (an import checks 100,000 names at once).
    public func existingNames(among names: [String], of kind: CatalogEntryKind) throws -> Set<String> {
        guard !names.isEmpty else { return [] }
        let list = String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
        return try read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM \(kind.table) WHERE name IN (SELECT value FROM json_each(?))
                        """, arguments: [list]))
        }
    }
}
