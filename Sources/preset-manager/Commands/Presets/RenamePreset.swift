import ArgumentParser
import CatalogEditing

/// `presets rename OLD NEW`.
struct RenamePreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a preset; the menu items using it follow, in one transaction.",
        discussion: """
            The preset keeps its revision and history. Apps that look the preset up by its old \
            name must use the new one.

            Example:
              preset-manager presets rename fade-up fade-in-up
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's current name.")
    var name: String
    @Argument(help: "Its new name (a slug: a-z, 0-9, -).")
    var newName: String

    func run() throws {
        let outcome = try catalog.open(writable: true).rename(.preset, named: name, to: newName)
        StandardOutput.writeLine(outcome.message(renaming: .preset, from: name, to: newName))
    }
}
