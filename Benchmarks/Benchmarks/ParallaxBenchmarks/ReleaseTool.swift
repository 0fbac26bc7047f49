import BenchmarkWorkloads
import Foundation

/// The root package's `preset-manager`, built in release mode by `swift build` (a no-op when it
/// is up to date), so the process benchmarks always run the current code.
enum ReleaseTool {
    /// The root package: three levels above this file's folder (`Benchmarks/Benchmarks/ParallaxBenchmarks`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Builds the release `preset-manager` and returns it.
    static func presetManager() throws -> PresetManagerTool {
        let arguments = ["build", "-c", "release", "--product", "preset-manager", "--package-path", packageRoot.path]
        try swift(arguments)
        let binPath = try swift(arguments + ["--show-bin-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return PresetManagerTool(executable: URL(fileURLWithPath: binPath).appendingPathComponent("preset-manager"))
    }

    /// Runs `swift` with `arguments` and returns its stdout; its stderr is shown as it comes.
    @discardableResult
    private static func swift(_ arguments: [String]) throws -> String {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WorkloadError(problem: "swift \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return text
    }
}
