import Foundation
import TestSupport
import Testing

/// A catalog a three-way merge left with a conflict (`preset-manager git merge`: both sides
/// changed `fade-up`'s summary differently), opened in the studio in headless Chromium: the page
/// shows the conflict with its three values, and a click settles it as `conflicts resolve`
/// does. Screenshots go to `.build/studio-screenshots/`.
@Suite("Merge conflicts in the studio, in Chromium", .serialized, .onOwnThreads)
struct StudioMergeConflictTests {
    /// Sets `fade-up`'s summary to `summary` and its first track's first keyframe value to
    /// `value` in the catalog at `path`, with the CLI.
    static func change(_ path: String, summary: String, value: Double) throws {
        let export = try ToolRunner.run(["export", "fade-up", "--catalog", path])
        try #require(export.exitCode == 0, "\(export.standardError)")
        var definition = try #require(try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any])
        definition["summary"] = summary
        var tracks = try #require(definition["tracks"] as? [[String: Any]])
        var keyframes = try #require(tracks[0]["keyframes"] as? [[String: Any]])
        keyframes[0]["value"] = value
        tracks[0]["keyframes"] = keyframes
        definition["tracks"] = tracks
        let file = path + ".fade-up.json"
        try JSONSerialization.data(withJSONObject: definition).write(to: URL(fileURLWithPath: file))
        let update = try ToolRunner.run(["presets", "update", "fade-up", "--file", file, "--catalog", path])
        try #require(update.exitCode == 0, "\(update.standardError)")
    }

    /// The catalog at `path` becomes ours of a merge whose base is the seed and whose sides both
    /// changed `fade-up`'s summary and first keyframe differently: the driver exits non-zero and
    /// records two conflicts.
    static func mergeWithConflicts(at path: String) throws {
        let (base, theirs) = (path + ".base", path + ".theirs")
        for copy in [base, theirs] { try FileManager.default.copyItem(atPath: path, toPath: copy) }
        try change(path, summary: "the summary ours gave it", value: 11)
        try change(theirs, summary: "the summary theirs gave it", value: 22)
        let merged = try ToolRunner.run(["git", "merge", base, path, theirs, "catalog.sqlite"])
        try #require(merged.exitCode != 0, "the merge should conflict: \(merged.standardOutput) \(merged.standardError)")
    }

    @Test("the banner lists each conflict with ours, theirs and base, the form marks the members; Take theirs settles them")
    func theBannerSettlesConflicts() throws {
        let page = try StudioPage(preparing: Self.mergeWithConflicts)
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => $$('[data-testid=merge-conflict]').length === 2)")
        let listed = try #require(
            try page.run("return $$('[data-testid=merge-conflict]').map((e) => [e.dataset.name, e.dataset.path, e.textContent])")
                as? [[String]])
        let summary = try #require(listed.first { $0[1] == "summary" }, "\(listed)")
        #expect(summary[0] == "fade-up")
        #expect(summary[2].contains("the summary ours gave it") && summary[2].contains("the summary theirs gave it"), "\(summary[2])")
        let keyframe = try #require(listed.first { $0[1].hasSuffix(".keyframes[0].value") }, "\(listed)")
        #expect(keyframe[1].hasPrefix("tracks[card."), "a track is named by its target and property: \(keyframe[1])")
        #expect(keyframe[2].contains("ours 11") && keyframe[2].contains("theirs 22"), "\(keyframe[2])")
        // The form marks both members, the keyframe at its position in the open definition.
        let marked = try #require(try page.run("return $$('.conflicted').map((e) => e.dataset.path)") as? [String])
        #expect(Set(marked) == ["summary", "tracks[0].keyframes[0].value"], "\(marked)")
        try page.screenshot("studio-merge-conflict")

        try page.click("[data-testid=merge-conflict] [data-testid=conflict-take][data-take=theirs]")
        try page.run("await waitFor(() => $$('[data-testid=merge-conflict]').length === 1)")
        try page.click("[data-testid=merge-conflict] [data-testid=conflict-take][data-take=theirs]")
        try page.run("await waitFor(() => !$('[data-testid=merge-conflicts-banner]'))")
        #expect(try page.run("return $$('.conflicted').length") as? Int == 0)
        let left = try page.studio.cli(["conflicts", "--format", "json"])
        #expect(left.exitCode == 0, "\(left.standardError)")
        let remaining = try #require(try JSONSerialization.jsonObject(with: Data(left.standardOutput.utf8)) as? [Any])
        #expect(remaining.isEmpty, "\(left.standardOutput)")
        let stored = try page.stored("fade-up").definition
        #expect(stored["summary"] as? String == "the summary theirs gave it")
        let firstValue = ((stored["tracks"] as? [[String: Any]])?.first?["keyframes"] as? [[String: Any]])?.first?["value"] as? Double
        #expect(firstValue == 22)
    }
}
