import ArgumentParser
import CatalogTooling

/// `presets history NAME`.
struct PresetHistory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a preset's revisions, the current one last.",
        discussion: """
            Examples:
              preset-manager presets history fade-up
              preset-manager presets history fade-up --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).historyReport(ofPreset: name))
    }
}
