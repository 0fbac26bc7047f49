import ArgumentParser
import CatalogEditing
import ParallaxEngine
import PresetCatalog

/// `git merge BASE OURS THEIRS [PATH]`: git's merge driver for catalogs.
struct GitMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two catalogs against their common ancestor (git's merge driver).",
        discussion: """
            git runs it as "git merge %O %A %B %P". It merges entry by entry (images, presets, \
            menus) and member by member (a track's keyframe, a menu's item), keeps both sides' \
            changes to different members, adds and deletes what either side added or deleted, \
            follows renames, and merges the presets' revision histories. The result is \
            validated and written over OURS in one step. A member both sides changed \
            differently, or an entry one side deleted and the other changed, is a conflict: \
            OURS keeps our value, the catalog records the conflict (see conflicts), and the \
            command exits 65 so git marks the path conflicted. When the merge cannot be made \
            (a side is not a catalog, the result would not validate), OURS is left as it was.

            Examples:
              preset-manager git merge base.sqlite ours.sqlite theirs.sqlite \\
                App/catalog.sqlite
            """
    )

    @Argument(help: "The common ancestor's file (%O).")
    var base: String
    @Argument(help: "Our file (%A), which receives the result.")
    var ours: String
    @Argument(help: "Their file (%B).")
    var theirs: String
    @Argument(help: "The catalog's path in the repository (%P), naming it in messages.")
    var path: String?

    func run() throws {
        let label = path ?? ours
        let outcome = try CatalogEditor.mergeCatalogFiles(base: base, ours: ours, theirs: theirs, label: label)
        for conflict in outcome.conflicts {
            let place = conflict.path.isEmpty ? "the whole entry" : conflict.path
            StandardError.writeLine(
                "preset-manager: conflict: \(conflict.kind.rawValue) '\(messageText(conflict.name))' \(messageText(place)): "
                    + "base \(Self.shown(conflict.base)), ours \(Self.shown(conflict.ours)), theirs \(Self.shown(conflict.theirs))")
        }
        let summary =
            "merged \(pathText(label)): \(outcome.presets) presets, \(outcome.images) images, \(outcome.menus) menus"
        guard outcome.conflicts.isEmpty else {
            let count = outcome.conflicts.count
            throw CatalogError(
                .invalidData,
                "\(summary); \(count) conflict\(count == 1 ? "" : "s") kept ours (list them with conflicts, settle them with conflicts resolve)"
            )
        }
        StandardError.writeLine("preset-manager: \(summary)")
    }

    /// A side's value as a message shows it: its JSON, cut at 60 characters; "absent" for none.
    private static func shown(_ text: String?) -> String {
        guard let text else { return "absent" }
        return messageText(text, limit: 60)
    }
}
