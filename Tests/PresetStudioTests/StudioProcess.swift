import Foundation
import Testing

/// `preset-manager studio` started as a separate process on a free loopback port, with a seeded
/// catalog of its own in a temporary folder; `stop()` sends SIGTERM and waits for it to exit.
final class StudioProcess: @unchecked Sendable {
    let folder: URL
    let catalog: String
    let process = Process()
    let port: Int
    let token: String
    /// The first line the studio printed.
    let announcement: String
    private let output: Pipe
    private let errors: Pipe

    init(arguments extra: [String] = [], seeded: Bool = true, path: String? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        catalog = folder.appendingPathComponent("catalog.sqlite").path
        let initialised = try Self.tool(["init", "--catalog", catalog] + (seeded ? [] : ["--empty"]))
        try #require(initialised.status == 0, "init failed: \(initialised.errors)")
        let executable: URL = try #require(Self.executable, "preset-manager executable not found next to the tests")
        process.executableURL = executable
        process.arguments = ["studio", "--catalog", catalog, "--port", "0"] + extra
        process.environment = ["PATH": path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path]
        output = Pipe()
        errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        announcement = String(decoding: line, as: UTF8.self)
        let pattern = /^studio: http:\/\/127\.0\.0\.1:([0-9]+)\/\?token=([0-9a-f]{64})\n$/
        guard let match = announcement.wholeMatch(of: pattern), let port = Int(match.1) else {
            process.terminate()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw StudioStartFailure(announcement: announcement, errors: stderr)
        }
        self.port = port
        token = String(match.2)
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

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
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, rest, stderr)
    }

    /// Runs `preset-manager ARGUMENTS` on this studio's catalog (`--catalog` appended).
    func cli(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String, errors: String) {
        try Self.tool(arguments + ["--catalog", catalog], input: input, home: folder)
    }

    /// The SHA-256 of the catalog's whole content as the `sqlite3` shell dumps it.
    func contentHash() throws -> String {
        let dump = try Shell.output(["sqlite3", "-readonly", catalog, ".dump"])
        let file = folder.appendingPathComponent("dump-\(UUID().uuidString).sql")
        try Data(dump.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return String(try Shell.output(["sha256sum", file.path]).prefix(64))
    }

    /// Writes `text` to a file in the folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs the built `preset-manager` with `arguments`.
    static func tool(_ arguments: [String], input: String = "", home: URL? = nil) throws -> (status: Int32, output: String, errors: String)
    {
        let process = Process()
        let tool: URL = try #require(executable, "preset-manager executable not found next to the tests")
        process.executableURL = tool
        process.arguments = arguments
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let home { environment["HOME"] = home.path }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// The built tool next to the test bundle (or `PRESET_MANAGER_EXECUTABLE`).
    static let executable: URL? = {
        if let override = ProcessInfo.processInfo.environment["PRESET_MANAGER_EXECUTABLE"] { return URL(fileURLWithPath: override) }
        var directories = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }.map {
            $0.bundleURL.deletingLastPathComponent()
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(root.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("preset-manager") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }()
}

/// The studio did not print its line.
struct StudioStartFailure: Error, CustomStringConvertible {
    let announcement: String
    let errors: String
    var description: String { "the studio printed '\(announcement)' and on stderr: \(errors)" }
}
