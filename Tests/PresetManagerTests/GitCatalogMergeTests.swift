import Foundation
import TestSupport
import Testing

/// Two branches of a real git repository change the catalog and `git merge` runs the driver
/// `git setup` configured (the built tool). Every expected value is the one a test set by hand
/// on a branch, or the seed's value read from seed/catalog.json.
@Suite struct GitCatalogMergeTests {
    /// fade-up's tracks as the seed has them: [0] card.alpha 0 → 1, [1] card.translationY 100 → 0.
    static let alpha = 0
    static let rise = 1

    /// Merges `branch` into main; returns git's exit status.
    static func merge(_ repository: GitCatalogRepository, _ branch: String) throws -> Int32 {
        try repository.git(["merge", "--no-edit", branch]).status
    }

    /// Both branches set fade-up's last alpha keyframe: designers to 0.5, main to 0.7.
    static func conflictOnTheLastAlpha(_ repository: GitCatalogRepository) throws {
        try repository.diverge(
            designers: { try repository.setKeyframe("fade-up", track: Self.alpha, keyframe: 1, to: 0.5) },
            main: { try repository.setKeyframe("fade-up", track: Self.alpha, keyframe: 1, to: 0.7) })
    }

    @Test func differentPresetsMergeWithBothEdits() throws {
        let repository = try GitCatalogRepository()
        try repository.diverge(
            designers: { try repository.setKeyframe("fade-up", track: Self.rise, keyframe: 0, to: 120) },
            main: { try repository.updatePreset("fade-down") { $0["summary"] = "Devs' fade-down" } })

        #expect(try Self.merge(repository, "designers") == 0)
        #expect(try repository.git(["status", "--porcelain"]).standardOutput.isEmpty)
        #expect(try repository.keyframe("fade-up", track: Self.rise, keyframe: 0) == 120)
        #expect(try repository.definition("fade-down")["summary"] as? String == "Devs' fade-down")
        #expect(try repository.conflicts().isEmpty)
        #expect(try repository.onCatalog(["validate"]).exitCode == 0)
        // Only one side changed each preset: its history is that side's, two revisions.
        let history = try repository.onCatalog(["presets", "history", "fade-up", "--format", "json"])
        let revisions = try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [[String: Any]] ?? []
        #expect(revisions.compactMap { $0["revision"] as? Int } == [2, 1])
    }

    @Test func differentMembersOfOnePresetMergeAndBothHistoriesShow() throws {
        let repository = try GitCatalogRepository()
        let seedSummary = try repository.definition("fade-up")["summary"] as? String
        try repository.diverge(
            designers: { try repository.setKeyframe("fade-up", track: Self.rise, keyframe: 0, to: 120) },
            main: { try repository.updatePreset("fade-up") { $0["summary"] = "Rises and fades" } })

        #expect(try Self.merge(repository, "designers") == 0)
        #expect(try repository.keyframe("fade-up", track: Self.rise, keyframe: 0) == 120)
        #expect(try repository.definition("fade-up")["summary"] as? String == "Rises and fades")
        let history = try repository.onCatalog(["presets", "history", "fade-up", "--format", "json"])
        let revisions = try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [[String: Any]] ?? []
        // Newest first: the merge (4), theirs (3), ours (2), the seed (1).
        #expect(revisions.compactMap { $0["revision"] as? Int } == [4, 3, 2, 1])
        let summaries = revisions.map { ($0["definition"] as? [String: Any])?["summary"] as? String }
        #expect(summaries == ["Rises and fades", seedSummary, "Rises and fades", seedSummary])
        let rises = revisions.map { revision -> Double? in
            let tracks = (revision["definition"] as? [String: Any])?["tracks"] as? [[String: Any]]
            return (tracks?[Self.rise]["keyframes"] as? [[String: Any]])?[0]["value"] as? Double
        }
        #expect(rises == [120, 120, 100, 100])
    }

