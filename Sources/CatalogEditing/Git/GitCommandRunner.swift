import Foundation
import PresetCatalog

/// Runs `git` (found on PATH) in a folder and returns what it printed: the one place the tool
/// starts another program for `git setup`.
enum GitCommandRunner {
    /// What one run gave.
    struct Output {
        let status: Int32
        let standardOutput: String
    }

    /// Runs `git` with `arguments` in `directory`; stdin empty, stderr discarded.
    /// - Throws: ``CatalogError/Kind/ioFailure`` when git cannot be started.
    static func run(_ arguments: [String], in directory: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CatalogError(.ioFailure, "cannot run git: \(error.localizedDescription)")
        }
        // git's answers here are a line or two: reading to the end before waiting cannot block it.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self))
    }
}
