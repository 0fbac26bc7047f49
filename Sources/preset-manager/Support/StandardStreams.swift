import CatalogEditing
import Foundation
import PresetCatalog

/// Writes to the process's standard output. A write that fails ends the process: quietly with
/// 0 when the reader went away (`EPIPE`, as `head` leaves `cat`), else with 74 (EX_IOERR) and
/// one line on stderr (a full disk, a stream closed at start). Every write happens after the
/// command's catalog transaction, so the catalog is as the command left it.
enum StandardOutput {
    /// Writes `text` as is.
    static func write(_ text: String) {
        guard let code = StandardDescriptors.write(text, to: STDOUT_FILENO) else { return }
        if code == EPIPE { exit(0) }
        StandardError.writeLine("preset-manager: " + StandardDescriptors.failure(of: "stdout", code: code))
        exit(CatalogError.Kind.ioFailure.exitCode)
    }

    /// Writes `line` and a newline.
    static func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Writes `line` and a newline, or throws: for output whose loss the command must undo
    /// (the public key of a key it created).
    /// - Throws: ``CatalogError/Kind/ioFailure`` naming the failure, `EPIPE` included.
    static func writeLineOrThrow(_ line: String) throws {
        if let code = StandardDescriptors.write(line + "\n", to: STDOUT_FILENO) {
            throw CatalogError(.ioFailure, StandardDescriptors.failure(of: "stdout", code: code))
        }
    }
}

/// Writes to the process's standard error. A write that fails ends the process with 74
/// (EX_IOERR): nothing is left to report it on.
enum StandardError {
    /// Writes `line` and a newline to stderr.
    static func writeLine(_ line: String) {
        if StandardDescriptors.write(line + "\n", to: STDERR_FILENO) != nil {
            exit(CatalogError.Kind.ioFailure.exitCode)
        }
    }
}
