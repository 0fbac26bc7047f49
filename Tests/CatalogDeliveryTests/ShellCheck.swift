import Foundation

/// SQLite's own view of a file, through the sqlite3 shell.
enum ShellCheck {
    /// `PRAGMA quick_check` of the file at `path`, opened immutable (nothing written).
    static func quickCheck(_ path: String) throws -> String {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        shell.arguments = ["sqlite3", "file:\(path)?immutable=1", "PRAGMA quick_check"]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
