import ArgumentParser
import CatalogEditing

/// `items update MENU POSITION …`.
struct UpdateItem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a row of a menu: title, subtitle, image, preset or row height.",
        discussion: """
            Only the options given change, in one transaction, with the checks items add makes: \
            the image and preset must exist, and a cell-background row needs an image at least \
            twice its row height. --subtitle "" removes the subtitle; --row-height menu makes \
            the row follow the menu's height again. Changing nothing prints "unchanged".

            Examples:
              preset-manager items update aeris-map-layers 0 --title "Radar loop"
              preset-manager items update aeris-map-layers 2 --image clouds \\
                --row-height 120
              preset-manager items update aeris-map-layers 2 --row-height menu
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var menu: String
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The row's position (0 = first).", valueName: "position"))
    var positions: [String] = []
    @Option(name: .long, help: "A new title.")
    var title: String?
    @Option(name: .long, help: "A new second line (\"\" removes it).")
    var subtitle: String?
    @Option(name: .long, help: ArgumentHelp("Another image's name.", valueName: "name"))
    var image: String?
    @Option(name: .long, help: ArgumentHelp("Another preset's name.", valueName: "name"))
    var preset: String?
    @Option(help: ArgumentHelp("The row's own height in points, or \"menu\" for the menu's.", valueName: "points|menu"))
    var rowHeight: MenuItemChanges.RowHeight?

    func validate() throws {
        if title == nil, subtitle == nil, image == nil, preset == nil, rowHeight == nil {
            throw ValidationError("give at least one of --title, --subtitle, --image, --preset and --row-height")
        }
    }

    func run() throws {
        let at = try ItemPositions.parse(positions, names: ["position"])[0]
        let changes = MenuItemChanges(title: title, subtitle: subtitle, image: image, preset: preset, rowHeight: rowHeight)
        let outcome = try catalog.open(writable: true).updateItem(inMenu: menu, at: at, changes: changes)
        StandardOutput.writeLine(
            outcome.isChanged ? "updated item \(at) of menu '\(menu)'" : "item \(at) of menu '\(menu)' unchanged")
    }
}
