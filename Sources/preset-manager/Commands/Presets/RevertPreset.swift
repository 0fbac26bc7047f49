import ArgumentParser
import CatalogEditing

/// `presets revert NAME --to REVISION`.
struct RevertPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revert",
        abstract: "Make an earlier revision current again, as a new revision.",
        discussion: """
            Reverting keeps the history: the definition of revision N becomes the newest revision. \
            When it is identical to the current definition nothing changes ("unchanged").

            Example:
              preset-manager presets history fade-up
              preset-manager presets revert fade-up --to 1
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset's name.")
    var name: String
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The revision to restore.", valueName: "revision"))
    var to: Int

    func run() throws {
        let outcome = try catalog.open(writable: true).revertPreset(named: name, toRevision: to)
        StandardOutput.writeLine(
            outcome.isChanged
                ? "reverted preset '\(name)' to revision \(to), now revision \(outcome.stored.revision)"
                : "preset '\(name)' unchanged (revision \(to) is identical to the current revision \(outcome.stored.revision))")
    }
}
