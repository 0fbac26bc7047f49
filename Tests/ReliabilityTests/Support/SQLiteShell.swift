import Foundation

/// The `sqlite3` command-line shell: plants objects in a catalog without going through the tool
/// or the library, and dumps a catalog's whole content for before/after comparisons.
enum SQLiteShell {
    /// Runs `sqlite3 [options] path` with `script` on stdin; returns its exit status and stdout.
    @discardableResult
    static func run(_ path: String, _ script: String, options: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3"] + options + [path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The file at `path` opened immutable: read without locks and without creating the
    /// `-wal`/`-shm` files a `-readonly` shell would leave behind.
    static func immutable(_ path: String) -> String {
        "file:\(path)?immutable=1"
    }

    /// `sqlite3 .dump` of the closed catalog at `path`: the schema and every row as SQL text.
    static func dump(_ path: String) throws -> String {
        try run(immutable(path), ".dump\n").output
    }
}
