import ArgumentParser
import CatalogEditing

/// `git textconv FILE`: the catalog as the text git diffs.
struct GitTextconvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textconv",
        abstract: "Print a catalog file as the text git diffs (git's textconv).",
        discussion: """
            Prints the catalog's canonical export (export's JSON: entries sorted by name, keys \
            sorted, one member per line), so git diff, git log -p and git show name the presets, \
            menus, images and members that changed. The file is read as it is on disk, through \
            SQLite opened immutable: nothing is written, and no -wal or -shm file appears beside \
            it. A catalog at an older schema is shown migrated; an empty file prints nothing.

            Examples:
              preset-manager git textconv App/catalog.sqlite
            """
    )

    @Argument(help: "The catalog file.")
    var file: String

    func run() throws {
        if CatalogEditor.isEmptyFile(file) { return }
        try CatalogEditor.withSnapshot(ofFileAt: file) { editor in
            try editor.exportJSON(writingTo: StandardOutput.write)
        }
    }
}
