import ArgumentParser
import CatalogEditing

/// `images show NAME`.
struct ShowImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one image's metadata and the menu items that use it.",
        discussion: """
            Examples:
              preset-manager images show radar
              preset-manager images show radar --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The image's name.")
    var name: String
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).imageReport(named: name))
    }
}
