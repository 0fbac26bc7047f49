import ArgumentParser
import CatalogTooling

/// `presets create --file F`: a new preset from its JSON definition.
struct CreatePreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a preset from a JSON definition file (or - for stdin).",
        discussion: """
            The definition is validated first (curves, channels, timeline, keyframe order, \
            expressions); nothing is written when it fails.

            Examples:
              preset-manager presets create --file my-fade.json
              preset-manager presets show fade-up --format json \\
                | sed 's/"fade-up"/"my-fade"/' | preset-manager presets create --file -
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Option(name: .long, help: ArgumentHelp("The definition's JSON file, or - for stdin.", valueName: "file"))
    var file: String

    func run() throws {
        let definition = try DefinitionText.preset(from: TextFiles.readDefinition(file), source: TextFiles.displayName(file))
        let stored = try catalog.open(writable: true).createPreset(definition)
        StandardOutput.writeLine("created preset '\(stored.definition.name)' (revision \(stored.revision))")
    }
}
