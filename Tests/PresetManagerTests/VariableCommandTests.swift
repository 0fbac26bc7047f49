import CatalogEditing
import Foundation
import Testing

/// Variables on the command line: `presets show` and `validate` list them, `preview --var`
/// sets them, and a definition's `variables` member must list exactly what it reads.
@Suite struct VariableCommandTests {
    /// `card.translationX` from −2·cardInset (progress 0) to cardInset + rowHeight/4 (progress 1)
    /// on a scroll timeline over offsets 0…100.
    static let cardSlide = """
        {"name": "card-slide", "kind": "custom", "summary": "by the app's inset", "timeline": {"scroll": {"from": 0, "to": 100}},
         "variables": ["cardInset"], "tracks": [{"target": "card", "property": "translationX",
           "keyframes": [{"at": 0, "value": "-2 * cardInset"}, {"at": 1, "value": "cardInset + rowHeight / 4"}]}]}
        """

    static func workspaceWithCardSlide() throws -> Workspace {
        let workspace = try Workspace()
        let created = try workspace.runOnCatalog(["presets", "create", "--file", try workspace.write(Self.cardSlide, to: "card.json")])
        #expect(created.exitCode == 0, "\(created.standardError)")
        return workspace
    }

    @Test func showAndValidateListTheVariables() throws {
        let workspace = try Self.workspaceWithCardSlide()
        let table = try workspace.runOnCatalog(["presets", "show", "card-slide"])
        #expect(table.standardOutput.contains("\nvariables:      cardInset\n"))
        #expect(try workspace.runOnCatalog(["presets", "show", "fade-up"]).standardOutput.contains("\nvariables:      none\n"))
        let json = try JSONValue(
            parsing: try workspace.runOnCatalog(["presets", "show", "card-slide", "--format", "json"]).standardOutput, source: "stdout")
        guard case .object(let definition) = json else {
            Issue.record("not an object")
            return
        }
        #expect(definition["variables"] == .array([.string("cardInset")]))

        let validate = try workspace.runOnCatalog(["validate"])
        #expect(validate.exitCode == 0)
        #expect(validate.standardOutput.hasSuffix("preset 'card-slide' reads variables: cardInset\n"))
        let report = try JSONValue(parsing: try workspace.runOnCatalog(["validate", "--format", "json"]).standardOutput, source: "stdout")
        #expect(report == .object(["problems": .array([]), "variables": .object(["card-slide": .array([.string("cardInset")])])]))
    }

