import Foundation

/// Writes to the process's standard output and error, unbuffered (the studio's one line on
/// stdout must reach a reader at once).
enum StandardStreams {
    /// Writes `text` on stdout.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` on stderr.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
