import ArgumentParser
import CatalogEditing

/// `items remove MENU POSITION`.
struct RemoveItem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a row from a menu.",
        discussion: """
            Example:
              preset-manager items remove weather 1
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var menu: String
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The row's position (0 = first).", valueName: "position"))
    var positions: [String] = []

    func run() throws {
        let position = try ItemPositions.parse(positions, names: ["position"])[0]
        try catalog.open(writable: true).removeItem(fromMenu: menu, at: position)
        StandardOutput.writeLine("removed item \(position) from menu '\(menu)'")
    }
}
