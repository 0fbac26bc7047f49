import Foundation
import TestSupport
import Testing

/// The commands the documentation shows are tested: every ```sh block of README.md and the
/// guides in docs/ runs, document by document in the order of ``documents``, with bash, in one
/// scratch folder with a private HOME and XDG_DATA_HOME (so the examples that name no catalog
/// use a default catalog made there), never in the repository folder.
///
/// - `swift run preset-manager ARGS` and `preset-manager ARGS` run the built tool, `swift build
///   --product preset-manager` does nothing (the tests built it); any other `swift` command
///   fails the block.
/// - A block must not run when the line just before its opening fence is
///   `<!-- not run: REASON -->` (the REASON is for the reader of the Markdown source); use that
///   for `swift test`, the benchmarks, and anything else that cannot run inside the test suite.
/// - The files the examples need are made here, in ``prepare(_:)``; add to it when an example
///   needs a new one, and say so in the document.
/// - Each block runs with `set -e -o pipefail`: any failing command fails the test, which
///   prints the document, the line, the block, its stdout and its stderr.
@Suite struct DocumentedCommandsTests {
    /// The documents whose commands run, in the order a reader meets them: a later one may use
    /// what an earlier one made (docs/DELIVERY.md publishes the catalog docs/APP.md makes).
    static let documents = [
        "README.md", "docs/APP.md", "docs/DELIVERY.md", "docs/CLI.md", "docs/CSS-EXPORT.md", "docs/STUDIO.md", "docs/PRESETS.md",
        "docs/TEAMS.md",
    ]

    /// One fenced block: its text and whether it runs.
    struct Example {
        let text: String
        let runs: Bool
        let line: Int
    }

    /// The ```sh blocks of `markdown`, with the line each starts on.
    static func shellExamples(in markdown: String) -> [Example] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```sh" else {
                index += 1
                continue
            }
            let marked = index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("<!-- not run:")
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            examples.append(Example(text: lines[(index + 1)..<end].joined(separator: "\n"), runs: !marked, line: index + 1))
            index = end + 1
        }
        return examples
    }

    static func document(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every Markdown file of docs/, as paths from the repository's root.
    static func allDocuments() throws -> [String] {
        let guides = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md"] + guides.sorted()
    }

    /// The files the documents' examples use, in `folder`: a copy of the repository's
    /// `examples/` (what a fresh clone has), nothing else.
    static func prepare(_ folder: URL) throws {
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("examples"), to: folder.appendingPathComponent("examples"))
    }

    /// Defines `swift` and `preset-manager` for the examples, then stops at the first failure.
    static func prelude(tool: URL) -> String {
        """
        preset_manager_executable='\(tool.path)'
        preset-manager() { "$preset_manager_executable" "$@"; }
        swift() {
            if [ "$1" = run ] && [ "$2" = preset-manager ]; then shift 2; preset-manager "$@"; return; fi
            if [ "$*" = "build --product preset-manager" ]; then return; fi  # built by the tests
            echo "documentation test: only 'swift run preset-manager' runs here; mark this block <!-- not run: … -->" >&2
            return 127
        }
        set -e -o pipefail

        """
    }

    /// No document with shell examples is left out of ``documents``, so none goes untested.
    @Test func everyDocumentWithCommandsIsRun() throws {
        for path in try Self.allDocuments() where !Self.shellExamples(in: try Self.document(path)).isEmpty {
            #expect(Self.documents.contains(path), "\(path) shows commands but DocumentedCommandsTests.documents does not run it")
        }
    }

    @Test func everyShellExampleRunsInOrderOnAScratchCatalog() throws {
        let examples = try Self.documents.flatMap { path in
            Self.shellExamples(in: try Self.document(path)).map { (path, $0) }
        }
        #expect(examples.filter(\.1.runs).count >= 8, "the documents' examples were not found")
        #expect(Self.shellExamples(in: try Self.document("README.md")).contains { $0.runs }, "README.md runs no command")
        let tool = try #require(ToolRunner.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("documented-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.prepare(folder)
        let repositoryBefore = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path).sorted()
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = [
            "HOME": folder.appendingPathComponent("home").path, "XDG_DATA_HOME": folder.appendingPathComponent("xdg").path,
            "TMPDIR": temporary.path,
        ]
        for (path, example) in examples where example.runs {
            let result = try ToolRunner.run(
                ["-c", Self.prelude(tool: tool) + example.text], environment: environment, in: folder, executable: "/bin/bash")
            #expect(
                result.exitCode == 0,
                """
                \(path) line \(example.line) failed (exit \(result.exitCode)):
                \(example.text)
                --- stdout
                \(result.standardOutput)--- stderr
                \(result.standardError)
                """)
        }
        // The default catalog the examples used is the scratch one, and the repository is untouched.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("xdg/parallax-presets/catalog.sqlite").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path).sorted() == repositoryBefore)
    }

    /// The CLI session (docs/CLI.md) runs as pasted in a fresh clone (a folder holding only
    /// `examples/`, and no default catalog yet): it works on a scratch catalog of its own and
    /// leaves the user's default catalog uncreated and `examples/` as it was.
    @Test func theSessionRunsInAFreshCloneOnAScratchCatalog() throws {
        let session = try #require(
            Self.shellExamples(in: try Self.document("docs/CLI.md")).first { $0.text.hasPrefix("swift build --product preset-manager") },
            "docs/CLI.md's first session was not found")
        let tool = try #require(ToolRunner.executable)
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("documented-clone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: clone) }
        try Self.prepare(clone)
        let examplesBefore = try FileManager.default.contentsOfDirectory(atPath: clone.appendingPathComponent("examples").path).sorted()
        // mktemp makes the scratch folder under TMPDIR, inside the clone's folder so it goes with it.
        let temporary = clone.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = [
            "HOME": clone.appendingPathComponent("home").path, "XDG_DATA_HOME": clone.appendingPathComponent("xdg").path,
            "TMPDIR": temporary.path,
        ]
        let result = try ToolRunner.run(
            ["-c", Self.prelude(tool: tool) + session.text], environment: environment, in: clone, executable: "/bin/bash")
        #expect(result.exitCode == 0, "\(result.standardOutput)--- stderr\n\(result.standardError)")
        #expect(result.standardOutput.contains("created preset 'card-slide' (revision 1)"))
        #expect(
            !FileManager.default.fileExists(atPath: clone.appendingPathComponent("xdg").path), "the session touched the default catalog")
        #expect(!FileManager.default.fileExists(atPath: clone.appendingPathComponent("home").path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: clone.appendingPathComponent("examples").path).sorted() == examplesBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: clone.path).sorted() == ["examples", "tmp"])
    }

    @Test func aMarkedBlockIsSkippedAndAnUnmarkedOneRuns() {
        let markdown = """
            Text.

            <!-- not run: needs the network -->
            ```sh
            curl https://example.com
            ```

            ```sh
            swift run preset-manager --version
            ```

            ```swift
            let x = 1
            ```
            """
        let examples = Self.shellExamples(in: markdown)
        #expect(examples.map(\.text) == ["curl https://example.com", "swift run preset-manager --version"])
        #expect(examples.map(\.runs) == [false, true])
        #expect(examples.map(\.line) == [4, 8])
    }
}
