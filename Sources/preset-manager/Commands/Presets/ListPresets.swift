import ArgumentParser
import CatalogEditing
import PresetCatalog

/// `presets list`: the presets, by name.
///
/// Its options are those of ``CatalogOption``, ``ListingOptions`` and ``FormatOption``, in that
/// order, declared on the command itself from those types' statics (names, parsing, help, default,
/// check) rather than as option groups. swift-argument-parser reflects every type on the chosen command's path, and
/// the Swift runtime's first look at each such type (is it `CustomReflectable`, a
/// `ParsableCommand`, a valid `OptionGroup` argument, its `CodingKeys` a `CodingKey`) scans every
/// protocol conformance record of the program, about 7,000 in the tool: the three groups cost
/// about 3.5 M instructions, a tenth of a whole `presets list` (BENCHMARKS.md, "Command-line
/// processes"), the command whose whole-process time is one of the package's goals.
struct ListPresets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List presets: name, kind, revision and summary (with --wide, axis and timeline too).",
        discussion: """
            The table fits an 80-column terminal, each summary cut with "…"; --wide prints \
            every column in full, as csv and json always do.

            Examples:
              preset-manager presets list
              preset-manager presets list --prefix parade --limit 3
              preset-manager presets list --wide
              preset-manager presets list --format csv > presets.csv
            """
    )

    @Option(name: CatalogOption.names, help: CatalogOption.help)
    var catalog: String?

    @Option(name: ListingOptions.prefixNames, help: ListingOptions.prefixHelp)
    var prefix: String?

    @Option(name: ListingOptions.limitNames, parsing: ListingOptions.limitParsing, help: ListingOptions.limitHelp)
    var limit: Int?

    @Option(name: FormatOption.names, help: FormatOption.help)
    var format: ReportFormat = FormatOption.defaultFormat

    @Flag(name: .long, help: "Table: every column (axis and timeline too) and whole summaries, however wide.")
    var wide = false

    func validate() throws {
        try ListingOptions.validate(limit: limit)
    }

    func run() throws {
        let (report, unreadable) = try CatalogOption.open(catalog, writable: false).presetListReport(
            prefix: prefix ?? "", limit: limit, wide: wide || format != .table)
        try FormatOption.print(report, as: format)
        for preset in unreadable {
            StandardError.writeLine("preset-manager: " + preset.description)
        }
        if !unreadable.isEmpty {
            throw CatalogError(
                .invalidData,
                "presets list: \(unreadable.count) preset\(unreadable.count == 1 ? "" : "s") cannot be read (listed above); run validate")
        }
    }
}
