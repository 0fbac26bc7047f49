import Foundation
import Testing

/// What one run of the `preset-manager` executable produced.
struct ToolResult {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String

    /// The stderr text as lines (without the final newline).
    var errorLines: [Substring] { standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
}

/// Runs the built `preset-manager` executable with `Process`.
enum ToolRunner {
    /// The executable, found next to the test bundle (the build products directory), whatever
    /// the platform's bundle layout; `PRESET_MANAGER_EXECUTABLE` overrides the search.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["PRESET_MANAGER_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        let productDirectories = candidateProductDirectories()
        for directory in productDirectories {
            let candidate = directory.appendingPathComponent("preset-manager")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }()

    private static func candidateProductDirectories() -> [URL] {
        var directories: [URL] = []
        // The test bundle (…/debug/ParallaxPresetsPackageTests.xctest) sits in the products directory.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        // The package's own .build/debug, found from this source file's location.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories
    }

    /// Runs the tool (or `executable`) with `arguments`, `input` on stdin and exactly
    /// `environment` (plus PATH). stdin, stdout and stderr are temporary files, so no pipe can
    /// fill up and block the child.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        in directory: URL? = nil, executable path: String? = nil
    ) throws -> ToolResult {
        let executable =
            try path.map(URL.init(fileURLWithPath:))
            ?? #require(Self.executable, "preset-manager executable not found next to the tests")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("preset-manager-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var fullEnvironment = environment
        fullEnvironment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = fullEnvironment
        if let directory { process.currentDirectoryURL = directory }
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        return ToolResult(
            exitCode: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}
