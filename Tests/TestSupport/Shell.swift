import Foundation

/// Command-line tools found on PATH (`sqlite3`, `sha256sum`): the references the tests check
/// catalog and image files with, independent of the code under test. Standard input, output and
/// error are temporary files, so no pipe can fill up and block the child or the test.
package enum Shell {
    /// What one run produced.
    package struct Output: Sendable {
        /// The exit status.
        package let status: Int32
        /// Everything written to stdout.
        package let standardOutput: String
        /// Everything written to stderr.
        package let standardError: String
    }

    /// A run that did not exit with status 0.
    package struct Failure: Error, CustomStringConvertible {
        /// The command line.
        package let arguments: [String]
        /// What it produced.
        package let output: Output

        package var description: String {
            "\(arguments.joined(separator: " ")) exited with \(output.status): \(output.standardError)"
        }
    }

    /// Runs `arguments` (the tool's name first, looked up on PATH) with `input` on stdin.
    package static func run(_ arguments: [String], input: Data = Data()) throws -> Output {
        let scratch = try TemporaryDirectory()
        let files = (input: scratch.url("stdin"), output: scratch.url("stdout"), error: scratch.url("stderr"))
        try input.write(to: files.input)
        try Data().write(to: files.output)
        try Data().write(to: files.error)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: files.input)
        process.standardOutput = try FileHandle(forWritingTo: files.output)
        process.standardError = try FileHandle(forWritingTo: files.error)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: files.output), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: files.error), as: UTF8.self))
    }

    /// What `arguments` printed on stdout.
    /// - Throws: ``Failure`` unless it exited with status 0.
    package static func output(_ arguments: [String], input: Data = Data()) throws -> String {
        let output = try run(arguments, input: input)
        guard output.status == 0 else { throw Failure(arguments: arguments, output: output) }
        return output.standardOutput
    }

    /// The SHA-256 of `file`'s bytes as coreutils' `sha256sum` prints it.
    package static func sha256(of file: URL) throws -> String {
        String(try output(["sha256sum", file.path]).prefix(64))
    }

    /// The SHA-256 of `data` as coreutils' `sha256sum` prints it.
    package static func sha256(of data: Data) throws -> String {
        String(try output(["sha256sum"], input: data).prefix(64))
    }
}

/// The `sqlite3` command-line shell: an independent way to build, tamper with and inspect
/// catalog files, without the store.
package enum SQLiteShell {
    /// Runs `sqlite3 [options] path` with `script` on stdin.
    @discardableResult
    package static func run(_ path: String, _ script: String, options: [String] = []) throws -> Shell.Output {
        try Shell.run(["sqlite3"] + options + [path], input: Data(script.utf8))
    }

    /// The file at `path` opened immutable: read without locks and without creating the
    /// `-wal`/`-shm` files a `-readonly` shell would leave behind (only for a closed catalog).
    package static func immutable(_ path: String) -> String {
        "file:\(path)?immutable=1"
    }

    /// Every table's schema and rows, as `.dump` prints them (its write-ahead log included): an
    /// independent view of the whole catalog's content.
    package static func dump(_ path: String) throws -> String {
        try Shell.output(["sqlite3", "-readonly", path, ".dump"])
    }

    /// ``dump(_:)`` of a closed catalog, read immutable so that no file is left beside it.
    package static func dumpOfClosedFile(_ path: String) throws -> String {
        try Shell.output(["sqlite3", immutable(path), ".dump"])
    }
}
