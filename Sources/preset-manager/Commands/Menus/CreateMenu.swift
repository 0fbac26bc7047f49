import ArgumentParser
import CatalogEditing

/// `menus create NAME --title T --row-height H`.
struct CreateMenu: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create an empty menu.",
        discussion: """
            Example:
              preset-manager menus create weather --title "Weather layers" --row-height 100
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The new menu's name (a slug: a-z, 0-9, -).")
    var name: String
    @Option(name: .long, help: "The title shown above the menu.")
    var title: String
    @Option(help: ArgumentHelp("The height of every row in points.", valueName: "points"))
    var rowHeight: PointSize

    func run() throws {
        try catalog.open(writable: true).createMenu(named: name, title: title, rowHeight: rowHeight.points)
        StandardOutput.writeLine("created menu '\(name)'")
    }
}
