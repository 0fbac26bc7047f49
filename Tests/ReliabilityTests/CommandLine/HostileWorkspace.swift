import Foundation
import TestSupport
import Testing

/// A seeded catalog in a fresh folder (``TemporaryCatalog``), and the built `preset-manager`
/// run on it with ``MeasuredRun``: each run's exit, output, wall time and peak memory.
final class HostileWorkspace {
    let directory: TemporaryDirectory
    /// The catalog's path.
    let catalog: String

    /// What any one run may cost, in a debug build on a shared machine: unbounded reads of these inputs
    /// took 18–144 s and 1.5–6.7 GB; an ordinary run takes well under a second and 50 MB.
    static let secondsBudget = 30.0
    static let memoryBudget = 256 * 1024 * 1024

    init() throws {
        let seeded = try TemporaryCatalog()
        directory = seeded.directory
        catalog = seeded.path
    }

    /// The path of `name` in the workspace's folder.
    func file(_ name: String) -> String { directory.file(name) }

    /// Runs the tool with `arguments` and `--catalog` (unless `onCatalog` is false).
    func run(_ arguments: [String], onCatalog: Bool = true) throws -> MeasuredResult {
        let executable = try #require(ToolRunner.executable, "preset-manager executable not found next to the tests")
        return try MeasuredRun.run(
            executable.path, arguments + (onCatalog ? ["--catalog", catalog] : []), deadline: 4 * Self.secondsBudget)
    }

    /// Runs `script` with the `sqlite3` shell on the catalog: another program writing it.
    func sql(_ script: String) throws {
        let output = try SQLiteShell.run(catalog, script)
        try #require(output.status == 0, "sqlite3 failed on: \(script): \(output.standardError)")
    }

    /// The catalog's whole content.
    func content() throws -> CatalogContent { try CatalogContent(path: catalog) }

    /// Runs `arguments`, expecting success within the budgets, and returns the result.
    @discardableResult
    func succeeds(_ arguments: [String], onCatalog: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> MeasuredResult
    {
        let result = try run(arguments, onCatalog: onCatalog)
        #expect(result.exitCode == 0 && result.signal == nil, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        expectWithinBudget(result, arguments, sourceLocation: sourceLocation)
        return result
    }

    /// Runs `arguments`, expecting the refusal every bad input gets: exit `exitCode` (no
    /// signal), nothing on stdout, one line on stderr naming `field`, within the budgets, and
    /// the catalog exactly as before.
    @discardableResult
    func refuses(
        _ arguments: [String], exitCode: Int32, naming field: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let before = try content()
        let result = try run(arguments)
        #expect(result.signal == nil, "\(arguments): killed by signal \(result.signal ?? 0)", sourceLocation: sourceLocation)
        #expect(result.exitCode == exitCode, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "\(arguments): stdout \(result.standardOutput.prefix(200))", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(arguments): stderr \(result.standardError.prefix(500))", sourceLocation: sourceLocation)
        let line = result.errorLines.first.map(String.init) ?? ""
        #expect(line.contains(field), "\(arguments): \(line) does not name \(field)", sourceLocation: sourceLocation)
        expectWithinBudget(result, arguments, sourceLocation: sourceLocation)
        #expect(try content() == before, "\(arguments) changed the catalog", sourceLocation: sourceLocation)
        return line
    }

    func expectWithinBudget(_ result: MeasuredResult, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            !result.timedOut && result.seconds < Self.secondsBudget, "\(arguments): \(result.seconds) s", sourceLocation: sourceLocation)
        #expect(
            result.peakMemory < Self.memoryBudget, "\(arguments): \(result.peakMemory / 1_048_576) MB", sourceLocation: sourceLocation)
    }
}
