import ArgumentParser
import CatalogTooling
import Foundation
import PresetCatalog

/// Runs the root command and turns every failure into one line on stderr and a `sysexits.h`
/// exit code: the code of a ``CatalogError``, 64 for a malformed command line, 70
/// (EX_SOFTWARE) for any other error, which would be a bug. A refused definition
/// (``DefinitionRefusal``) is one line per problem, each with its JSON path.
enum CommandLineRunner {
    /// Parses `CommandLine.arguments` (see ``ArgumentLayout`` for what is accepted besides what
    /// swift-argument-parser reads), runs the chosen command and exits; `studio` is handed to its
    /// own executable (``StudioHandOff``) before anything is parsed.
    static func run() -> Never {
        StandardDescriptors.protect()
        CrashTestKill.installIfRequested()
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
            exitReporting(error)
        }
    }

    private static func exitReporting(_ error: any Error) -> Never {
        if let refusal = error as? DefinitionRefusal {
            refusal.lines.forEach { StandardError.writeLine("preset-manager: " + $0) }
            exit(refusal.catalogError.kind.exitCode)
        }
        if let failure = error as? CatalogError {
            StandardError.writeLine("preset-manager: " + failure.message)
            exit(failure.kind.exitCode)
        }
        let code = PresetManager.exitCode(for: error)
        if code.isSuccess {
            PresetManager.exit(withError: error)  // --help, help SUBCOMMAND: the help text on stdout
        }
        if code == .failure {  // not an argument-parsing error
            StandardError.writeLine("preset-manager: internal error: \(error)".split(whereSeparator: \.isNewline).joined(separator: " "))
            exit(70)
        }
        let message =
            PresetManager.message(for: error)
            .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if !message.isEmpty {
            StandardError.writeLine("preset-manager: " + message)
        }
        exit(code.rawValue)
    }
}
