import Foundation
import TestSupport
import Testing

/// README.md is tested: every ```sh block runs, in order, with bash, in one scratch folder with
/// a private HOME and XDG_DATA_HOME (so the examples that name no catalog use a default catalog
/// made there), never in the repository folder.
///
/// - `swift run preset-manager ARGS` and `preset-manager ARGS` run the built tool; any other
///   `swift` command fails the block.
/// - A block must not run when the line just before its opening fence is
///   `<!-- not run: REASON -->` (the REASON is for the reader of the Markdown source); use that
///   for `swift test`, the benchmarks, and anything else that cannot run inside the test suite.
/// - The files the examples need are made here, in ``prepare(_:)``; add to it when an example
///   needs a new one, and say so in the README.
/// - Each block runs with `set -e -o pipefail`: any failing command fails the test, which
///   prints the block, its stdout and its stderr.
@Suite struct ReadmeExamplesTests {
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

    /// The files the README's examples use, in `folder`: `Assets/radar@2x.png`, a 750×440 PNG
    /// (220 pt tall at 2×, enough for a 110 pt cell-background row), `downloaded.sqlite`, a
    /// seeded catalog, and `card-slide.json`, a preset reading the variable `cardInset`.
    static func prepare(_ folder: URL) throws {
        let assets = folder.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try ImageCommandTests.png(width: 750, height: 440).write(to: assets.appendingPathComponent("radar@2x.png"))
        let cardSlide = """
            {"name": "card-slide", "kind": "custom", "summary": "A card sliding in by the app's inset", "axis": "vertical",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "translationX",
                         "keyframes": [{"at": 0, "value": "-2 * cardInset", "easing": "outCubic"}, {"at": 1, "value": 0}]}]}
            """
        try Data(cardSlide.utf8).write(to: folder.appendingPathComponent("card-slide.json"))
        let made = try ToolRunner.run(["init", "--catalog", folder.appendingPathComponent("downloaded.sqlite").path])
        #expect(made.exitCode == 0, "\(made.standardError)")
    }

    /// Defines `swift` and `preset-manager` for the examples, then stops at the first failure.
    static func prelude(tool: URL) -> String {
        """
        preset_manager_executable='\(tool.path)'
        preset-manager() { "$preset_manager_executable" "$@"; }
        swift() {
            if [ "$1" = run ] && [ "$2" = preset-manager ]; then shift 2; preset-manager "$@"; return; fi
            echo "README test: only 'swift run preset-manager' runs here; mark this block <!-- not run: … -->" >&2
            return 127
        }
        set -e -o pipefail

        """
    }

    @Test func everyShellExampleRunsInOrderOnAScratchCatalog() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = Self.shellExamples(in: readme)
        #expect(examples.filter(\.runs).count >= 4, "the README's examples were not found")
        let tool = try #require(ToolRunner.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.prepare(folder)
        let repositoryBefore = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path).sorted()
        let environment = [
            "HOME": folder.appendingPathComponent("home").path, "XDG_DATA_HOME": folder.appendingPathComponent("xdg").path,
        ]
        for example in examples where example.runs {
            let result = try ToolRunner.run(
                ["-c", Self.prelude(tool: tool) + example.text], environment: environment, in: folder, executable: "/bin/bash")
            #expect(
                result.exitCode == 0,
                """
                README.md line \(example.line) failed (exit \(result.exitCode)):
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

    /// Every relative link of the README names a file of the repository, and no document points
    /// outside it.
    @Test func theReadmeLinksOnlyToDocumentsInTheRepository() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // Links are in the prose: leave out fenced blocks and inline code.
        let prose = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            .joined().components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        var rest = prose[...]
        var targets: [String] = []
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        #expect(!targets.isEmpty)
        for target in targets where !target.hasPrefix("http") && !target.hasPrefix("#") {
            let path = String(target.split(separator: "#", maxSplits: 1)[0])
            #expect(!path.hasPrefix("/") && !path.hasPrefix(".."), "\(target) points outside the repository")
            #expect(
                FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path),
                "README links to \(target), which the repository does not hold")
        }
    }
}
