import ArgumentParser
import CatalogTooling

/// `export`: the catalog (or one preset) as canonical JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the whole catalog, or one preset, as JSON.",
        discussion: """
            The output is canonical (sorted keys, entries sorted by name, shortest numbers), so \
            export → import → export gives identical bytes and diffs stay small.

            Examples:
              preset-manager export --out catalog.json
              preset-manager export --preset fade-up > fade-up.json
            """
    )

    @OptionGroup var catalog: CatalogOption

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "file"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Export only this preset's definition.", valueName: "name"))
    var preset: String?

    func run() throws {
        let catalog = try catalog.open(writable: false)
        let text = try preset.map { try catalog.exportJSON(presetNamed: $0) } ?? catalog.exportJSON()
        if let out {
            try TextFiles.write(text, to: out)
        } else {
            StandardOutput.write(text)
        }
    }
}
