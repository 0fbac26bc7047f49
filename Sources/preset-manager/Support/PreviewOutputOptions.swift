import ArgumentParser
import CatalogEditing
import Foundation

/// How `preview` prints: a report (table, JSON, CSV) or a drawing (SVG plot, HTML page).
enum PreviewOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for reading.
    case table
    /// Canonical JSON (sorted keys) for programs.
    case json
    /// RFC 4180 CSV for spreadsheets.
    case csv
    /// An SVG 1.1 plot, one panel per channel.
    case svg
    /// One self-contained HTML page that plays the preview.
    case html

    /// The report format of a tabular choice; nil for svg and html.
    var reportFormat: ReportFormat? {
        switch self {
        case .table: .table
        case .json: .json
        case .csv: .csv
        case .svg, .html: nil
        }
    }
}

/// `preview`'s output options: `--format`, `--out`, `--chart`.
struct PreviewOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output format: table, json, csv, svg (a plot) or html (a page that plays it).")
    var format: PreviewOutputFormat = .table

    @OptionGroup var destination: OutputFileOption

    @Flag(name: .long, help: "With --format table on a terminal: a braille chart per channel under the table.")
    var chart = false

    func validate() throws {
        if chart, format != .table {
            throw ValidationError("--chart goes with --format table, not \(format.rawValue)")
        }
    }

    /// Whether to draw the chart: asked for, and stdout is a terminal (not a file or a pipe).
    /// When it is asked for but skipped, one line on stderr says why.
    func drawsChart() -> Bool {
        guard chart else { return false }
        if destination.out != nil {
            StandardError.writeLine("preset-manager: --chart skipped: the output goes to a file, and the chart is drawn only on a terminal")
            return false
        }
        guard isatty(STDOUT_FILENO) == 1 else {
            StandardError.writeLine("preset-manager: --chart skipped: stdout is not a terminal (a pipe or a file)")
            return false
        }
        return true
    }
}
