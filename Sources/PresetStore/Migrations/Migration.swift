/// One numbered schema migration: a `migrations/NNNN_name.sql` file compiled into the library.
struct Migration: Hashable, Sendable {
    /// The number the file name starts with; migrations apply in increasing number.
    let number: Int
    /// The file name, e.g. `0001_initial.sql`.
    let name: String
    /// The file's exact text.
    let sql: String

    /// SHA-256 of the text, recorded when the migration is applied.
    var checksum: String { SHA256.hexDigest(of: sql) }

    /// The migrations this library knows, from the embedded copy of `migrations/`, in order.
    static let embedded: [Migration] = EmbeddedMigrations.files.map { file in
        let digits = file.name.prefix { $0.isNumber }
        guard let number = Int(digits) else {
            preconditionFailure("migration file \(file.name) must start with its number")
        }
        return Migration(number: number, name: file.name, sql: file.text)
    }.sorted { $0.number < $1.number }
}

extension PresetDatabase {
    /// The schema version this library writes: the number of its newest migration.
    package static var schemaVersion: Int { Migration.embedded.last?.number ?? 0 }
}
