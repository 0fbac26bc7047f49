import ArgumentParser
import CatalogTooling
import PresetCatalog

/// `validate`: check the whole catalog.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the whole catalog: SQLite integrity, schema, and every preset and menu.",
        discussion: """
            Prints one problem per row (where, problem) and exits 65 when there is any; prints \
            nothing and exits 0 when the catalog is sound.

            Examples:
              preset-manager validate
              preset-manager validate --catalog App/Resources/catalog.sqlite --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var output: FormatOption

    func run() throws {
        let catalog = try catalog.open(writable: false)
        let problems = try catalog.validate()
        if problems.isEmpty && output.format == .table {
            StandardOutput.writeLine("no problems found in \(catalog.path)")
        } else {
            try output.print(CatalogEditor.report(of: problems))
        }
        if !problems.isEmpty {
            throw CatalogError(
                .invalidData, "validate: \(problems.count) problem\(problems.count == 1 ? "" : "s") found in \(catalog.path)")
        }
    }
}
