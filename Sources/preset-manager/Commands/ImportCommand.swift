import ArgumentParser
import CatalogEditing

/// `import FILE`: load a catalog document or one preset definition.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a catalog JSON document (or one preset's definition), all or nothing.",
        discussion: """
            Everything is validated before anything is written; one bad entry leaves the catalog \
            unchanged. Without --replace, a name that already exists is an error; with it, an \
            entry identical to the catalog's is left as it is (counted "unchanged", no new \
            revision). Every problem of the file's definitions is listed, one per line with its \
            JSON path and the entry it is in (--format json: {"problems": [{"path", "code", "message"}]} \
            on stdout).

            Examples:
              preset-manager import catalog.json
              preset-manager import fade-up.json --replace
              preset-manager export --catalog old.sqlite | preset-manager import - --replace
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Argument(help: "The JSON file, or - for stdin.")
    var file: String

    @Flag(name: .long, help: "Replace images, presets and menus that have the same names.")
    var replace = false

    @Option(name: .shortAndLong, help: "Output format: text, or json (the counts, or the problems).")
    var format: WriteOutputFormat = .text

    func run() throws {
        let summary = try ProblemOutput.reporting(asJSON: format == .json) {
            let text = try TextFiles.readDocument(file)
            return try catalog.open(writable: true).importJSON(text, source: TextFiles.displayName(file), replacing: replace)
        }
        if format == .json {
            ProblemOutput.write(
                .object([
                    "added": .number(Double(summary.added)), "replaced": .number(Double(summary.replaced)),
                    "unchanged": .number(Double(summary.unchanged)),
                ]))
            return
        }
        StandardOutput.writeLine(
            "imported \(TextFiles.displayName(file)): \(summary.added) added, \(summary.replaced) replaced, \(summary.unchanged) unchanged")
    }
}
