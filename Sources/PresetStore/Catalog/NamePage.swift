import GRDB

/// A page of a name-ordered listing: the name range `[lowerBound, upperBound)` holding exactly
/// the names starting with a prefix, plus limit and offset, as SQL arguments.
///
/// A range on the unique name index (rather than `LIKE 'prefix%'`) lets SQLite seek straight to
/// the first match, whatever the catalog's size.
struct NamePage {
    let lowerBound: String
    let upperBound: String
    let limit: Int
    let offset: Int

    /// - Throws: ``PresetDatabaseError/invalidField(owner:field:problem:)`` for a negative limit or offset.
    init(prefix: String, limit: Int?, offset: Int) throws {
        if let limit, limit < 0 {
            throw PresetDatabaseError.invalidField(owner: "listing", field: "limit", problem: "must not be negative")
        }
        guard offset >= 0 else {
            throw PresetDatabaseError.invalidField(owner: "listing", field: "offset", problem: "must not be negative")
        }
        lowerBound = prefix
        // U+10FFFF sorts (as UTF-8 bytes) after every character a slug may contain.
        upperBound = prefix + "\u{10FFFF}"
        self.limit = limit ?? -1
        self.offset = offset
    }

    var arguments: StatementArguments { [lowerBound, upperBound, limit, offset] }

    /// The listing query on `table`, taking ``arguments``: a range scan of the unique name
    /// index, never a full scan.
    static func sql(from table: String) -> String {
        "SELECT * FROM \(table) WHERE name >= ? AND name < ? ORDER BY name LIMIT ? OFFSET ?"
    }
}
