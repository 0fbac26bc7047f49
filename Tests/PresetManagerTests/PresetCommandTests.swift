import CatalogEditing
import Foundation
import PresetCatalog
import Testing

@Suite struct PresetCommandTests {
    static let myFade = """
        {"name": "my-fade", "kind": "entrance", "summary": "fade in", "axis": "vertical",
         "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
         "tracks": [{"target": "card", "property": "alpha",
                     "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
        """

    @Test func listInEveryFormat() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["presets", "list", "--prefix", "path-"])
        #expect(table.exitCode == 0)
        let lines = table.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("name "))
        #expect(lines[1].hasPrefix("path-header-layers "))
        #expect(lines[2].hasPrefix("path-header-overscroll "))

        let csv = try workspace.runOnCatalog(["presets", "list", "--prefix", "path-", "--limit", "1", "--format", "csv"])
        #expect(
            csv.standardOutput.hasPrefix(
                "name,kind,axis,timeline,revision,summary\r\npath-header-layers,header,vertical,scroll(-150…150),1,"))
        #expect(csv.standardOutput.split(separator: "\r\n").count == 2)

        let json = try workspace.runOnCatalog(["presets", "list", "--prefix", "zoom-in", "--format", "json"])
        let value = try JSONValue(parsing: json.standardOutput, source: "stdout")
        guard case .array(let presets) = value, case .object(let preset)? = presets.first else {
            Issue.record("expected an array of presets: \(json.standardOutput)")
            return
        }
        #expect(presets.count == 1)
        #expect(preset["name"] == .string("zoom-in"))
        #expect(preset["revision"] == .number(1))
        #expect(
            preset["timeline"] == .object(["view": .object(["range": .string("entry"), "start": .string("0%"), "end": .string("100%")])]))
    }

    @Test func showInEveryFormat() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["presets", "show", "path-header-overscroll"])
        #expect(table.exitCode == 0)
        #expect(table.standardOutput.hasPrefix("name:           path-header-overscroll\nkind:           header\n"))
        #expect(table.standardOutput.contains("timeline:       scroll(-150…150)\nreduced motion: resting\n"))
        #expect(table.standardOutput.contains("header.translationY        0.5   -150"))

        let csv = try workspace.runOnCatalog(["presets", "show", "path-header-overscroll", "--format", "csv"])
        #expect(
            csv.standardOutput == "track,side,at,value,easing,range,extrapolate,child range\r\n"
                + "header.translationY,,0,-100,linear,,extend,\r\n"
                + "header.translationY,,0.5,-150,linear,,extend,\r\n"
                + "header.translationY,,1,-300,linear,,extend,\r\n")

        let json = try workspace.runOnCatalog(["presets", "show", "path-header-overscroll", "--format", "json"])
        let export = try workspace.runOnCatalog(["export", "--preset", "path-header-overscroll"])
        #expect(json.standardOutput == export.standardOutput)
        #expect(json.standardOutput.contains("\"from\": -150"))
    }

    /// A chained cell (the first round's parade-image-appear, before the seed moved to states):
    /// `image` over [0, 0.5] of the cell's progress, and inside it `caption` over [0.5, 1] of the
    /// image's.
    static let chainedCell = """
        {"name": "chained-cell", "kind": "parade", "axis": "vertical", "summary": "A card, its image, then its caption",
         "timeline": {"viewportCenter": {}},
         "tracks": [{"target": "card", "property": "alpha", "keyframes": [
           {"at": 0, "value": 0, "easing": "outQuad"}, {"at": 0.5, "value": 1, "easing": "inQuad"}, {"at": 1, "value": 0}]}],
         "children": [{"name": "image", "range": [0, 0.5],
           "tracks": [{"target": "image", "property": "scale", "keyframes": [
             {"at": 0, "value": 0.8, "easing": "outBack"}, {"at": 1, "value": 1}]}],
           "children": [{"name": "caption", "range": [0.5, 1],
             "tracks": [{"target": "caption", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]}]}]}
        """

    @Test func showListsChildrenWithTheirRanges() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.chainedCell, to: "chained-cell.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        let table = try workspace.runOnCatalog(["presets", "show", "chained-cell"]).standardOutput
        #expect(table.contains("children:       image [0, 0.5], image/caption [0.5, 1]\n"))
        let csv = try workspace.runOnCatalog(["presets", "show", "chained-cell", "--format", "csv"]).standardOutput
        let records = csv.split(separator: "\r\n")
        #expect(records.count == 8)
        #expect(records[1] == "card.alpha,,0,0,outQuad,,clamp,")
        #expect(records[4] == "image/image.scale,,0,0.8,outBack,,clamp,\"image [0, 0.5]\"")
        #expect(records[7] == "image/caption/caption.alpha,,1,1,linear,,clamp,\"image [0, 0.5] › caption [0.5, 1]\"")
    }

    @Test func showUnknownPresetIsNoInput() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["presets", "show", "nope"], exitCode: 66, message: "preset 'nope' not found")
    }

    @Test func createFromFileAndFromStandardInput() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.myFade, to: "my-fade.json")
        let created = try workspace.runOnCatalog(["presets", "create", "--file", file])
        #expect(created.exitCode == 0)
        #expect(created.standardOutput == "created preset 'my-fade' (revision 1)\n")
        #expect(try workspace.openCatalog().preset(named: "my-fade").definition.tracks[0].keyframes[0].easing == "outCubic")

        let other = Self.myFade.replacingOccurrences(of: "my-fade", with: "my-other-fade")
        let piped = try workspace.runOnCatalog(["presets", "create", "--file", "-"], input: other)
        #expect(piped.exitCode == 0)
        #expect(try workspace.openCatalog().preset(named: "my-other-fade").revision == 1)
    }

    @Test func createRefusesAnInvalidDefinitionNamingTheField() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.myFade.replacingOccurrences(of: "outCubic", with: "outCubik"), to: "bad.json")
        try workspace.expectFailure(
            ["presets", "create", "--file", file], exitCode: 65,
            message: "bad.json: tracks[0].keyframes[0].easing: unknown curve 'outCubik'")
    }

    @Test func createRefusesMalformedJSONWithLineAndColumn() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "create", "--file", "-"], exitCode: 65, message: "stdin: line 1, column 9: expected ':' after member name \"name\"",
            input: "{\"name\" \"x\"}")
    }

    @Test func createRefusesAMisspeltMember() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.myFade.replacingOccurrences(of: "\"easing\"", with: "\"easeing\""), to: "typo.json")
        try workspace.expectFailure(
            ["presets", "create", "--file", file], exitCode: 65, message: "tracks[0].keyframes[0].easeing: unknown member")
    }

    @Test func createFromAMissingFileIsNoInput() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["presets", "create", "--file", "absent.json"], exitCode: 66, message: "absent.json: no such file")
    }

    @Test func updateHistoryAndRevert() throws {
        let workspace = try Workspace()
        let original = try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        let edited = original.replacingOccurrences(of: "\"easing\": \"ease\"", with: "\"easing\": \"outQuint\"")
        #expect(edited != original)
        let file = try workspace.write(edited, to: "fade-up.json")
        let updated = try workspace.runOnCatalog(["presets", "update", "fade-up", "--file", file])
        #expect(updated.exitCode == 0)
        #expect(updated.standardOutput == "updated preset 'fade-up' to revision 2\n")

        let history = try workspace.runOnCatalog(["presets", "history", "fade-up", "--format", "csv"])
        let records = history.standardOutput.split(separator: "\r\n")
        #expect(records.count == 3)
        #expect(records[0] == "revision,recorded,current,summary")
        #expect(records[1].hasPrefix("2,") && records[1].contains(",yes,"))
        #expect(records[2].hasPrefix("1,"))
        let historyJSON = try workspace.runOnCatalog(["presets", "history", "fade-up", "--format", "json"])
        #expect(historyJSON.standardOutput.contains("\"current\": true"))
        let historyTable = try workspace.runOnCatalog(["presets", "history", "fade-up"])
        #expect(historyTable.standardOutput.hasPrefix("revision  recorded"))

        let reverted = try workspace.runOnCatalog(["presets", "revert", "fade-up", "--to", "1"])
        #expect(reverted.exitCode == 0)
        #expect(reverted.standardOutput == "reverted preset 'fade-up' to revision 1, now revision 3\n")
        #expect(try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput == original)
    }

    @Test func updateErrors() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.myFade, to: "my-fade.json")
        try workspace.expectFailure(["presets", "update", "nope", "--file", file], exitCode: 66, message: "preset 'nope' not found")
        let reversed = Self.myFade.replacingOccurrences(
            of: "\"property\": \"alpha\",", with: "\"property\": \"alpha\", \"range\": [0.9, 0.1],"
        ).replacingOccurrences(of: "my-fade", with: "fade-up")
        let bad = try workspace.write(reversed, to: "reversed.json")
        try workspace.expectFailure(
            ["presets", "update", "fade-up", "--file", bad], exitCode: 65,
            message: "reversed.json: tracks[0].range: [0.9, 0.1] is reversed or empty")
    }

    @Test func revertToAnUnknownRevisionIsNoInput() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "revert", "fade-up", "--to", "9"], exitCode: 66, message: "preset 'fade-up' has no revision 9")
    }

    @Test func copyAndDelete() throws {
        let workspace = try Workspace()
        let copied = try workspace.runOnCatalog(["presets", "copy", "zoom-in", "zoom-in-slow"])
        #expect(copied.exitCode == 0)
        #expect(copied.standardOutput == "copied preset 'zoom-in' to 'zoom-in-slow'\n")
        let catalog = try workspace.openCatalog()
        #expect(try catalog.preset(named: "zoom-in-slow").definition.tracks == catalog.preset(named: "zoom-in").definition.tracks)
        let deleted = try workspace.runOnCatalog(["presets", "delete", "zoom-in-slow"])
        #expect(deleted.exitCode == 0)
        #expect(deleted.standardOutput == "deleted preset 'zoom-in-slow'\n")
        #expect(throws: CatalogError.self) { try workspace.openCatalog().preset(named: "zoom-in-slow") }
    }

    @Test func copyOntoAnExistingNameIsRefused() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["presets", "copy", "zoom-in", "fade-up"], exitCode: 65, message: "preset 'fade-up' already exists")
    }

    @Test func deletingAPresetInUseIsRefusedNamingTheItems() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["presets", "delete", "aeris-cell-background"], exitCode: 65, message: "aeris-map-layers")
    }
}
