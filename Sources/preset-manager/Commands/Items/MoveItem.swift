import ArgumentParser
import CatalogEditing

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
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The row's current position and its new one (0 = first).", valueName: "from> <to"))
    var positions: [String] = []

    func run() throws {
        let parsed = try ItemPositions.parse(positions, names: ["from", "to"])
        try catalog.open(writable: true).moveItem(inMenu: menu, from: parsed[0], to: parsed[1])
        StandardOutput.writeLine("moved item \(parsed[0]) of menu '\(menu)' to position \(parsed[1])")
    }
}
