import ArgumentParser
import CatalogEditing

/// `menus update NAME [--title T] [--row-height H] [--name NEW]`.
struct UpdateMenu: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a menu's title, row height or name.",
        discussion: """
            Only the options given change, in one transaction. A new row height is checked \
            against every row that has none of its own: a cell-background row needs an image at \
            least twice its row height. Changing nothing prints "unchanged".

            Examples:
              preset-manager menus update aeris-map-layers --title "Weather maps"
              preset-manager menus update aeris-map-layers --row-height 90
              preset-manager menus update aeris-map-layers --name map-layers
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var name: String
    @Option(name: .long, help: "A new title.")
    var title: String?
    @Option(help: ArgumentHelp("A new height for the rows, in points.", valueName: "points"))
    var rowHeight: PointSize?
    @Option(name: .customLong("name"), help: ArgumentHelp("A new name (a slug: a-z, 0-9, -).", valueName: "new-name"))
    var newName: String?

    func validate() throws {
        if title == nil, rowHeight == nil, newName == nil {
            throw ValidationError("give at least one of --title, --row-height and --name")
        }
    }

    func run() throws {
        let outcome = try catalog.open(writable: true).updateMenu(named: name, newName: newName, title: title, rowHeight: rowHeight?.points)
        let menu = outcome.stored.definition
        StandardOutput.writeLine(outcome.isChanged ? "updated menu '\(menu.name)'" : "menu '\(name)' unchanged")
    }
}
