import ArgumentParser
import CatalogTooling
import CommandLineEdge

extension PresetManager {
    /// The entry point, as argument-parser's `main()` but reporting every failure as both tools
    /// do (``FailureReport``: one line on stderr, a `sysexits.h` exit code), in the shape of
    /// `preset-manager-studio`'s: `@main`, an `AsyncParsableCommand`, an async `main()`. Before
    /// parsing, a `--catalog` given ahead of the subcommand moves after it, and a command line
    /// argument-parser refuses for a mistyped subcommand gets a "did you mean" hint
    /// (``ArgumentLayout``); `studio` is handed to its own executable (``StudioHandOff``).
    ///
    /// Every other command is synchronous, so its `run()` is called as it is, without asking
    /// whether the command is an `AsyncParsableCommand`: that cast would look the command's type
    /// up in every protocol conformance record of the program. Starting the concurrency runtime
    /// for the async `main()` costs about 90,000 instructions (callgrind: an empty statically
    /// linked `main()` 2,124,861, an empty `main() async` 2,215,555), under 0.3 % of a
    /// `presets list` (33.9 M, BENCHMARKS.md).
    static func main() async {
        StandardDescriptors.protect()
        do {
            let arguments = ArgumentLayout.movingLeadingCatalogOption(Array(CommandLine.arguments.dropFirst()))
            if arguments.first == StudioCommand.configuration.commandName {
                try StudioHandOff.run(Array(arguments.dropFirst()))
            }
            var command: any ParsableCommand
            do {
                command = try parseAsRoot(arguments)
            } catch {
                throw ArgumentLayout.hintForUnknownSubcommand(arguments, root: self) ?? error
            }
            try command.run()
        } catch {
            FailureReport.exit(reporting: error, command: self)
        }
    }
}
