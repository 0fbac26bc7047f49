import Foundation
import TestSupport
import Testing

/// What `git setup` writes, `git diff` through the textconv, and the merge driver run by hand
/// on bad input.
@Suite struct GitCatalogDiffTests {
    /// One keyframe changed: `git diff` shows one hunk whose only changed lines are that value's.
    @Test func aChangedKeyframeIsOneReadableHunk() throws {
        let repository = try GitCatalogRepository()
        try repository.setKeyframe("fade-up", track: 1, keyframe: 0, to: 120)
        let diff = try repository.git(["diff", "--", "catalog.sqlite"]).standardOutput
        let lines = diff.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("@@") }.count == 1, "\(diff)")
        let changed = lines.filter { ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++")) }
        #expect(changed.map { $0.filter { !$0.isWhitespace } } == ["-\"value\":100", "+\"value\":120"], "\(diff)")
    }

    /// The textconv reads the catalog and writes nothing: no -wal or -shm appears, the bytes
    /// stay, and what it prints is the catalog's export.
    @Test func textconvPrintsTheExportAndLeavesTheFileAlone() throws {
        let repository = try GitCatalogRepository()
        let before = try Shell.sha256(of: URL(fileURLWithPath: repository.catalog))
        let shown = try repository.tool(["git", "textconv", "catalog.sqlite"])
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        let exported = try repository.onCatalog(["export"])
        #expect(shown.standardOutput == exported.standardOutput)
        #expect(try Shell.sha256(of: URL(fileURLWithPath: repository.catalog)) == before)
        for suffix in ["-wal", "-shm", "-journal"] {
            #expect(!FileManager.default.fileExists(atPath: repository.catalog + suffix), "\(suffix)")
        }
    }

    @Test func setupIsIdempotentAndCheckReportsIt() throws {
        let repository = try GitCatalogRepository()
        let attributes = try String(contentsOfFile: repository.directory.file(".gitattributes"), encoding: .utf8)
        #expect(attributes == "catalog.sqlite diff=parallax-catalog merge=parallax-catalog -text\n")
        let again = try repository.tool(["git", "setup", "catalog.sqlite", "--format", "json"])
        #expect(again.exitCode == 0)
        let report = try JSONSerialization.jsonObject(with: Data(again.standardOutput.utf8)) as? [String: Any]
        let states = (report?["items"] as? [[String: Any]] ?? []).compactMap { $0["state"] as? String }
        #expect(states == ["present", "present", "present", "present"])
        #expect(try String(contentsOfFile: repository.directory.file(".gitattributes"), encoding: .utf8) == attributes)
        #expect(try repository.tool(["git", "setup", "--check", "catalog.sqlite"]).exitCode == 0)
        let driver = try repository.git(["config", "--local", "--get", "merge.parallax-catalog.driver"]).standardOutput
        #expect(driver.hasSuffix(" git merge %O %A %B %P\n"))

        let bare = try TemporaryDirectory()
        #expect(try Shell.run(["git", "-C", bare.path, "init", "-q"]).status == 0)
        let unset = try ToolRunner.run(["git", "setup", "--check", "catalog.sqlite"], in: URL(fileURLWithPath: bare.path))
        #expect(unset.exitCode == 65 && unset.standardError.contains("4 of 4 entries missing"), "\(unset.standardError)")
        #expect(!FileManager.default.fileExists(atPath: bare.file(".gitattributes")))
    }

    /// The driver refuses a side that is not a catalog with one line, exit 65, and leaves ours
    /// byte for byte as it was.
    @Test func theDriverLeavesOursAloneOnBadInput() throws {
        let repository = try GitCatalogRepository()
        let ours = repository.scratch.file("ours.sqlite")
        let base = repository.scratch.file("base.sqlite")
        try FileManager.default.copyItem(atPath: repository.catalog, toPath: ours)
        try FileManager.default.copyItem(atPath: repository.catalog, toPath: base)
        let theirs = repository.scratch.file("theirs.sqlite")
        try Data("not a catalog\n".utf8).write(to: URL(fileURLWithPath: theirs))
        let before = try Shell.sha256(of: URL(fileURLWithPath: ours))
        let result = try repository.tool(["git", "merge", base, ours, theirs, "catalog.sqlite"])
        #expect(result.exitCode == 65)
        #expect(
            result.errorLines.count == 1 && result.standardError.hasPrefix("preset-manager: catalog.sqlite (theirs): "),
            "\(result.standardError)")
        #expect(try Shell.sha256(of: URL(fileURLWithPath: ours)) == before)
        #expect(try repository.scratch.listing() == ["base.sqlite", "ours.sqlite", "theirs.sqlite"])
    }
}
