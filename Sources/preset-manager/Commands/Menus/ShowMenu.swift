import ArgumentParser
import CatalogEditing

/// `menus show NAME`.
struct ShowMenu: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a menu and its items: position, title, image and preset.",
        discussion: """
            Examples:
              preset-manager menus show aeris-map-layers
              preset-manager menus show aeris-map-layers --format csv
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The menu's name.")
    var name: String
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).menuReport(named: name))
    }
}
