import Foundation
import TestSupport
import Testing

/// Every relative link of README.md and docs/ names a file of the repository, and a link to a
/// heading (`FILE#anchor` or `#anchor`) names a heading that file has, so moving a section
/// between documents cannot leave a dead link behind.
@Suite struct DocumentLinksTests {
    /// The link targets of `markdown`'s prose (fenced blocks and inline code left out).
    static func linkTargets(in markdown: String) -> [String] {
        let prose = markdown.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            .joined().components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        var rest = prose[...]
        var targets: [String] = []
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        return targets
    }

    /// The anchors GitHub gives `markdown`'s headings: the heading's text in lower case, without
    /// its inline-code backticks and punctuation but `-` and `_`, spaces as `-`.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = text.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    @Test func headingsGetGitHubsAnchors() {
        let markdown = "# The `preset-manager` CLI\n```sh\n# not a heading\n```\n## Coming from Parade\n### Images, sizes & scale\n"
        #expect(Self.anchors(in: markdown) == ["the-preset-manager-cli", "coming-from-parade", "images-sizes--scale"])
    }

    @Test func everyRelativeLinkNamesAFileAndHeadingOfTheRepository() throws {
        let root = repositoryRoot.standardizedFileURL
        let guides = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let documents = ["README.md", "BENCHMARKS.md"] + guides.sorted()
        #expect(documents.contains("docs/APP.md"))
        var linksChecked = 0
        for document in documents {
            let source = root.appendingPathComponent(document)
            let text = try String(contentsOf: source, encoding: .utf8)
            for target in Self.linkTargets(in: text) where !target.hasPrefix("http") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file =
                    parts[0].isEmpty ? source : source.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
                #expect(
                    file.path.hasPrefix(root.path + "/") && !parts[0].hasPrefix("/"), "\(document): \(target) points outside the repository"
                )
                #expect(
                    FileManager.default.fileExists(atPath: file.path), "\(document) links to \(target), which the repository does not hold")
                if parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    #expect(
                        Self.anchors(in: linked).contains(parts[1]), "\(document) links to \(target), a heading \(parts[0]) does not have")
                }
                linksChecked += 1
            }
        }
        #expect(linksChecked >= 30)
    }
}
