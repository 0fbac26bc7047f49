import ArgumentParser

/// How list, show and preview commands print their results.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for reading.
    case table
    /// Canonical JSON (sorted keys) for programs.
    case json
    /// RFC 4180 CSV for spreadsheets.
    case csv
}

/// The `--format table|json|csv` option.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: table, json or csv.")
    var format: OutputFormat = .table
}
