import ArgumentParser
import CatalogEditing

/// `menus rename OLD NEW`.
struct RenameMenu: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a menu, with its items.",
        discussion: """
            Same as menus update NAME --name NEW. Apps that look the menu up by its old \
            name must use the new one.

            Example:
              preset-manager menus rename aeris-map-layers map-layers
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's current name.")
    var name: String
    @Argument(help: "Its new name (a slug: a-z, 0-9, -).")
    var newName: String

    func run() throws {
        let outcome = try catalog.open(writable: true).rename(.menu, named: name, to: newName)
        StandardOutput.writeLine(outcome.message(renaming: .menu, from: name, to: newName))
    }
}
