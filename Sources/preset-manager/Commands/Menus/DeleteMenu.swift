import ArgumentParser
import CatalogEditing

/// `menus delete NAME`.
struct DeleteMenu: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a menu and its items (their images and presets stay).",
        discussion: """
            Example:
              preset-manager menus delete weather
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var name: String

    func run() throws {
        try catalog.open(writable: true).deleteMenu(named: name)
        StandardOutput.writeLine("deleted menu '\(name)'")
    }
}
