import CatalogEditing
import Foundation
import PresetCatalog
import Testing

/// No silent renames, renames that carry the menu items, updates that change nothing, history
/// in the order its help states, and diffs between revisions.
@Suite struct NamesAndRevisionsTests {
    /// fade-up's definition as `presets show --format json` prints it, named `name`.
    static func fadeUp(in workspace: Workspace, named name: String = "fade-up", easing: String = "ease") throws -> String {
        try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput
            .replacingOccurrences(of: "\"name\": \"fade-up\"", with: "\"name\": \"\(name)\"")
            .replacingOccurrences(of: "\"easing\": \"ease\"", with: "\"easing\": \"\(easing)\"")
    }

    @Test func updateRefusesAFileNamedOtherwiseAndChangesNothing() throws {
        let workspace = try Workspace()
        let file = try workspace.write(try Self.fadeUp(in: workspace, named: "fade-down"), to: "renamed.json")
        let before = try workspace.contentHash()
        let result = try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", file])
        #expect(result.exitCode == 65)
        #expect(
            result.errorLines.map(String.init) == [
                "preset-manager: preset 'fade-up': the definition is named 'fade-down'; "
                    + "an update keeps the name (to rename, use presets rename)"
            ])
        #expect(result.standardOutput.isEmpty)
        #expect(try workspace.contentHash() == before)
    }

    @Test func renameCarriesTheMenuItemsAndSaysHowMany() throws {
        let workspace = try Workspace()
        let renamed = try workspace.runOnCatalog(["presets", "rename", "aeris-cell-background", "aeris-background"])
        #expect(renamed.exitCode == 0)
        // The seed menu's 10 rows all use the preset.
        #expect(
            renamed.standardOutput
                == "renamed preset 'aeris-cell-background' to 'aeris-background' (10 menu items repointed to 'aeris-background')\n")
        let catalog = try workspace.openCatalog()
        #expect(try catalog.menu(named: "aeris-map-layers").definition.items.allSatisfy { $0.preset == "aeris-background" })
        #expect(try catalog.preset(named: "aeris-background").revision == 1)
        #expect(try catalog.validate().problems.isEmpty)

        let image = try workspace.runOnCatalog(["images", "rename", "radar", "radar-map"])
        #expect(image.standardOutput == "renamed image 'radar' to 'radar-map' (1 menu item repointed to 'radar-map')\n")
        let menu = try workspace.runOnCatalog(["menus", "rename", "aeris-map-layers", "map-layers"])
        #expect(menu.standardOutput == "renamed menu 'aeris-map-layers' to 'map-layers' (with its 10 menu items)\n")
        let unused = try workspace.runOnCatalog(["presets", "rename", "zoom-in", "zoom-in-soft"])
        #expect(unused.standardOutput == "renamed preset 'zoom-in' to 'zoom-in-soft' (no menu item uses it)\n")
        let same = try workspace.runOnCatalog(["presets", "rename", "fade-up", "fade-up"])
        #expect(same.standardOutput == "preset 'fade-up' unchanged (it is already named 'fade-up')\n")
    }

    @Test func refusedRenamesChangeNothing() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "rename", "fade-up", "fade-down"], exitCode: 65, message: "preset 'fade-down' already exists")
        try workspace.expectFailure(["presets", "rename", "fade-up", "Fade Up"], exitCode: 65, message: "name")
        try workspace.expectFailure(["images", "rename", "nope", "x"], exitCode: 66, message: "image 'nope' not found")
        try workspace.expectFailure(["menus", "rename", "aeris-map-layers"], exitCode: 64, message: "<new-name>")
    }

    @Test func anIdenticalUpdateOrRevertIsUnchangedAndMakesNoRevision() throws {
        let workspace = try Workspace()
        let file = try workspace.write(try Self.fadeUp(in: workspace), to: "same.json")
        let before = try workspace.contentHash()
        let update = try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", file])
        #expect(update.exitCode == 0)
        #expect(update.standardOutput == "preset 'fade-up' unchanged (revision 1 is identical)\n")
        let revert = try workspace.runOnCatalog(["presets", "revert", "fade-up", "--to", "1"])
        #expect(revert.standardOutput == "preset 'fade-up' unchanged (revision 1 is identical to the current revision 1)\n")
        let export = workspace.folder.appendingPathComponent("all.json").path
        #expect(try workspace.runOnCatalog(["export", "--out", export]).exitCode == 0)
        let reimport = try workspace.runOnCatalog(["import", export, "--replace"])
        // The seed: 14 images, 21 presets, 1 menu.
        #expect(reimport.standardOutput == "imported \(export): 0 added, 0 replaced, 36 unchanged\n")
        #expect(try workspace.contentHash() == before)
    }

    @Test func historyIsNewestFirstAsItsHelpSays() throws {
        let workspace = try Workspace()
        let original = try Self.fadeUp(in: workspace)
        for easing in ["outQuint", "outCubic"] {
            let edited = original.replacingOccurrences(of: "\"easing\": \"ease\"", with: "\"easing\": \"\(easing)\"")
            let file = try workspace.write(edited, to: "\(easing).json")
            #expect(try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", file]).exitCode == 0)
        }
        let help = try workspace.run(["presets", "history", "--help"]).standardOutput
        #expect(help.contains("newest first (the current one at the top)"))
        let history = try workspace.runOnCatalog(["presets", "history", "fade-up", "--format", "csv"]).standardOutput
        let revisions = history.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",")[0] }
        #expect(revisions == ["3", "2", "1"])
    }

    /// Revision 2 changes both tracks' first easing (ease → outQuint); revision 3 adds a scale
    /// track and changes the summary. Worked out from the edits themselves.
    @Test func diffShowsEachChangedField() throws {
        let workspace = try Workspace()
        let second = try Self.fadeUp(in: workspace, easing: "outQuint")
        #expect(
            try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", try workspace.write(second, to: "2.json")]).exitCode == 0)
        let third =
            second
            .replacingOccurrences(of: "fades in rising 100 pt while entering", with: "fades in and grows")
            .replacingOccurrences(
                of: "\"tracks\": [",
                with: """
                    "tracks": [{"target": "card", "property": "scale", "keyframes": [{"at": 0, "value": 0.9}, {"at": 1, "value": 1}]},
                    """)
        #expect(
            try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", try workspace.write(third, to: "3.json")]).exitCode == 0)

        let latest = try workspace.runOnCatalog(["presets", "diff", "fade-up", "--format", "csv"])
        #expect(latest.exitCode == 0)
        #expect(
            latest.standardOutput == "change,field,from,to\r\n"
                + "changed,summary,Animate On Scroll fade-up: fades in rising 100 pt while entering,"
                + "Animate On Scroll fade-up: fades in and grows\r\n"
                + "added,tracks[card.scale],,\"{\"\"keyframes\"\":[{\"\"at\"\":0,\"\"value\"\":0.9},{\"\"at\"\":1,\"\"value\"\":1}],"
                + "\"\"property\"\":\"\"scale\"\",\"\"target\"\":\"\"card\"\"}\"\r\n")
        let first = try workspace.runOnCatalog(["presets", "diff", "fade-up", "--from", "1", "--to", "2"])
        #expect(first.standardOutput.contains("changes: 2\n"))
        #expect(first.standardOutput.contains("changed  tracks[card.alpha].keyframes[0].easing         ease  outQuint\n"))
        #expect(first.standardOutput.contains("changed  tracks[card.translationY].keyframes[0].easing  ease  outQuint\n"))
        let json = try JSONValue(
            parsing: try workspace.runOnCatalog(["presets", "diff", "fade-up", "--from", "1", "--to", "2", "-f", "json"]).standardOutput,
            source: "stdout")
        guard case .object(let members) = json, case .array(let changes)? = members["changes"] else {
            Issue.record("expected {changes: […]}")
            return
        }
        #expect(members["from"] == .number(1) && members["to"] == .number(2))
        #expect(
            changes.first
                == .object([
                    "change": .string("changed"), "field": .string("tracks[card.alpha].keyframes[0].easing"), "from": .string("ease"),
                    "to": .string("outQuint"),
                ]))
        try workspace.expectFailure(
            ["presets", "diff", "fade-up", "--from", "7"], exitCode: 66,
            message: "preset 'fade-up' has no revision 7 (it has revisions 1…3)")
    }
}
