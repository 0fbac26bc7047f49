import ArgumentParser
import CatalogEditing
import CommandLineEdge

extension PresetManager {
    /// The entry point, as argument-parser's `main()` but reporting every failure as both tools
    /// do (``FailureReport``: one line on stderr, a `sysexits.h` exit code). Before parsing, a
    /// `--catalog` given ahead of the subcommand moves after it and a mistyped subcommand gets a
    /// "did you mean" hint (``ArgumentLayout``); `studio` is handed to its own executable
    /// (``StudioHandOff``). Synchronous, as every command but `studio` is, so a `presets list`
    /// starts no concurrency runtime.
    static func main() {
        StandardDescriptors.protect()
        do {
            let arguments = ArgumentLayout.movingLeadingCatalogOption(Array(CommandLine.arguments.dropFirst()))
            if arguments.first == StudioCommand.configuration.commandName {
                try StudioHandOff.run(Array(arguments.dropFirst()))
            }
            try ArgumentLayout.checkSubcommands(arguments, root: self)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            FailureReport.exit(reporting: error, command: self)
        }
    }
}
