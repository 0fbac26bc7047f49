import Foundation
import PresetCatalog

/// What `git setup` writes into a repository so git diffs catalogs as text and merges them
/// preset by preset: `.gitattributes` lines giving each catalog file the `parallax-catalog` diff
/// and merge drivers (and `-text`, so no line-ending conversion touches the binary file), and
/// the repository's own `git config` entries saying which commands those drivers run.
package struct GitSetup: Sendable {
    /// The drivers' name in `.gitattributes` and `git config`.
    package static let driver = "parallax-catalog"

    /// One thing the set-up needs: a `.gitattributes` line or a `git config` entry.
    package struct Item: Sendable {
        /// `attributes` (a `.gitattributes` line) or `config` (a `git config --local` entry).
        package let place: String
        /// The line's pattern, or the config key.
        package let key: String
        /// The line, or the config value.
        package let value: String
        /// Whether it was there already (`present`), was written now (`written`), or is not
        /// there (`missing`, from a check).
        package var state: String
    }

    /// The repository's top folder.
    package let root: String
    /// The command the drivers run, as git's shell reads it.
    let tool: String
    /// The `.gitattributes` patterns, relative to ``root``.
    let patterns: [String]

    /// The set-up of the repository holding `directory`, for the catalog files `paths` (files or
    /// `.gitattributes` patterns, relative to `directory`), run by `tool`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when `directory` is in no git repository,
    ///   or a path lies outside it.
    package init(directory: String, paths: [String], tool: String) throws {
        let answer = try GitCommandRunner.run(["rev-parse", "--show-toplevel"], in: directory)
        let top = answer.standardOutput.trimmingCharacters(in: .newlines)
        guard answer.status == 0, !top.isEmpty else {
            throw CatalogError(.invalidArgument, "git setup: \(pathText(directory)) is not in a git repository")
        }
        root = top
        self.tool = Self.shellWord(tool)
        let rootURL = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        patterns = try paths.map { path in
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).standardizedFileURL
            let resolved = absolute.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(absolute.lastPathComponent)
                .path
            guard resolved.hasPrefix(rootURL + "/") else {
                throw CatalogError(.invalidArgument, "git setup: \(pathText(path)) is outside the repository \(pathText(top))")
            }
            return String(resolved.dropFirst(rootURL.count + 1))
        }
    }

    /// Every item the set-up needs, as it should be.
    private var wanted: [Item] {
        patterns.map { pattern in
            Item(place: "attributes", key: pattern, value: "\(pattern) diff=\(Self.driver) merge=\(Self.driver) -text", state: "missing")
        } + [
            Item(place: "config", key: "diff.\(Self.driver).textconv", value: "\(tool) git textconv", state: "missing"),
            Item(
                place: "config", key: "merge.\(Self.driver).name", value: "parallax preset catalog, merged preset by preset",
                state: "missing"),
            Item(place: "config", key: "merge.\(Self.driver).driver", value: "\(tool) git merge %O %A %B %P", state: "missing"),
        ]
    }

    /// Each item, `present` or `missing`; nothing is written.
    package func check() throws -> [Item] {
        let lines = Set(try attributeLines().map { $0.trimmingCharacters(in: .whitespaces) })
        return try wanted.map { item in
            var item = item
            let present =
                item.place == "attributes"
                ? lines.contains(item.value)
                : try GitCommandRunner.run(["config", "--local", "--get", item.key], in: root).standardOutput
                    .trimmingCharacters(in: .newlines) == item.value
            item.state = present ? "present" : "missing"
            return item
        }
    }

    /// Writes each missing item (`written`), leaving the present ones (`present`): running it
    /// twice writes nothing the second time.
    package func apply() throws -> [Item] {
        var items = try check()
        var appended: [String] = []
        for index in items.indices where items[index].state == "missing" {
            if items[index].place == "attributes" {
                appended.append(items[index].value)
            } else if try GitCommandRunner.run(["config", "--local", items[index].key, items[index].value], in: root).status != 0 {
                throw CatalogError(.ioFailure, "git setup: git config --local \(items[index].key) failed in \(pathText(root))")
            }
            items[index].state = "written"
        }
        if !appended.isEmpty { try appendAttributes(appended) }
        return items
    }

    private var attributesPath: String { URL(fileURLWithPath: root).appendingPathComponent(".gitattributes").path }

    private func attributeLines() throws -> [String] {
        guard FileManager.default.fileExists(atPath: attributesPath) else { return [] }
        return try TextFiles.readText(attributesPath, limit: 1 << 20, kind: ".gitattributes").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }

    private func appendAttributes(_ lines: [String]) throws {
        var text =
            FileManager.default.fileExists(atPath: attributesPath)
            ? try TextFiles.readText(attributesPath, limit: 1 << 20, kind: ".gitattributes") : ""
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += lines.joined(separator: "\n") + "\n"
        try TextFiles.write(text, to: attributesPath)
    }

    /// `word` as one word of a shell command: as it is when it holds only safe characters,
    /// else in single quotes.
    static func shellWord(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+:@".unicodeScalars.contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
