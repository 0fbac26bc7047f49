import ArgumentParser
import CatalogEditing
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
    /// up in every protocol conformance record of the program. The async `main()` costs a
    /// `presets list` nothing measurable: 31.55–31.57 M instructions a process against
    /// 31.58–31.59 M for a synchronous `main()` (callgrind, release build; BENCHMARKS.md,
    /// "Command-line processes").
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
