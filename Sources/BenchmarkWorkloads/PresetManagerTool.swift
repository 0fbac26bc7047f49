import Foundation

/// The `preset-manager` executable, run as a whole process the way a user runs it: the
/// command-line benchmarks time `run(_:)` from launch to exit.
public struct PresetManagerTool: Sendable {
    /// The executable's location.
    public let executable: URL

    /// The tool at `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// Runs the tool with `arguments`, its output discarded.
    /// - Throws: ``WorkloadError`` with the tool's stderr unless it exits with status 0.
    public func run(_ arguments: [String]) throws {
        try run(arguments, standardOutput: FileHandle(forWritingAtPath: "/dev/null"))
    }

    /// Runs the tool with `arguments` and returns what it printed on stdout.
    public func output(_ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preset-manager-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw WorkloadError(problem: "\(file.path): cannot create the output file")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        try run(arguments, standardOutput: FileHandle(forWritingTo: file))
        return try String(contentsOf: file, encoding: .utf8)
    }

    private func run(_ arguments: [String], standardOutput: FileHandle?) throws {
        let errors = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = standardOutput
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? standardOutput?.close()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw WorkloadError(
                problem: "preset-manager \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)")
        }
    }
}
