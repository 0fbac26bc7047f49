import ArgumentParser
import CatalogEditing

/// `--format table|json|csv` takes the library's report formats as they are.
///
/// The choices are listed here rather than by swift-argument-parser's default for a
/// `CaseIterable` string enum: that default maps the cases through key paths written in a
/// generic context, which the Swift runtime instantiates from their mangled names when the
/// option is defined (~0.75 M instructions, 2 % of a `presets list`). Same strings, same order,
/// no descriptions.
extension ReportFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

/// The `--format table|json|csv` option of the list, show and history commands.
struct FormatOption: ParsableArguments {
    /// The option's names, for a command that declares it itself (``ListPresets``).
    static let names: NameSpecification = .shortAndLong
    /// The option's help, for a command that declares it itself.
    static let help: ArgumentHelp = "Output format: table, json or csv."
    /// The format when the option is not given, for a command that declares it itself.
    static let defaultFormat: ReportFormat = .table

    @Option(name: names, help: help)
    var format: ReportFormat = defaultFormat

    /// Prints `report` in the chosen format on stdout.
    func print(_ report: Report) throws {
        try Self.print(report, as: format)
    }

    /// Prints `report` in `format` on stdout.
    static func print(_ report: Report, as format: ReportFormat) throws {
        StandardOutput.write(try report.rendered(as: format))
    }
}

/// How `easing` prints: samples (table, JSON, CSV) or a plot (SVG).
enum EasingOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for reading.
    case table
    /// Canonical JSON for programs.
    case json
    /// RFC 4180 CSV for spreadsheets.
    case csv
    /// An SVG 1.1 plot of the curve over 0…1.
    case svg

    /// The report format of a tabular choice; nil for svg.
    var reportFormat: ReportFormat? {
        switch self {
        case .table: .table
        case .json: .json
        case .csv: .csv
        case .svg: nil
        }
    }
}

/// The `--out FILE` option of the commands that print a document (easing, preview).
struct OutputFileOption: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(OutputFile.helpText, valueName: "file"))
    var out: String?

    /// Writes `text` to `--out` or stdout.
    func emit(_ text: String) throws {
        if let out {
            try TextFiles.write(text, to: out)
        } else {
            StandardOutput.write(text)
        }
    }
}
