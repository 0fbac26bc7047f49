import ArgumentParser
import CatalogTooling

/// `presets list`: the presets, by name.
struct ListPresets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List presets: name, kind, axis, revision and summary.",
        discussion: """
            Examples:
              preset-manager presets list
              preset-manager presets list --prefix parade --limit 3
              preset-manager presets list --format csv > presets.csv
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var listing: ListingOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).presetListReport(prefix: listing.prefix ?? "", limit: listing.limit))
    }
}
