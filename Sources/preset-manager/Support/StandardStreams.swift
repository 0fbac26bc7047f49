import Foundation

/// Writes to the process's standard output.
enum StandardOutput {
    /// Writes `text` as is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `line` and a newline.
    static func writeLine(_ line: String) {
        write(line + "\n")
    }
}

/// Writes to the process's standard error.
enum StandardError {
    /// Writes `line` and a newline to stderr.
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
