import CatalogEditing
import PresetStore

/// Benchmark body: importing presets into an empty catalog file through the catalog service
/// (what `preset-manager import` runs: every definition validated, then one transaction),
/// through the store alone, and through the raw SQLite C API (the same rows, three prepared
/// inserts, one transaction), the baseline.
public struct ImportWorkload: Sendable {
    /// The presets to import (``ImportPresets``).
    package let document: CatalogDocument

    /// Generates `presetCount` presets.
    public init(presetCount: Int) {
        document = CatalogDocument(presets: (0..<presetCount).map(ImportPresets.definition))
    }

    /// Imports every preset into the catalog at `path` through the catalog service's
    /// `importDocument(_:source:replacing:)`.
    public func importThroughCatalog(into path: String) throws {
        let catalog = try CatalogEditor.openWritable(at: path)
        try catalog.importDocument(document, source: "benchmark", replacing: false)
    }

    /// Imports every preset into the catalog at `path` through ``PresetDatabase/importDocument(_:replacingExisting:)``.
    public func importThroughStore(into path: String) throws {
        let store = try PresetDatabase.openWritable(at: path)
        defer { try? store.close() }
        try store.importDocument(document)
    }

    /// Inserts the rows the store would write for every preset into the catalog at `path`
    /// with the SQLite C API: prepared statements bound per row, in one transaction.
    public func importWithRawSQLite(into path: String) throws {
        let connection = try RawSQLiteConnection(path: path)
        let insertPreset = try connection.prepare(
            """
            INSERT INTO presets (name, kind, axis, summary, timeline, revision, created_at, updated_at, reduced_motion)
            VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)
            """)
        let insertTrack = try connection.prepare(
            "INSERT INTO tracks (preset_id, child_id, position, target, property) VALUES (?, NULL, ?, ?, ?)")
        let insertKeyframe = try connection.prepare(
            "INSERT INTO keyframes (track_id, position, at, value_number, easing) VALUES (?, ?, ?, ?, ?)")
        let timestamp = "2025-01-01 00:00:00.000"
        try connection.execute("BEGIN IMMEDIATE")
        for preset in document.presets {
            insertPreset.bind(preset.name, at: 1)
            insertPreset.bind(preset.kind.rawValue, at: 2)
            insertPreset.bind(preset.axis.rawValue, at: 3)
            insertPreset.bind(preset.summary, at: 4)
            insertPreset.bind(ImportPresets.timelineJSON, at: 5)
            insertPreset.bind(timestamp, at: 6)
            insertPreset.bind(timestamp, at: 7)
            insertPreset.bind(preset.reducedMotion.rawValue, at: 8)
            try insertPreset.run()
            let presetID = connection.lastInsertedRowID
            for (position, track) in preset.tracks.enumerated() {
                insertTrack.bind(presetID, at: 1)
                insertTrack.bind(Int64(position), at: 2)
                insertTrack.bind(track.target, at: 3)
                insertTrack.bind(track.property, at: 4)
                try insertTrack.run()
                let trackID = connection.lastInsertedRowID
                for (index, keyframe) in track.keyframes.enumerated() {
                    guard case .number(let number) = keyframe.value else {
                        throw WorkloadError(problem: "\(preset.name): the baseline inserts number keyframes only")
                    }
                    insertKeyframe.bind(trackID, at: 1)
                    insertKeyframe.bind(Int64(index), at: 2)
                    insertKeyframe.bind(keyframe.at, at: 3)
                    insertKeyframe.bind(number, at: 4)
                    if let easing = keyframe.easing { insertKeyframe.bind(easing, at: 5) } else { insertKeyframe.bindNull(at: 5) }
                    try insertKeyframe.run()
                }
            }
        }
        try connection.execute("COMMIT")
    }
}
