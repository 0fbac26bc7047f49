import ArgumentParser
import CatalogEditing

/// `presets create --file F`: a new preset from its JSON definition.
struct CreatePreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a preset from a JSON definition file (or - for stdin).",
        discussion: """
            The definition is validated first (its shape, curves, channels, colours, timeline, \
            keyframe order, expressions); nothing is written when it fails, and every problem \
            is listed, one per line with its JSON path (--format json: as {"problems": \
            [{"path", "code", "message"}]} on stdout). docs/PRESETS.md describes the format; \
            preset-manager schema prints its JSON Schema; presets new starts one from a template.

            Examples:
              preset-manager presets create --file my-fade.json
              preset-manager presets new my-fade --template fade-in --print > my-fade.json
              preset-manager presets show fade-up --format json \\
                | sed 's/"fade-up"/"my-fade"/' | preset-manager presets create --file -
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Option(name: .long, help: ArgumentHelp("The definition's JSON file, or - for stdin.", valueName: "file"))
    var file: String
    @Option(name: .shortAndLong, help: "Output format: text, or json (what was created, or the problems).")
    var format: WriteOutputFormat = .text

    func run() throws {
        let stored = try ProblemOutput.reporting(asJSON: format == .json) {
            let definition = try DefinitionText.preset(from: TextFiles.readDefinition(file), source: TextFiles.displayName(file))
            return try catalog.open(writable: true).createPreset(definition)
        }
        if format == .json {
            ProblemOutput.write(.object(["created": .string(stored.definition.name), "revision": .number(Double(stored.revision))]))
        } else {
            StandardOutput.writeLine("created preset '\(stored.definition.name)' (revision \(stored.revision))")
        }
    }
}
