import ArgumentParser
import CatalogEditing

/// `items add MENU …`.
struct AddItem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a row to a menu (at the end, or at --position).",
        discussion: """
            The image must suit the preset: a cell-background row needs an image at least twice \
            the row's height (in points): its own (--row-height), else the menu's.

            Examples:
              preset-manager items add weather --title Radar --image radar \\
                --preset aeris-cell-background
              preset-manager items add weather --title Clouds --image clouds \\
                --preset fade-up --row-height 120
              preset-manager items add weather --title Wind --subtitle "10 m" \\
                --image wind --preset aeris-cell-background --position 0
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var menu: String
    @Option(name: .long, help: "The row's title.")
    var title: String
    @Option(name: .long, help: "An optional second line.")
    var subtitle: String?
    @Option(name: .long, help: ArgumentHelp("The image's name.", valueName: "name"))
    var image: String
    @Option(name: .long, help: ArgumentHelp("The preset's name.", valueName: "name"))
    var preset: String
    @Option(help: ArgumentHelp("The row's own height in points (default: the menu's).", valueName: "points"))
    var rowHeight: PointSize?
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Insert at this position (0 = first; default: last).", valueName: "n"))
    var position: Int?

    func run() throws {
        let menu = try catalog.open(writable: true).addItem(
            toMenu: self.menu, title: title, subtitle: subtitle, image: image, preset: preset, rowHeight: rowHeight?.points, at: position)
        let placed = position ?? menu.definition.items.count - 1
        StandardOutput.writeLine("added '\(title)' to menu '\(self.menu)' at position \(placed)")
    }
}
