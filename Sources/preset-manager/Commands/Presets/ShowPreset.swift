import ArgumentParser
import CatalogEditing

/// `presets show NAME`: one preset's definition.
struct ShowPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a preset: its settings and keyframes, or its JSON definition.",
        discussion: """
            The JSON format is the definition itself: edit it and feed it back with \
            `presets update NAME --file FILE`.

            Examples:
              preset-manager presets show fade-up
              preset-manager presets show fade-up --format json > fade-up.json
              preset-manager presets show parade-intro --format csv
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name, e.g. fade-up.")
    var name: String
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).presetReport(named: name))
    }
}
