import Foundation
import Testing

/// What one run of the `preset-manager` executable produced.
struct ToolResult: Sendable {
    var exitCode: Int32
    /// Whether the process ended by a signal (a crash) rather than by exiting.
    var wasSignalled: Bool
    var standardOutput: String
    var standardError: String

    /// The stderr text as lines (without the final newline).
    var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}

/// Runs the built `preset-manager` executable with `Process`, stdin/stdout/stderr in temporary
/// files (so no pipe can fill up and block the child) and only PATH in its environment.
enum ToolRunner {
    /// The executable: `PRESET_MANAGER_EXECUTABLE` if set, else `preset-manager` next to the
    /// test bundle (the build products directory) or in the package's `.build/debug`.
    static let executable: URL? = {
        if let override = ProcessInfo.processInfo.environment["PRESET_MANAGER_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        var directories = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
            .map { $0.bundleURL.deletingLastPathComponent() }
        directories.append(Bundle.main.bundleURL)
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("preset-manager") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the tool with `arguments` and `input` on stdin, and waits for it.
    static func run(_ arguments: [String], input: Data = Data()) throws -> ToolResult {
        let scratch = try TemporaryDirectory()
        let inputURL = URL(fileURLWithPath: scratch.file("stdin"))
        let outputURL = URL(fileURLWithPath: scratch.file("stdout"))
        let errorURL = URL(fileURLWithPath: scratch.file("stderr"))
        try input.write(to: inputURL)
        let process = try launch(arguments, standardInput: inputURL, standardOutput: outputURL, standardError: errorURL)
        return try result(of: process, standardOutput: outputURL, standardError: errorURL)
    }

    /// Waits for `process` (started by ``launch(_:standardInput:standardOutput:standardError:)``)
    /// and reads what it wrote to the files `standardOutput` and `standardError`.
    static func result(of process: Process, standardOutput: URL, standardError: URL) throws -> ToolResult {
        process.waitUntilExit()
        return ToolResult(
            exitCode: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: try Data(contentsOf: standardOutput), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: standardError), as: UTF8.self))
    }

    /// Starts the tool with `arguments`, its standard streams on the given files (stdin empty
    /// when nil, output discarded when nil), without waiting.
    static func launch(
        _ arguments: [String], standardInput: URL? = nil, standardOutput: URL? = nil, standardError: URL? = nil
    ) throws -> Process {
        let executable = try #require(Self.executable, "preset-manager executable not found next to the tests")
        for output in [standardOutput, standardError].compactMap({ $0 }) where !FileManager.default.fileExists(atPath: output.path) {
            try Data().write(to: output)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardInput = try standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = try standardOutput.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        process.standardError = try standardError.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}
