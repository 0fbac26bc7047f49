import Foundation
import Testing

/// Runs a command-line tool found on PATH (`sqlite3`, `sha256sum`): the references the tests
/// check the catalog and image files with, independent of the code under test.
enum ShellTool {
    /// Runs `arguments` (the tool's name first) with `input` on stdin (none when nil), expects
    /// exit status 0 and returns what it printed on stdout.
    static func output(_ arguments: [String], input: Data? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        if let inputPipe, let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments.joined(separator: " ")) failed", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }

    /// The SHA-256 of `file`'s bytes as coreutils' `sha256sum` prints it.
    static func sha256(of file: URL) throws -> String {
        String(try output(["sha256sum", file.path]).prefix(64))
    }

    /// The SHA-256 of `data` as coreutils' `sha256sum` prints it.
    static func sha256(of data: Data) throws -> String {
        String(try output(["sha256sum"], input: data).prefix(64))
    }
}
