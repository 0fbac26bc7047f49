import ArgumentParser
import CatalogEditing
import PresetCatalog

/// `validate`: check the whole catalog.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the whole catalog: SQLite integrity, schema, and every preset and menu.",
        discussion: """
            Checks SQLite's integrity and foreign keys, the migrations' checksums, the schema, \
            every CHECK and NOT NULL rule of the migrations against every row (one line per row \
            that breaks any, e.g. a catalog written with PRAGMA ignore_check_constraints), \
            every preset's definition, every menu item (its preset compiled for the item's \
            row and image, and the cell-background image rule), and every image file that is \
            present against the SHA-256 recorded when it was added (a missing file is not a \
            problem; a remote URI is not fetched), and that no merge conflict is left unresolved \
            (conflicts lists them; docs/TEAMS.md). Prints one problem per row \
            (subject, problem) and exits 65 when there is any. When the catalog is sound it \
            exits 0 and prints "no problems found in PATH" (table), [] (json) or the header \
            line alone (csv). Presets that read variables (names beyond the built-in \
            \(BuiltInSize.listed())) \
            are listed too, as lines under the table and as the JSON member "variables": an app \
            sets them in PresetContext.variables. The schema is compared object by object with \
            what the catalog's migrations create: a trigger, view, index or table they did not \
            create, or one of theirs missing or altered, is a problem (and every command that \
            writes refuses such a catalog).

            --repair first drops the objects the migrations did not create, in one \
            transaction, naming each on stderr before it goes, then validates. It refuses, \
            changing nothing, when an object is missing or altered: dropping cannot put that \
            right. Without --repair nothing is ever written.

            --file F checks a preset definition or a catalog document without any catalog: \
            every problem, one per line on stderr with its JSON path (exit 65), or "no problems \
            found in F"; with --format json, {"problems": [{"path", "code", "message"}]} on stdout.

            Examples:
              preset-manager validate
              preset-manager validate --file my-fade.json
              preset-manager validate --catalog App/Resources/catalog.sqlite --format json
              preset-manager validate --repair --catalog downloaded.sqlite
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var output: FormatOption
    @Flag(name: .long, help: "Drop the objects the catalog's migrations did not create (naming each on stderr), then validate.")
    var repair = false
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Check this preset definition or catalog document file (or - for stdin) instead of a catalog; no catalog is opened.",
            valueName: "file"))
    var file: String?

    func validate() throws {
        if file != nil, repair { throw ValidationError("--repair applies to a catalog, not to --file") }
        if file != nil, catalog.catalog != nil { throw ValidationError("--catalog applies to a catalog, not to --file") }
        if file != nil, output.format == .csv { throw ValidationError("--format csv applies to a catalog; use table or json with --file") }
    }

    func run() throws {
        if let file {
            try ProblemOutput.reporting(asJSON: output.format == .json) {
                _ = try DefinitionText.content(from: TextFiles.readDocument(file), source: TextFiles.displayName(file))
            }
            if output.format == .json {
                ProblemOutput.write(DefinitionRefusal.json(of: []))
            } else {
                StandardOutput.writeLine("no problems found in \(TextFiles.displayName(file))")
            }
            return
        }
        if repair {
            let path = try catalog.location().path
            // On stderr, like other notices, so stdout stays the report in every format.
            let dropped = try CatalogEditor.repairSchema(at: path) { StandardError.writeLine("preset-manager: dropping " + $0.objectLine) }
            StandardError.writeLine(
                dropped.isEmpty
                    ? "preset-manager: nothing to repair in \(pathText(path))"
                    : "preset-manager: dropped \(dropped.count) object\(dropped.count == 1 ? "" : "s") from \(pathText(path))")
        }
        let catalog = try catalog.open(writable: false, warnsOfUntrustedSchema: false)
        let validation = try catalog.validate()
        let problems = validation.problems
        if problems.isEmpty && output.format == .table {
            StandardOutput.writeLine("no problems found in \(pathText(catalog.path))")
        } else {
            try output.print(CatalogEditor.report(of: validation))
        }
        if output.format == .table {
            CatalogEditor.variableLines(of: validation).forEach(StandardOutput.writeLine)
        }
        if !problems.isEmpty {
            throw CatalogError(
                .invalidData, "validate: \(problems.count) problem\(problems.count == 1 ? "" : "s") found in \(pathText(catalog.path))")
        }
    }
}
