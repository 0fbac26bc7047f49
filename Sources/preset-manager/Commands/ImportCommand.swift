import ArgumentParser
import CatalogTooling

/// `import FILE`: load a catalog document or one preset definition.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a catalog JSON document (or one preset's definition), all or nothing.",
        discussion: """
            Everything is validated before anything is written; one bad entry leaves the catalog \
            unchanged. Without --replace, a name that already exists is an error; with it, an \
            entry identical to the catalog's is left as it is (counted "unchanged", no new \
            revision).

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

    func run() throws {
        let text = try TextFiles.readText(file)
        let summary = try catalog.open(writable: true).importJSON(text, source: TextFiles.displayName(file), replacing: replace)
        StandardOutput.writeLine(
            "imported \(TextFiles.displayName(file)): \(summary.added) added, \(summary.replaced) replaced, \(summary.unchanged) unchanged")
    }
}
