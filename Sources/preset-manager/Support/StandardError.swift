import Foundation

/// Writes to the process's standard error.
enum StandardError {
    /// Writes `line` and a newline to stderr.
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
