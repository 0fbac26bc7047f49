import ArgumentParser
import CatalogEditing

/// `presets history NAME`.
struct PresetHistory: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a preset's revisions, newest first (the current one at the top).",
        discussion: """
            Each revision is a full definition: see what changed with presets diff, restore one \
            with presets revert.

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
