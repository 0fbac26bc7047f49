import ArgumentParser
import CatalogTooling

/// `items move MENU FROM TO`.
struct MoveItem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a row of a menu to another position.",
        discussion: """
            Example (make the third row the first):
              preset-manager items move aeris-map-layers 2 0
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var menu: String
    @Argument(help: "The row's current position.")
    var from: Int
    @Argument(help: "Its new position.")
    var to: Int

    func run() throws {
        try catalog.open(writable: true).moveItem(inMenu: menu, from: from, to: to)
        StandardOutput.writeLine("moved item \(from) of menu '\(menu)' to position \(to)")
    }
}
