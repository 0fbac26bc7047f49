import ArgumentParser
import PresetCatalog

/// How list, show and preview commands print their results.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for reading.
    case table
    /// Canonical JSON (sorted keys) for programs.
    case json
    /// RFC 4180 CSV for spreadsheets.
    case csv

    var reportFormat: ReportFormat {
        switch self {
        case .table: .table
        case .json: .json
        case .csv: .csv
        }
    }
}

/// The `--format table|json|csv` option.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: table, json or csv.")
    var format: OutputFormat = .table

    /// Prints `report` in the chosen format on stdout.
    func print(_ report: Report) throws {
        StandardOutput.write(try report.rendered(as: format.reportFormat))
    }
}
