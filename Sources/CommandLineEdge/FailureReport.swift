import ArgumentParser
import CatalogEditing
import Foundation
import PresetCatalog

/// How both executables of the tool end on a failure: one line on stderr per problem, prefixed
/// `preset-manager: `, and a `sysexits.h` exit code — the code of a ``CatalogError``'s kind,
/// the argument parser's own for a malformed command line (64), 70 (EX_SOFTWARE) for any other
/// error, which would be a bug. A refused definition (``DefinitionRefusal``) is one line per
/// problem, each with its JSON path. `--help` prints the help on stdout and exits 0. When the
/// line cannot be written (stderr closed at start, or full) the code is 74 (EX_IOERR) instead:
/// the failure was not reported, and no one should take the code for what they were told.
package enum FailureReport {
    /// Reports `error`, raised while parsing or running `command`'s tree, and exits.
    package static func exit(reporting error: any Error, command: any ParsableCommand.Type) -> Never {
        if let refusal = error as? DefinitionRefusal {
            refusal.lines.forEach { writeLine($0) }
            Foundation.exit(refusal.catalogError.kind.exitCode)
        }
        if let failure = error as? CatalogError {
            writeLine(CommandLineWording.message(of: failure) + hint(for: failure))
            Foundation.exit(failure.kind.exitCode)
        }
        let code = command.exitCode(for: error)
        if code.isSuccess {
            command.exit(withError: error)  // --help, help SUBCOMMAND: the help text on stdout
        }
        if code == .failure {  // not an argument-parsing error
            writeLine("internal error: \(error)")
            Foundation.exit(70)
        }
        let message = command.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if !message.isEmpty { writeLine(message) }
        Foundation.exit(code.rawValue)
    }

    /// The command line's advice after a library's message: a taken name names the command
    /// that changes the entry holding it.
    static func hint(for failure: CatalogError) -> String {
        guard failure.kind == .conflict(.nameTaken), let entity = failure.entity else { return "" }
        return " (pick another name; to change it, use \(entity)s update)"
    }

    /// Writes `preset-manager: ` and `text` on one line of stderr with `write(2)` (never
    /// `FileHandle.write`, which traps on a closed or full stream); ends the process with 74
    /// when the line cannot be written.
    private static func writeLine(_ text: String) {
        let line = "preset-manager: " + text.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        if StandardDescriptors.write(line, to: STDERR_FILENO) != nil {
            Foundation.exit(CatalogError.Kind.ioFailure.exitCode)
        }
    }
}
