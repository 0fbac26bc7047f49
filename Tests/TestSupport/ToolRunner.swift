import Foundation

/// What one run of the `preset-manager` executable produced.
package struct ToolResult: Sendable {
    /// The exit status (or the signal's number when ``wasSignalled``).
    package var exitCode: Int32
    /// Whether the process ended by a signal (a crash or a kill) rather than by exiting.
    package var wasSignalled: Bool
    package var standardOutput: String
    package var standardError: String

    /// The stderr text as lines (without the final newline).
    package var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}

/// Runs the built `preset-manager` executable with `Process`: stdin, stdout and stderr in
/// temporary files (so no pipe can fill up and block the child), and exactly the environment
/// given plus the tests' PATH (unless it names a PATH of its own).
package enum ToolRunner {
    /// The tool is not where the tests look for it.
    package struct ExecutableNotFound: Error, CustomStringConvertible {
        package var description: String {
            "preset-manager executable not found next to the tests or in .build/debug "
                + "(build it with `swift build`, or name it in PRESET_MANAGER_EXECUTABLE)"
        }
    }

    /// The executable: `PRESET_MANAGER_EXECUTABLE` if set, else `preset-manager` next to the
    /// test bundle (the build products directory, whatever the platform's bundle layout) or in
    /// the package's `.build/debug`.
    package static let executable: URL? = {
        if let override = ProcessInfo.processInfo.environment["PRESET_MANAGER_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        return builtExecutable(named: "preset-manager")
    }()

    /// The executable target `name` of this package as built: next to the test bundle (the
    /// build products directory, whatever the platform's bundle layout) or in the package's
    /// `.build/debug`; nil when it is in neither.
    package static func builtExecutable(named name: String) -> URL? {
        // The test bundle (…/debug/ParallaxPresetsPackageTests.xctest) sits in the products directory.
        var directories = Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
            .map { $0.bundleURL.deletingLastPathComponent() }
        directories.append(Bundle.main.bundleURL)
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        directories.append(repositoryRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the tool (or `executable`) with `arguments`, `input` on stdin and exactly
    /// `environment` (plus the tests' PATH unless it has one), in `directory` when given, and waits for it.
    package static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:], in directory: URL? = nil,
        executable path: String? = nil
    ) throws -> ToolResult {
        let scratch = try TemporaryDirectory()
        let (inputURL, outputURL, errorURL) = (scratch.url("stdin"), scratch.url("stdout"), scratch.url("stderr"))
        try input.write(to: inputURL)
        let process = try launch(
            arguments, standardInput: inputURL, standardOutput: outputURL, standardError: errorURL, environment: environment,
            in: directory, executable: path)
        return try result(of: process, standardOutput: outputURL, standardError: errorURL)
    }

    /// ``run(_:input:environment:in:executable:)`` with `input` as UTF-8 text.
    package static func run(
        _ arguments: [String], input: String, environment: [String: String] = [:], in directory: URL? = nil,
        executable path: String? = nil
    ) throws -> ToolResult {
        try run(arguments, input: Data(input.utf8), environment: environment, in: directory, executable: path)
    }

    /// Starts the tool with `arguments`, its standard streams on the given files (stdin empty
    /// when nil, output discarded when nil), without waiting.
    package static func launch(
        _ arguments: [String], standardInput: URL? = nil, standardOutput: URL? = nil, standardError: URL? = nil,
        environment: [String: String] = [:], in directory: URL? = nil, executable path: String? = nil
    ) throws -> Process {
        guard let executable = path.map(URL.init(fileURLWithPath:)) ?? Self.executable else { throw ExecutableNotFound() }
        for output in [standardOutput, standardError].compactMap({ $0 }) where !FileManager.default.fileExists(atPath: output.path) {
            try Data().write(to: output)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var fullEnvironment = environment
        if fullEnvironment["PATH"] == nil {
            fullEnvironment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        }
        process.environment = fullEnvironment
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        process.standardOutput = try standardOutput.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        process.standardError = try standardError.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for `process` (started by ``launch(_:standardInput:standardOutput:standardError:environment:in:executable:)``)
    /// and reads what it wrote to the files `standardOutput` and `standardError`.
    package static func result(of process: Process, standardOutput: URL, standardError: URL) throws -> ToolResult {
        process.waitUntilExit()
        return ToolResult(
            exitCode: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: try Data(contentsOf: standardOutput), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: standardError), as: UTF8.self))
    }
}