    /// Both branches set fade-up's last alpha keyframe: the merge keeps ours (0.7), records the
    /// conflict with base 1 (the seed's), ours 0.7, theirs 0.5, and fails; validate and publish
    /// refuse the catalog; each --take, and --value, settles it to that value.
    @Test func theSameMemberConflictsUntilResolved() throws {
        let repository = try GitCatalogRepository()
        try Self.conflictOnTheLastAlpha(repository)

        #expect(try Self.merge(repository, "designers") != 0)
        #expect(try repository.git(["status", "--porcelain"]).standardOutput.hasPrefix("UU catalog.sqlite"))
        #expect(try repository.keyframe("fade-up", track: Self.alpha, keyframe: 1) == 0.7)
        let conflicts = try repository.conflicts()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["kind"] as? String == "preset" && conflicts.first?["name"] as? String == "fade-up")
        #expect(conflicts.first?["path"] as? String == "tracks[card.alpha].keyframes[1].value")
        #expect(conflicts.first?["base"] as? Double == 1)
        #expect(conflicts.first?["ours"] as? Double == 0.7)
        #expect(conflicts.first?["theirs"] as? Double == 0.5)

        let validated = try repository.onCatalog(["validate", "--format", "csv"])
        #expect(validated.exitCode == 65)
        #expect(
            validated.standardOutput.split(separator: "\r\n").dropFirst() == [
                "preset 'fade-up',unresolved merge conflict at 'tracks[card.alpha].keyframes[1].value' (settle it with conflicts resolve)"
            ], "\(validated.standardOutput)")
        #expect(validated.errorLines == ["preset-manager: validate: 1 problem found in \(repository.catalog)"])
        let key = repository.scratch.file("signing.pem")
        try repository.require(try repository.tool(["keys", "generate", "--out", key]))
        let published = try repository.onCatalog(["publish", "--key", key, "--version", "1", "--out", repository.scratch.file("site")])
        #expect(published.exitCode == 65 && published.standardError.contains("unresolved merge conflict"), "\(published.standardError)")
        #expect(!FileManager.default.fileExists(atPath: repository.scratch.file("site/manifest.json")))

        let conflicted = try Data(contentsOf: URL(fileURLWithPath: repository.catalog))
        for (arguments, expected) in [
            (["--take", "ours"], 0.7), (["--take", "theirs"], 0.5), (["--take", "base"], 1), (["--value", "0.25"], 0.25),
        ] {
            try conflicted.write(to: URL(fileURLWithPath: repository.catalog))
            let resolved = try repository.onCatalog(
                ["conflicts", "resolve", "fade-up", "tracks[card.alpha].keyframes[1].value"] + arguments)
            #expect(resolved.exitCode == 0, "\(arguments): \(resolved.standardError)")
            #expect(try repository.keyframe("fade-up", track: Self.alpha, keyframe: 1) == expected, "\(arguments)")
            #expect(try repository.conflicts().isEmpty)
            #expect(try repository.onCatalog(["validate"]).exitCode == 0)
        }
        try repository.git(["add", "catalog.sqlite"])
        #expect(try repository.git(["commit", "-q", "--no-edit"]).status == 0)
    }

    /// A value the catalog refuses settles nothing: the conflict stays and the catalog is as it was.
    @Test func aRefusedResolutionChangesNothing() throws {
        let repository = try GitCatalogRepository()
        try Self.conflictOnTheLastAlpha(repository)
        #expect(try Self.merge(repository, "designers") != 0)
        let before = try SQLiteShell.dumpOfClosedFile(repository.catalog)
        for (arguments, message) in [
            (["fade-up", "tracks[card.alpha].keyframes[1].value", "--value", "true"], "tracks[0].keyframes[1].value"),
            (["fade-up", "summary", "--take", "theirs"], "no merge conflict of 'fade-up' at 'summary'"),
            (["fade-up", "tracks[card.alpha].keyframes[1].value", "--value", "{"], "--value"),
        ] {
            let refused = try repository.onCatalog(["conflicts", "resolve"] + arguments)
            #expect(refused.exitCode != 0, "\(arguments)")
            #expect(refused.standardError.contains(message), "\(arguments): \(refused.standardError)")
            #expect(try SQLiteShell.dumpOfClosedFile(repository.catalog) == before, "\(arguments)")
        }
        #expect(try repository.conflicts().count == 1)
    }

    /// `--all` settles every conflict or none: with fade-up's real conflict and a second one
    /// (written by the sqlite3 shell, sorted after it) whose theirs the catalog refuses (a
    /// summary that is a number), --take theirs fails naming zoom-out, fade-up keeps ours and
    /// both conflicts stay; once the bad one is settled with ours, --all settles fade-up.
    @Test func resolvingAllIsAllOrNothing() throws {
        let repository = try GitCatalogRepository()
        try Self.conflictOnTheLastAlpha(repository)
        #expect(try Self.merge(repository, "designers") != 0)
        let summary = try #require(try repository.definition("zoom-out")["summary"] as? String)
        let quoted = "'\"" + summary.replacingOccurrences(of: "'", with: "''") + "\"'"
        let added = try SQLiteShell.run(
            repository.catalog,
            """
            INSERT INTO merge_conflicts (entity, name, path, base, ours, theirs)
            VALUES ('preset', 'zoom-out', 'summary', \(quoted), \(quoted), '42');
            """)
        try #require(added.status == 0, "\(added.standardError)")
        let before = try SQLiteShell.dumpOfClosedFile(repository.catalog)

        let refused = try repository.onCatalog(["conflicts", "resolve", "--all", "--take", "theirs"])
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("zoom-out"), "\(refused.standardError)")
        #expect(try SQLiteShell.dumpOfClosedFile(repository.catalog) == before)
        #expect(try repository.conflicts().count == 2)
        #expect(try repository.keyframe("fade-up", track: Self.alpha, keyframe: 1) == 0.7)

        try repository.require(try repository.onCatalog(["conflicts", "resolve", "zoom-out", "summary", "--take", "ours"]))
        try repository.require(try repository.onCatalog(["conflicts", "resolve", "--all", "--take", "theirs"]))
        #expect(try repository.keyframe("fade-up", track: Self.alpha, keyframe: 1) == 0.5)
        #expect(try repository.definition("zoom-out")["summary"] as? String == summary)
        #expect(try repository.conflicts().isEmpty)
        #expect(try repository.onCatalog(["validate"]).exitCode == 0)
    }

    /// Two conflicts in one preset (its last alpha keyframe and its summary) are set together:
    /// --all --take theirs gives fade-up both of theirs, the second not undoing the first.
    @Test func twoConflictsOfOneEntrySettleTogether() throws {
        let repository = try GitCatalogRepository()
        try repository.diverge(
            designers: {
                try repository.setKeyframe("fade-up", track: Self.alpha, keyframe: 1, to: 0.5)
                try repository.updatePreset("fade-up") { $0["summary"] = "Designers' fade" }
            },
            main: {
                try repository.setKeyframe("fade-up", track: Self.alpha, keyframe: 1, to: 0.7)
                try repository.updatePreset("fade-up") { $0["summary"] = "Devs' fade" }
            })
        #expect(try Self.merge(repository, "designers") != 0)
        #expect(try repository.conflicts().count == 2)
        try repository.require(try repository.onCatalog(["conflicts", "resolve", "--all", "--take", "theirs"]))
        #expect(try repository.keyframe("fade-up", track: Self.alpha, keyframe: 1) == 0.5)
        #expect(try repository.definition("fade-up")["summary"] as? String == "Designers' fade")
        #expect(try repository.conflicts().isEmpty)
        #expect(try repository.onCatalog(["validate"]).exitCode == 0)
    }

    /// One branch deletes zoom-out, the other edits it: the edited one stays (ours), the
    /// conflict names the whole entry, and --take theirs deletes it.
    @Test func deleteAgainstEditConflictsAndKeepsOurs() throws {
        let repository = try GitCatalogRepository()
        try repository.git(["checkout", "-q", "-b", "cleanup"])
        try repository.require(try repository.onCatalog(["presets", "delete", "zoom-out"]))
        try repository.commitAll("cleanup: no zoom-out")
        try repository.git(["checkout", "-q", "main"])
        try repository.updatePreset("zoom-out") { $0["summary"] = "Kept and tuned" }
        try repository.commitAll("devs: zoom-out tuned")

        #expect(try Self.merge(repository, "cleanup") != 0)
        #expect(try repository.definition("zoom-out")["summary"] as? String == "Kept and tuned")
        let conflicts = try repository.conflicts()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["name"] as? String == "zoom-out" && conflicts.first?["path"] as? String == "")
        #expect(conflicts.first?["theirs"] is NSNull)
        #expect((conflicts.first?["ours"] as? [String: Any])?["summary"] as? String == "Kept and tuned")
        try repository.require(try repository.onCatalog(["conflicts", "resolve", "--all", "--take", "theirs"]))
        #expect(try !repository.presetNames().contains("zoom-out"))
        #expect(try repository.onCatalog(["validate"]).exitCode == 0)
    }

    /// One branch renames fade-up, the other edits it: the merge holds the edit under the new
    /// name, and the menu items follow.
    @Test func aRenameOnOneSideCarriesTheOtherSidesEdit() throws {
        let repository = try GitCatalogRepository()
        try repository.git(["checkout", "-q", "-b", "rename"])
        try repository.require(try repository.onCatalog(["presets", "rename", "fade-up", "fade-in-up"]))
        try repository.commitAll("rename")
        try repository.git(["checkout", "-q", "main"])
        try repository.setKeyframe("fade-up", track: Self.rise, keyframe: 0, to: 140)
        try repository.commitAll("edit")

        #expect(try Self.merge(repository, "rename") == 0)
        let names = try repository.presetNames()
        #expect(names.contains("fade-in-up") && !names.contains("fade-up"))
        #expect(try repository.keyframe("fade-in-up", track: Self.rise, keyframe: 0) == 140)
    }

    /// The base commit's catalog is at the schema before the conflicts table (made so by the
    /// sqlite3 shell, which undoes migration 0006), one branch's edit is made by the sqlite3
    /// shell too, at that schema, the other's by the tool: the merge migrates and holds both.
    @Test func catalogsAtDifferentSchemasMergeAfterMigrating() throws {
        let repository = try GitCatalogRepository()
        let older = try SQLiteShell.run(
            repository.catalog,
            """
            DROP TABLE merge_conflicts;
            DELETE FROM catalog_migrations WHERE name = '0006_merge_conflicts.sql';
            DELETE FROM grdb_migrations WHERE identifier = '0006_merge_conflicts.sql';
            """)
        try #require(older.status == 0, "\(older.standardError)")
        try repository.commitAll("base at the older schema")
        try repository.git(["checkout", "-q", "-b", "old-tool"])
        try #require(
            try SQLiteShell.run(repository.catalog, "UPDATE presets SET summary = 'Old tool' WHERE name = 'fade-down';").status == 0)
        try repository.commitAll("old tool")
        try repository.git(["checkout", "-q", "main"])
        // A writable command migrates the catalog (read-only ones refuse an older schema).
        try repository.require(try repository.onCatalog(["menus", "create", "weather", "--title", "Weather", "--row-height", "90"]))
        try repository.setKeyframe("fade-up", track: Self.rise, keyframe: 0, to: 120)
        try repository.commitAll("new tool")

        #expect(try Self.merge(repository, "old-tool") == 0)
        #expect(try repository.definition("fade-down")["summary"] as? String == "Old tool")
        #expect(try repository.keyframe("fade-up", track: Self.rise, keyframe: 0) == 120)
        #expect(try repository.onCatalog(["menus", "show", "weather"]).exitCode == 0)
        #expect(try Shell.output(["sqlite3", repository.catalog, "SELECT count(*) FROM catalog_migrations"]) == "6\n")
    }
}
