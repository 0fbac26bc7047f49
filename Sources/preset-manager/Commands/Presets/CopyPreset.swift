import ArgumentParser
import CatalogEditing

/// `presets copy SRC DST`.
struct CopyPreset: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a preset under a new name (revision 1, no history).",
        discussion: """
            Example:
              preset-manager presets copy fade-up fade-up-slow
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The preset to copy.")
    var source: String
    @Argument(help: "The new preset's name (a slug: a-z, 0-9, -).")
    var destination: String

    func run() throws {
        try catalog.open(writable: true).copyPreset(named: source, to: destination)
        StandardOutput.writeLine("copied preset '\(source)' to '\(destination)'")
    }
}
