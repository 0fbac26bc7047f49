import Foundation
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// What a merge wrote: the conflicts it recorded (those it found and those either side
    /// still had), and how many entries the merged catalog holds.
    package struct MergeOutcome: Sendable {
        /// The unresolved conflicts the merged catalog holds.
        package let conflicts: [MergeConflict]
        /// How many images, presets and menus it holds.
        package let images: Int
        package let presets: Int
        package let menus: Int
    }

    /// Merges the catalogs `theirs` into `ours` against their common ancestor `base` (git's
    /// `%B`, `%A`, `%O`), writing the result over `ours` in one step: built beside it, with the
    /// presets' histories merged (``HistoryMerge``) and the conflicts recorded, validated, then
    /// renamed over `ours` (the conflicts are recorded once the rest validates). A side at an older schema is migrated first; an empty `base` is a
    /// catalog added on both sides. When anything fails, `ours` is left as it was.
    /// - Parameters:
    ///   - label: How messages name the catalog (git's `%P`, its path in the repository); the
    ///     merged file is built in that path's folder when it exists, so its image files are
    ///     where validation looks for them.
    /// - Throws: ``CatalogError``: invalid data (65) when a side is not a catalog, or the merge
    ///   would not be a valid catalog (naming the first problem).
    package static func mergeCatalogFiles(base: String, ours: String, theirs: String, label: String) throws -> MergeOutcome {
        let baseSide = try MergeInput(path: base, label: label, side: "base", emptyIsCatalog: true)
        let ourSide = try MergeInput(path: ours, label: label, side: "ours", emptyIsCatalog: false)
        let theirSide = try MergeInput(path: theirs, label: label, side: "theirs", emptyIsCatalog: false)
        let merge = try CatalogMerge(base: baseSide.document, ours: ourSide.document, theirs: theirSide.document)
        let histories = try mergedHistories(of: merge, base: baseSide, ours: ourSide, theirs: theirSide)
        var conflicts = merge.conflicts
        var keys = Set(conflicts.map { [$0.kind.rawValue, $0.name, $0.path] })
        for carried in ourSide.conflicts + theirSide.conflicts
        where keys.insert([carried.kind.rawValue, carried.name, carried.path]).inserted {
            conflicts.append(carried)
        }

        let folder = URL(fileURLWithPath: label).deletingLastPathComponent().path
        let besideLabel = FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder)
        let directory = besideLabel ? folder : URL(fileURLWithPath: ours).deletingLastPathComponent().path
        let building = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
            .appendingPathComponent(".preset-merge-\(UUID().uuidString).sqlite").path
        defer { for suffix in OwnedFiles.suffixes { try? DurableFile.remove(building + suffix) } }
        let editor = try create(at: building, seeded: false)
        do {
            defer { try? editor.store.close() }
            try editor.importDocument(merge.document, source: "\(label) (merged)", replacing: false)
            try withStoreErrors(label) { try editor.store.replacePresetHistories(histories) }
        }
        // Checked before the conflicts are recorded: validate names each of those as a problem.
        let check = try openReadOnly(at: building)
        let problems = try check.validate().problems
        try? check.store.close()
        if let first = problems.first {
            throw CatalogError(
                .invalidData,
                "\(label): the merged catalog would fail validate (\(first.subject): \(first.problem)); \(pathText(ours)) is unchanged")
        }
        if !conflicts.isEmpty {
            let recorder = try openWritable(at: building)
            defer { try? recorder.store.close() }
            try withStoreErrors(label) { try recorder.store.recordMergeConflicts(conflicts) }
        }
        try withStoreErrors(label) { try DurableFile.rename(building, to: ours) }
        return MergeOutcome(
            conflicts: conflicts, images: merge.document.images.count, presets: merge.document.presets.count,
            menus: merge.document.menus.count)
    }

    /// Each merged preset's history, from the histories its origins have on each side.
    private static func mergedHistories(of merge: CatalogMerge, base: MergeInput, ours: MergeInput, theirs: MergeInput) throws
        -> [String: PresetHistory]
    {
        let now = PresetHistory.timeText(Date())
        var histories: [String: PresetHistory] = [:]
        for preset in merge.document.presets {
            let origin = merge.presetOrigins[preset.name] ?? EntryMerge.Origin(base: nil, ours: preset.name, theirs: nil)
            histories[preset.name] = try HistoryMerge.history(
                base: origin.base.flatMap { base.histories[$0] }, ours: origin.ours.flatMap(ours.side(named:)),
                theirs: origin.theirs.flatMap(theirs.side(named:)), merged: preset, now: now)
        }
        return histories
    }

    private static func withStoreErrors<T>(_ label: String, _ body: () throws -> T) throws -> T {
        do {
            return try CatalogError.translatingStoreErrors(body)
        } catch let error as DurableFileError {
            throw CatalogError(.ioFailure, "\(label): \(error.description)")
        }
    }
}

/// One side of a merge, read from its file (``CatalogEditor/withSnapshot(ofFileAt:_:)``).
private struct MergeInput {
    let document: CatalogDocument
    let histories: [String: PresetHistory]
    let conflicts: [MergeConflict]
    private let presets: [String: PresetDefinition]

    init(path: String, label: String, side: String, emptyIsCatalog: Bool) throws {
        if emptyIsCatalog, !FileManager.default.fileExists(atPath: path) || CatalogEditor.isEmptyFile(path) {
            (document, histories, conflicts) = (CatalogDocument(), [:], [])
        } else {
            do {
                (document, histories, conflicts) = try CatalogEditor.withSnapshot(ofFileAt: path) { editor in
                    try CatalogError.translatingStoreErrors {
                        (try editor.store.exportDocument(), try editor.store.presetHistories(), try editor.store.mergeConflicts())
                    }
                }
            } catch let error as CatalogError {
                throw CatalogError(error.kind, "\(label) (\(side)): \(error.message)")
            }
        }
        presets = Dictionary(document.presets.map { ($0.name, $0) }) { first, _ in first }
    }

    /// The preset `name` with its history, when this side has it.
    func side(named name: String) -> HistoryMerge.Side? {
        guard let definition = presets[name], let history = histories[name] else { return nil }
        return HistoryMerge.Side(history: history, definition: definition)
    }
}
