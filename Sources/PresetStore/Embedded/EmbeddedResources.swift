/// The migration files compiled into the library, in order: (file name, exact text).
///
/// SwiftPM embeds every file of `Resources/migrations` (a symlink to the repository's
/// `migrations/`) as bytes in the generated `PackageResources`, whose member names drop the
/// file name's first character; this table names each file again. Adding a migration file
/// means adding its line here: `EmbeddedResourcesTests` fails until the table lists exactly the
/// folder's files, byte for byte.
enum EmbeddedMigrations {
    static let files: [(name: String, text: String)] = [
        ("0001_initial.sql", PackageResources._001_initial_sql),
        ("0002_reduced_motion.sql", PackageResources._002_reduced_motion_sql),
        ("0003_parade_states.sql", PackageResources._003_parade_states_sql),
        ("0004_item_row_height.sql", PackageResources._004_item_row_height_sql),
        ("0005_motion.sql", PackageResources._005_motion_sql),
        ("0006_merge_conflicts.sql", PackageResources._006_merge_conflicts_sql),
    ].map { (name: $0.0, text: String(decoding: $0.1, as: UTF8.self)) }
}

/// The seed catalog document: the exact text of `seed/catalog.json`, embedded by SwiftPM
/// through the symlink `Resources/catalog.json`.
enum EmbeddedSeed {
    static let catalogJSON = String(decoding: PackageResources.catalog_json, as: UTF8.self)
}
