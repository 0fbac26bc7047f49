import ArgumentParser
import CatalogTooling
import CommandLineEdge
import Foundation
import PresetCatalog

/// Runs the root command; every failure is reported by ``FailureReport`` (one line on stderr,
/// a `sysexits.h` exit code).
enum CommandLineRunner {
    /// Parses `CommandLine.arguments` (see ``ArgumentLayout`` for what is accepted besides what
    /// swift-argument-parser reads), runs the chosen command and exits; `studio` is handed to its
    /// own executable (``StudioHandOff``) before anything is parsed.
    static func run() -> Never {
        StandardDescriptors.protect()
        do {
            let arguments = ArgumentLayout.movingLeadingCatalogOption(Array(CommandLine.arguments.dropFirst()))
            if arguments.first == StudioCommand.configuration.commandName {
                try StudioHandOff.run(Array(arguments.dropFirst()))
            }
            try ArgumentLayout.checkSubcommands(arguments, root: PresetManager.self)
            var command = try PresetManager.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            FailureReport.exit(reporting: error, command: PresetManager.self)
        }
    }
}

extension PresetManager {
    /// The entry point: synchronous, as every command but `studio` (another executable) is, so
    /// a `presets list` starts no concurrency runtime.
    static func main() {
        CommandLineRunner.run()
    }
}
