import CatalogEditing
import Foundation

/// Writes to the process's standard output and error, unbuffered (the studio's one line on
/// stdout must reach a reader at once), through ``StandardDescriptors``: a failed write is a
/// value, never a trap.
enum StandardStreams {
    /// Writes `text` on stdout. A line that cannot be written (stdout closed, its reader gone)
    /// is dropped: a server does not stop serving because its terminal went away.
    static func output(_ text: String) {
        _ = StandardDescriptors.write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` on stderr, or drops it as ``output(_:)`` does.
    static func error(_ text: String) {
        _ = StandardDescriptors.write(text, to: STDERR_FILENO)
    }
}
