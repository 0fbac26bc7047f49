import Foundation
import TestSupport
import Testing

/// `preset-manager studio` started as a separate process (``ToolRunner``) on a free loopback
/// port, with a catalog of its own in a temporary folder (``TemporaryCatalog``, seeded unless told
/// otherwise, which is also the process's HOME); its stdout and stderr go to files there.
/// `stop()` sends SIGTERM and waits for it to exit.
final class StudioProcess: @unchecked Sendable {
    let files: TemporaryCatalog
    let process: Process
    let port: Int
    let token: String
    /// The first line the studio printed.
    let announcement: String
    private let standardOutput: URL
    private let standardError: URL

    /// Starts the studio with `arguments` after its catalog and port; `path` replaces the
    /// process's PATH. `launcher`, when given, is run instead with the studio's executable path
    /// and folder followed by its arguments (as `unshare … sh -c SCRIPT sh FOLDER STUDIO ARGS`).
    /// `preparing` is handed the catalog's path before the studio opens it.
    init(
        arguments extra: [String] = [], seeded: Bool = true, path: String? = nil, launcher: [String]? = nil,
        preparing: (String) throws -> Void = { _ in }
    ) throws {
        files = try TemporaryCatalog(seeded: seeded)
        try preparing(files.path)
        standardOutput = files.directory.url("studio.out")
        standardError = files.directory.url("studio.err")
        var environment = ["HOME": files.directory.path]
        if let path { environment["PATH"] = path }
        let studioArguments = ["studio", "--catalog", files.path, "--port", "0"] + extra
        if let launcher {
            let executable = try #require(ToolRunner.executable, "preset-manager is not built")
            process = try ToolRunner.launch(
                Array(launcher.dropFirst()) + [files.directory.path, executable.path] + studioArguments, standardOutput: standardOutput,
                standardError: standardError, environment: environment, executable: launcher[0])
        } else {
            process = try ToolRunner.launch(
                studioArguments, standardOutput: standardOutput, standardError: standardError, environment: environment)
        }
        announcement = try Self.firstLine(of: standardOutput, writtenBy: process)
        let pattern = /^studio: http:\/\/127\.0\.0\.1:([0-9]+)\/\?token=([0-9a-f]{64})\n$/
        guard let match = announcement.wholeMatch(of: pattern), let port = Int(match.1) else {
            process.terminate()
            process.waitUntilExit()
            throw StudioStartFailure(announcement: announcement, errors: try Self.text(of: standardError))
        }
        self.port = port
        token = String(match.2)
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The catalog's path.
    var catalog: String { files.path }

    /// A raw HTTP client of the studio.
    var http: RawHTTP { RawHTTP(port: port) }

    /// The headers of a request carrying the token.
    var bearer: (String, String) { ("Authorization", "Bearer \(token)") }

    /// Sends SIGTERM and waits (up to `timeout`) for the process to end; returns its exit status,
    /// everything else it wrote on stdout after the first line, and its stderr.
    func stop(timeout: Duration = .seconds(10)) async throws -> (status: Int32, laterOutput: String, errors: String) {
        process.terminate()  // SIGTERM
        let start = ContinuousClock.now
        while process.isRunning {
            try #require(ContinuousClock.now - start < timeout, "the studio did not stop within \(timeout) of SIGTERM")
            try await Task.sleep(for: .milliseconds(20))
        }
        let output = try Self.text(of: standardOutput)
        return (process.terminationStatus, String(output.dropFirst(announcement.count)), try Self.text(of: standardError))
    }

    /// Runs the built `preset-manager ARGUMENTS` on this studio's catalog (`--catalog` appended).
    func cli(_ arguments: [String], input: String = "") throws -> ToolResult {
        try ToolRunner.run(arguments + ["--catalog", catalog], input: input, environment: ["HOME": files.directory.path])
    }

    /// The SHA-256 of the catalog's whole content as the `sqlite3` shell dumps it.
    func contentHash() throws -> String {
        try Shell.sha256(of: Data(files.dump().utf8))
    }

    /// Writes `text` to a file in the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let path = files.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The first line `process` writes to `file`, its newline included (what there is when the
    /// process ends or a minute passes without one).
    private static func firstLine(of file: URL, writtenBy process: Process) throws -> String {
        let start = ContinuousClock.now
        while true {
            let text = try text(of: file)
            if let end = text.firstIndex(of: "\n") { return String(text[...end]) }
            if !process.isRunning || ContinuousClock.now - start > .seconds(60) { return text }
            usleep(10_000)
        }
    }

    private static func text(of file: URL) throws -> String {
        String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }
}

/// The studio did not print its line.
struct StudioStartFailure: Error, CustomStringConvertible {
    let announcement: String
    let errors: String
    var description: String { "the studio printed '\(announcement)' and on stderr: \(errors)" }
}
