import ArgumentParser
import CatalogEditing

/// `presets diff NAME [--from N] [--to M]`.
struct DiffPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in a preset between two revisions.",
        discussion: """
            One row per field that differs: its settings (kind, axis, summary, timeline, reduced \
            motion), tracks (named target.property), their keyframes (by position) and children \
            (by name). A track or child added or removed is one row. By default, the current \
            revision against the one before it.

            Examples:
              preset-manager presets diff fade-up
              preset-manager presets diff fade-up --from 1 --to 3
              preset-manager presets diff fade-up --from 1 --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The older revision (default: the one before --to).", valueName: "revision"))
    var from: Int?
    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("The newer revision (default: the current one).", valueName: "revision"))
    var to: Int?
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).diffReport(ofPreset: name, from: from, to: to))
    }
}
