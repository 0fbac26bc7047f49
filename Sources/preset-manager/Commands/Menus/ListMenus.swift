import ArgumentParser
import CatalogEditing

/// `menus list`.
struct ListMenus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List menus: name, title, row height and number of items.",
        discussion: """
            Examples:
              preset-manager menus list
              preset-manager menus list --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var listing: ListingOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).menuListReport(prefix: listing.prefix ?? "", limit: listing.limit))
    }
}
