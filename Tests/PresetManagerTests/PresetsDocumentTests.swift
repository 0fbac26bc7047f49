import Foundation
import TestSupport
import Testing

/// Every example of docs/PRESETS.md is a complete preset: created in an empty catalog and
/// previewed (with the options an `<!-- preview: … -->` line before it gives), through the
/// built tool.
@Suite struct PresetsDocumentTests {
    /// The ```json blocks of `markdown`, each with the preview options of the comment line
    /// just before it.
    static func examples(in markdown: String) -> [(json: String, previewOptions: [String])] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [(String, [String])] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```json" else {
                index += 1
                continue
            }
            let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var options: [String] = []
            if marker.hasPrefix("<!-- preview:"), marker.hasSuffix("-->") {
                options = marker.dropFirst("<!-- preview:".count).dropLast(3).split(separator: " ").map(String.init)
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            examples.append((lines[(index + 1)..<end].joined(separator: "\n"), options))
            index = end + 1
        }
        return examples
    }

    @Test func everyExampleIsCreatedAndPreviewed() throws {
        let markdown = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/PRESETS.md"), encoding: .utf8)
        let examples = Self.examples(in: markdown)
        #expect(examples.count >= 12)
        let workspace = try Workspace(seeded: false)
        for (index, example) in examples.enumerated() {
            let file = try workspace.write(example.json, to: "example-\(index).json")
            let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
            #expect(created.exitCode == 0, "example \(index): \(created.standardError)\n\(example.json)")
            let name = created.standardOutput.split(separator: "'").dropFirst().first.map(String.init) ?? ""
            let preview = try workspace.runOnCatalog(["preview", name, "--format", "json"] + example.previewOptions)
            #expect(preview.exitCode == 0, "example \(index) (\(name)): \(preview.standardError)")
            #expect(preview.standardOutput.contains("\"frames\""))
        }
    }
}
