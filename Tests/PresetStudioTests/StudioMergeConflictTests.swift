import Foundation
import TestSupport
import Testing

/// A catalog a three-way merge left with a conflict (`preset-manager git merge`: both sides
/// changed `fade-up`'s summary differently), opened in the studio in headless Chromium: the page
/// shows the conflict with its three values, and a click settles it as `conflicts resolve`
/// does. Screenshots go to `.build/studio-screenshots/`.
@Suite("Merge conflicts in the studio, in Chromium", .serialized, .onOwnThreads)
struct StudioMergeConflictTests {
    /// Sets `fade-up`'s summary in the catalog at `path` to `summary` with the CLI.
    static func setSummary(_ summary: String, in path: String) throws {
        let export = try ToolRunner.run(["export", "fade-up", "--catalog", path])
        try #require(export.exitCode == 0, "\(export.standardError)")
        var definition = try #require(try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
        definition["summary"] = summary
        let file = path + ".fade-up.json"
        try JSONSerialization.data(withJSONObject: definition).write(to: URL(fileURLWithPath: file))
        let update = try ToolRunner.run(["presets", "update", "fade-up", "--file", file, "--catalog", path])
        try #require(update.exitCode == 0, "\(update.standardError)")
    }

    /// The catalog at `path` becomes ours of a merge whose base is the seed and whose sides both
    /// changed `fade-up`'s summary: the driver exits non-zero and records the conflict.
    static func mergeWithAConflict(at path: String) throws {
        let (base, theirs) = (path + ".base", path + ".theirs")
        for copy in [base, theirs] { try FileManager.default.copyItem(atPath: path, toPath: copy) }
        try setSummary("the summary ours gave it", in: path)
        try setSummary("the summary theirs gave it", in: theirs)
        let merged = try ToolRunner.run(["git", "merge", base, path, theirs, "catalog.sqlite"])
        try #require(merged.exitCode != 0, "the merge should conflict: \(merged.standardOutput) \(merged.standardError)")
    }

    @Test("the banner lists the conflict with ours, theirs and base; Take theirs settles it")
    func theBannerSettlesAConflict() throws {
        let page = try StudioPage(preparing: Self.mergeWithAConflict)
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => $('[data-testid=merge-conflicts-banner]'))")
        let listed = try #require(
            try page.run("return $$('[data-testid=merge-conflict]').map((e) => [e.dataset.name, e.dataset.path, e.textContent])")
                as? [[String]])
        #expect(listed.count == 1, "\(listed)")
        let item = try #require(listed.first)
        #expect(item[0] == "fade-up")
        #expect(item[1] == "summary")
        #expect(item[2].contains("the summary ours gave it") && item[2].contains("the summary theirs gave it"), "\(item[2])")
        try page.screenshot("studio-merge-conflict")

        try page.click("[data-testid=merge-conflict] [data-testid=conflict-take][data-take=theirs]")
        try page.run("await waitFor(() => !$('[data-testid=merge-conflicts-banner]'))")
        let left = try page.studio.cli(["conflicts", "--format", "json"])
        #expect(left.exitCode == 0, "\(left.standardError)")
        let remaining = try #require(try JSONSerialization.jsonObject(with: Data(left.standardOutput.utf8)) as? [Any])
        #expect(remaining.isEmpty, "\(left.standardOutput)")
        #expect(try page.stored("fade-up").definition["summary"] as? String == "the summary theirs gave it")
    }
}
