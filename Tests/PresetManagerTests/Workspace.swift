import CatalogEditing
import Foundation
import TestSupport
import Testing

/// A temporary folder holding a catalog made by `preset-manager init`; the tool runs with HOME
/// and XDG_DATA_HOME inside the folder, so no test touches a real user catalog.
final class Workspace {
    let folder: URL
    let catalog: String

    init(seeded: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("preset-manager-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        catalog = folder.appendingPathComponent("catalog.sqlite").path
        try FileManager.default.copyItem(atPath: try (seeded ? Self.seededTemplate : Self.emptyTemplate).get(), toPath: catalog)
    }

    /// The catalogs `preset-manager init` and `init --empty` make, made once per test process
    /// (a closed catalog is one self-contained file) and copied into each workspace: the same
    /// bytes a run of `init` per test gave, without a process per test.
    private static let seededTemplate = Result { try makeTemplate(arguments: []) }
    private static let emptyTemplate = Result { try makeTemplate(arguments: ["--empty"]) }

    /// Where the templates are; removed when the test process exits.
    private static let templateFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("preset-manager-templates-\(UUID().uuidString)")

    private static func makeTemplate(arguments: [String]) throws -> String {
        try FileManager.default.createDirectory(at: templateFolder, withIntermediateDirectories: true)
        let path = templateFolder.appendingPathComponent("catalog\(arguments.joined()).sqlite").path
        let home = templateFolder.appendingPathComponent("home").path
        let result = try ToolRunner.run(["init", "--catalog", path] + arguments, environment: ["HOME": home, "XDG_DATA_HOME": home])
        guard result.exitCode == 0 else { throw TemplateFailed(message: result.standardError) }
        atexit { try? FileManager.default.removeItem(at: Workspace.templateFolder) }
        return path
    }

    /// `preset-manager init` failed making a template.
    struct TemplateFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { "init failed: \(message)" }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The environment the tool runs with: a private HOME and XDG data folder, nothing else.
    var environment: [String: String] {
        ["HOME": folder.appendingPathComponent("home").path, "XDG_DATA_HOME": folder.appendingPathComponent("xdg").path]
    }

    /// Runs the tool in the workspace's folder.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> ToolResult {
        try ToolRunner.run(arguments, input: input, environment: environment.merging(extra) { $1 }, in: folder)
    }

    /// Runs a catalog command on the workspace's catalog (`--catalog` appended).
    func runOnCatalog(_ arguments: [String], input: String = "") throws -> ToolResult {
        try run(arguments + ["--catalog", catalog], input: input)
    }

    /// Writes `text` to a file in the workspace and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every table's schema and rows as the `sqlite3` shell dumps them.
    func dump() throws -> String {
        try SQLiteShell.dump(catalog)
    }

    /// The SHA-256 (by coreutils' `sha256sum`) of ``dump()``: the whole content of the catalog,
    /// schema and rows, in one value to compare before and after a command.
    func contentHash() throws -> String {
        try Shell.sha256(of: Data(try dump().utf8))
    }

    /// The catalog opened read-only through the service, to check what a command left.
    func openCatalog() throws -> CatalogEditor {
        try CatalogEditor.openReadOnly(at: catalog)
    }

    /// Runs a command that must fail: checks the exit code, `lines` lines on stderr (one per
    /// problem of a refused definition, else one) of which one contains `message`, nothing on
    /// stdout, and an unchanged catalog.
    @discardableResult
    func expectFailure(
        _ arguments: [String], exitCode: Int32, message: String, input: String = "", onCatalog: Bool = true, lines: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ToolResult {
        let before = try dump()
        let result = onCatalog ? try runOnCatalog(arguments, input: input) : try run(arguments, input: input)
        #expect(result.exitCode == exitCode, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == lines, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("preset-manager: ") }, sourceLocation: sourceLocation)
        #expect(result.standardError.hasPrefix("preset-manager: "), sourceLocation: sourceLocation)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "stdout: \(result.standardOutput)", sourceLocation: sourceLocation)
        #expect(try dump() == before, "the catalog changed", sourceLocation: sourceLocation)
        return result
    }
}
