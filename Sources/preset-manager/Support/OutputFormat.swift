import ArgumentParser
import CatalogTooling

/// `--format table|json|csv` takes the library's report formats as they are.
extension ReportFormat: ExpressibleByArgument {}

/// The `--format table|json|csv` option of the list, show and history commands.
struct FormatOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output format: table, json or csv.")
    var format: ReportFormat = .table

    /// Prints `report` in the chosen format on stdout.
    func print(_ report: Report) throws {
        StandardOutput.write(try report.rendered(as: format))
    }
}
