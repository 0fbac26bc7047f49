import ArgumentParser
import CatalogEditing

/// `presets update NAME --file F`: a new revision of a preset.
struct UpdatePreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Replace a preset's definition; the previous one stays in its history.",
        discussion: """
            The file's "name" must be NAME (an update never renames; use presets rename). The \
            revision number goes up by one; a definition identical to the current one changes \
            nothing and prints "unchanged". Every problem of a refused definition is listed, \
            one per line with its JSON path (--format json: {"problems": [{"path", "code", "message"}]} \
            on stdout). presets edit NAME opens the definition in your editor instead.

            Examples:
              preset-manager presets show fade-up --format json > fade-up.json
              preset-manager presets update fade-up --file fade-up.json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String
    @Option(name: .long, help: ArgumentHelp("The new definition's JSON file, or - for stdin.", valueName: "file"))
    var file: String
    @Option(name: .shortAndLong, help: "Output format: text, or json (the revision written, or the problems).")
    var format: WriteOutputFormat = .text

    func run() throws {
        let outcome = try ProblemOutput.reporting(asJSON: format == .json) {
            let definition = try DefinitionText.preset(from: TextFiles.readDefinition(file), source: TextFiles.displayName(file))
            return try RenameHint.updating(name, toDefinitionNamed: definition.name) {
                try catalog.open(writable: true).updatePreset(named: name, to: definition)
            }
        }
        if format == .json {
            ProblemOutput.write(
                .object([
                    "updated": .string(name), "revision": .number(Double(outcome.stored.revision)), "changed": .bool(outcome.isChanged),
                ]))
            return
        }
        StandardOutput.writeLine(
            outcome.isChanged
                ? "updated preset '\(name)' to revision \(outcome.stored.revision)"
                : "preset '\(name)' unchanged (revision \(outcome.stored.revision) is identical)")
    }
}
