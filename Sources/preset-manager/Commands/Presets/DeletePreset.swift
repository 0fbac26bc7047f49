import ArgumentParser
import CatalogEditing

/// `presets delete NAME`.
struct DeletePreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a preset that no menu item uses.",
        discussion: """
            A preset still used by a menu item is not deleted; the message names the items.

            Example:
              preset-manager presets delete my-fade
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String

    func run() throws {
        try catalog.open(writable: true).deletePreset(named: name)
        StandardOutput.writeLine("deleted preset '\(name)'")
    }
}