    /// What `show` prints feeds back into `update`; a `variables` member that does not match the
    /// expressions is refused, naming the name, and changes nothing.
    @Test func theVariablesMemberMustMatchTheExpressions() throws {
        let workspace = try Self.workspaceWithCardSlide()
        let shown = try workspace.runOnCatalog(["presets", "show", "card-slide", "--format", "json"]).standardOutput
        let update = try workspace.runOnCatalog(["presets", "update", "card-slide", "--file", try workspace.write(shown, to: "shown.json")])
        #expect(update.exitCode == 0, "\(update.standardError)")
        let wrong = shown.replacingOccurrences(of: "\"cardInset\"\n", with: "\"inset\"\n")
        let refused = try workspace.expectFailure(
            ["presets", "update", "card-slide", "--file", try workspace.write(wrong, to: "wrong.json")], exitCode: 65,
            message: "wrong.json: variables: lists 'inset', which no expression reads", lines: 2)
        #expect(refused.standardError.contains("wrong.json: tracks[0].keyframes[0].value: reads the variable 'cardInset', which"))
        let missing = shown.replacingOccurrences(of: "\"cardInset\"\n", with: "")
        try workspace.expectFailure(
            ["presets", "update", "card-slide", "--file", try workspace.write(missing, to: "missing.json")], exitCode: 65,
            message: "missing.json: tracks[0].keyframes[0].value: reads the variable 'cardInset', "
                + #"which "variables" does not declare (add it to "variables" if the app supplies it)"#)
    }

    /// `fade-up` with its first alpha keyframe written `"one"` instead of `1`: a name nothing
    /// declares, refused by `presets create` and `validate --file` at the value's path, one line.
    @Test func aValueReadingAnUndeclaredNameIsRefused() throws {
        let workspace = try Workspace()
        let shown = try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        guard case .object(var definition) = try JSONValue(parsing: shown, source: "stdout"),
            case .array(var tracks)? = definition["tracks"], case .object(var track)? = tracks.first,
            case .array(var keyframes)? = track["keyframes"], case .object(var keyframe)? = keyframes.first
        else {
            Issue.record("fade-up has no first keyframe")
            return
        }
        keyframe["value"] = .string("one")
        keyframes[0] = .object(keyframe)
        track["keyframes"] = .array(keyframes)
        tracks[0] = .object(track)
        definition["tracks"] = .array(tracks)
        definition["name"] = .string("fade-one")
        let file = try workspace.write(try JSONValue.object(definition).canonicalText(layout: .pretty), to: "one.json")
        let expected =
            #"one.json: tracks[0].keyframes[0].value: reads the variable 'one', which "variables" does not declare "#
            + #"(add it to "variables" if the app supplies it)"#
        let before = try workspace.runOnCatalog(["export"]).standardOutput
        try workspace.expectFailure(["presets", "create", "--file", file], exitCode: 65, message: expected)
        #expect(try workspace.runOnCatalog(["export"]).standardOutput == before)
        try workspace.expectFailure(["validate", "--file", file], exitCode: 65, message: expected, onCatalog: false)
    }

    /// A catalog holding a preset that reads a variable exports it with its declaration, so the
    /// export imports into an empty catalog and exports again byte for byte.
    @Test func exportDeclaresVariablesSoImportRoundTrips() throws {
        let workspace = try Self.workspaceWithCardSlide()
        let exported = try workspace.runOnCatalog(["export"]).standardOutput
        #expect(exported.contains(#""variables": ["#))
        let other = workspace.folder.appendingPathComponent("other.sqlite").path
        #expect(try workspace.run(["init", "--empty", "--catalog", other]).exitCode == 0)
        let imported = try workspace.run(["import", try workspace.write(exported, to: "all.json"), "--catalog", other])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(try workspace.run(["export", "--catalog", other]).standardOutput == exported)
        let one = try workspace.runOnCatalog(["export", "card-slide"])
        #expect(one.standardOutput.contains(#""cardInset""#), "\(one.standardError)")
    }

    /// cardInset 12, 100 pt rows: −24 at offset 0, 6.5 at 50, 12 + 25 = 37 at 100.
    @Test func previewSetsVariablesWithVar() throws {
        let workspace = try Self.workspaceWithCardSlide()
        let csv = try workspace.runOnCatalog(["preview", "card-slide", "--var", "cardInset=12", "--offsets", "0,50,100", "--format", "csv"])
        #expect(csv.standardOutput == "offset,card.translationX\r\n0,-24\r\n50,6.5\r\n100,37\r\n")
        try workspace.expectFailure(
            ["preview", "card-slide"], exitCode: 64, message: "preset 'card-slide' reads the variable 'cardInset', which is not set")
        try workspace.expectFailure(["preview", "card-slide", "--var", "cardInset"], exitCode: 64, message: "expected NAME=VALUE")
        try workspace.expectFailure(
            ["preview", "card-slide", "--var", "cardInset=wide"], exitCode: 64, message: "'wide' is not a finite number")
        try workspace.expectFailure(
            ["preview", "card-slide", "--var", "rowHeight=3"], exitCode: 64, message: "rowHeight is built in, not a variable")
        try workspace.expectFailure(
            ["preview", "card-slide", "--var", "cardInset=1", "--var", "cardInset=2"], exitCode: 64,
            message: "--var: variable cardInset is given more than once")
    }

    /// An item's own row height: stored, shown, and checked against the image rule.
    @Test func itemsAddTakesARowHeight() throws {
        let workspace = try Workspace()
        let added = try workspace.runOnCatalog([
            "items", "add", "aeris-map-layers", "--title", "Tall", "--image", "radar", "--preset", "fade-up", "--row-height", "120",
        ])
        #expect(added.exitCode == 0, "\(added.standardError)")
        let menu = try workspace.openCatalog().menu(named: "aeris-map-layers").definition
        #expect(menu.items.last?.rowHeight == 120)
        #expect(menu.items.first?.rowHeight == nil)
        try workspace.expectFailure(
            ["items", "add", "aeris-map-layers", "--title", "Flat", "--image", "radar", "--preset", "fade-up", "--row-height", "0"],
            exitCode: 64, message: "'--row-height <points>': must be a number from 0.01 to 1000000 (is 0)")
        // radar is 200 pt tall: enough for the menu's 100 pt rows, not for a 101 pt row of its own.
        try workspace.expectFailure(
            [
                "items", "add", "aeris-map-layers", "--title", "Big", "--image", "radar", "--preset", "aeris-cell-background",
                "--row-height", "101",
            ],
            exitCode: 65,
            message:
                "image 'radar' is 200 pt tall; cell-background preset 'aeris-cell-background' needs at least 202 pt (2 × the 101 pt row)")
    }
}
