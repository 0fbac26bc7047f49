import CatalogEditing
import Foundation
import PresetStore

/// Benchmark body: the three-way merge `git merge` runs through `preset-manager git merge`, on
/// a catalog of ``ImportPresets`` presets that each side changed on its own branch. Ours
/// changes the summary of presets `0..<changesPerSide`; theirs the first keyframe of the last
/// track of presets `changesPerSide/2 ..< changesPerSide/2 + changesPerSide`, so half the
/// presets either side changed were changed by both, in different members (a clean merge).
public struct MergeWorkload: Sendable {
    /// The common ancestor's, our and their files, in a directory of their own.
    public let base: String
    public let ours: String
    public let theirs: String
    private let directory: URL

    /// Writes the three catalogs (closed again): `presetCount` presets, `changesPerSide`
    /// changed on each side (each a new revision, as an update makes it).
    public init(presetCount: Int, changesPerSide: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("parallax-merge-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        base = directory.appendingPathComponent("base.sqlite").path
        ours = directory.appendingPathComponent("ours.sqlite").path
        theirs = directory.appendingPathComponent("theirs.sqlite").path
        try Self.write(CatalogDocument(presets: (0..<presetCount).map(ImportPresets.definition)), to: base, replacing: false)
        try FileManager.default.copyItem(atPath: base, toPath: ours)
        try FileManager.default.copyItem(atPath: base, toPath: theirs)
        try Self.write(CatalogDocument(presets: (0..<changesPerSide).map(Self.ourChange)), to: ours, replacing: true)
        let theirRange = (changesPerSide / 2)..<(changesPerSide / 2 + changesPerSide)
        try Self.write(CatalogDocument(presets: theirRange.map(Self.theirChange)), to: theirs, replacing: true)
    }

    /// Preset `index` as ours changes it: its summary.
    private static func ourChange(_ index: Int) -> PresetDefinition {
        var preset = ImportPresets.definition(index)
        preset.summary = "ours \(index)"
        return preset
    }

    /// Preset `index` as theirs changes it: its last track's first keyframe is −1.
    private static func theirChange(_ index: Int) -> PresetDefinition {
        var preset = ImportPresets.definition(index)
        preset.tracks[preset.tracks.count - 1].keyframes[0].value = .number(-1)
        return preset
    }

    /// A fresh copy of our file for one merge to write over (the merge replaces it).
    public func copyOfOurs() throws -> String {
        let copy = directory.appendingPathComponent("merged-\(UUID().uuidString).sqlite").path
        try FileManager.default.copyItem(atPath: ours, toPath: copy)
        return copy
    }

    /// Merges theirs into `merged` (a ``copyOfOurs()``) against the base, as the merge driver does.
    /// - Returns: How many presets the merged catalog holds and how many conflicts it recorded.
    public func merge(into merged: String) throws -> (presets: Int, conflicts: Int) {
        let outcome = try CatalogEditor.mergeCatalogFiles(base: base, ours: merged, theirs: theirs, label: merged)
        return (outcome.presets, outcome.conflicts.count)
    }

    /// Deletes the files and their directory.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    private static func write(_ document: CatalogDocument, to path: String, replacing: Bool) throws {
        let store = try PresetDatabase.openWritable(at: path)
        defer { try? store.close() }
        try store.importDocument(document, replacingExisting: replacing)
    }
}
