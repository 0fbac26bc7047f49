import ArgumentParser
import CatalogEditing

/// `images list`.
struct ListImages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List images: name, pixel size, scale, size in points, format and URI.",
        discussion: """
            Examples:
              preset-manager images list
              preset-manager images list --prefix sat --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var listing: ListingOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).imageListReport(prefix: listing.prefix ?? "", limit: listing.limit))
    }
}
