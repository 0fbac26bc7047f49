import CatalogEditing
import Foundation
import ParallaxEngine
import TestSupport
import Testing

/// What a first-time user of the tool relies on, checked through the built tool: options that
/// apply where they are written, hints that name their flag, tables that fit and say what their
/// columns are, refusals as JSON, and every problem of a stored preset at once.
@Suite struct CommandLineUsabilityTests {
    static let cardSlide = """
        {"name": "card-slide", "kind": "custom", "timeline": {"scroll": {"from": 0, "to": 100}}, "variables": ["cardInset"],
         "tracks": [{"target": "card", "property": "translationX",
                     "keyframes": [{"at": 0, "value": "-2 * cardInset"}, {"at": 1, "value": 0}]}]}
        """

    @Test func easingAcceptsTheCatalogOptionAndOpensNoCatalog() throws {
        let workspace = try Workspace()
        let path = workspace.folder.appendingPathComponent("never-made.sqlite").path
        let result = try workspace.run(["easing", "outCubic", "--at", "0.5", "--catalog", path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        // outCubic(½) = 1 − (1 − ½)³ = 0.875 (easings.net).
        #expect(result.standardOutput.contains("0.875"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try workspace.run(["--catalog", path, "easing", "--list"]).exitCode == 0)
    }

    /// A `--var` no previewed preset reads is refused, naming it and the name meant when one
    /// letter away; the catalog is unchanged.
    @Test func aVariableNobodyReadsIsAnErrorNamingBoth() throws {
        let workspace = try Workspace()
        let file = try workspace.write(Self.cardSlide, to: "card-slide.json")
        #expect(try workspace.runOnCatalog(["presets", "create", "--file", file]).exitCode == 0)
        try workspace.expectFailure(
            ["preview", "card-slide", "--var", "cardInsat=12"], exitCode: 64,
            message: "--var: no previewed preset reads the variable 'cardInsat'; did you mean 'cardInset'?")
        try workspace.expectFailure(
            ["preview", "card-slide", "--var", "cardInset=12", "--var", "gutter=4"], exitCode: 64,
            message: "--var: no previewed preset reads the variable 'gutter' (they read: cardInset)")
        try workspace.expectFailure(
            ["preview", "aeris-map-layers", "--var", "gutter=4"], exitCode: 64,
            message: "--var: no previewed preset reads the variable 'gutter' (they read no variables)")
        try workspace.expectFailure(
            ["export", "card-slide", "--format", "css", "--var", "cardInsat=12"], exitCode: 64, message: "did you mean 'cardInset'?")
        #expect(try workspace.runOnCatalog(["preview", "card-slide", "--var", "cardInset=12"]).exitCode == 0)
    }

    @Test func hintsNameTheirFlagOrCommand() throws {
        let workspace = try Workspace()
        let fadeUp = try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        let file = try workspace.write(fadeUp, to: "fade-up.json")
        try workspace.expectFailure(
            ["presets", "create", "--file", file], exitCode: 65,
            message: "preset 'fade-up' already exists (pick another name; to change it, use presets update)")
        try workspace.expectFailure(["import", file], exitCode: 65, message: "(use import --replace to replace it)")
        try workspace.expectFailure(
            ["export", "stretch-header", "--format", "css"], exitCode: 65,
            message: "the part they reach can be exported on its own (use --reachable-only)")
        try workspace.expectFailure(["preview", "fade-up", "--var", "rowHeight=3"], exitCode: 64, message: "use --row-height")
        try workspace.expectFailure(["preview", "fade-up", "--var", "viewportWidth=3"], exitCode: 64, message: "use --viewport WxH")
    }

    /// The table fits 80 columns, summaries cut with "…"; `--wide` and CSV keep them whole.
    /// `schema --channel-table` prints the table docs/PRESETS.md holds between its channel-table
    /// comments, a row per channel, so scripts/regenerate-docs.sh writes the document's table.
    @Test func theChannelTableIsTheDocumentsTable() throws {
        let workspace = try Workspace()
        let result = try workspace.run(["schema", "--channel-table"])
        #expect(result.exitCode == 0)
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/PRESETS.md"), encoding: .utf8)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasPrefix("<!-- the channel table:") })
        let last = try #require(lines.firstIndex { $0 == "<!-- end of the channel table -->" })
        #expect(result.standardOutput == lines[(first + 1)..<last].joined(separator: "\n") + "\n")
        #expect(result.standardOutput.split(separator: "\n").count == 2 + Channel.allCases.count)
    }

    @Test func presetsListFitsEightyColumns() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["presets", "list"]).standardOutput
        let lines = table.split(separator: "\n")
        #expect(lines.count > 20)
        for line in lines { #expect(line.count <= 80, "\(line)") }
        #expect(lines[0] == "name                       kind             revision  summary")
        #expect(lines.contains { $0.hasPrefix("aeris-cell-background") && $0.hasSuffix("…") })
        let summary = "Menu row image drifting behind the row as it crosses the screen (Aeris Pulse map layers)"
        #expect(!table.contains(summary))
        #expect(try workspace.runOnCatalog(["presets", "list", "--wide"]).standardOutput.contains(summary))
        #expect(try workspace.runOnCatalog(["presets", "list", "--format", "csv"]).standardOutput.contains(summary))
    }

    @Test func previewTablesSayWhatTheirColumnsAre() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["preview", "parade-scale", "--offsets", "0,100"]).standardOutput
        let first = table.split(separator: "\n").first ?? ""
        #expect(first.hasPrefix("columns: offset: content offset in points; "))
        #expect(first.contains("cell.backgroundColor: colour #RRGGBBAA"))
        #expect(first.contains("image.alpha: 0…1"))
        #expect(first.contains("image.translationY: points"))
        // Not in CSV or JSON, which programs read.
        #expect(
            try workspace.runOnCatalog(["preview", "parade-scale", "--offsets", "0,100", "--format", "csv"]).standardOutput.hasPrefix(
                "offset,"))
    }

    /// `preview --format json` gives JSON problems for a refused `--definition` only: any other
    /// failure (a usage error here) leaves stdout empty, as every report's failure does.
    @Test func previewsOtherFailuresPrintNothing() throws {
        let workspace = try Workspace()
        let result = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--item-frame", "5,100", "--format", "json"])
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1)
    }

    /// `--format json` on a refusal: every problem as {"path", "code", "message"} on stdout, the lines
    /// on stderr, the exit code unchanged, the catalog unchanged.
    @Test(arguments: [["presets", "create", "--file"], ["import"], ["validate", "--file"], ["preview", "fade-up", "--definition"]])
    func refusalsAsJSON(command: [String]) throws {
        let workspace = try Workspace()
        let file = try workspace.write(#"{"name": "x", "kind": "card", "timeline": {"offset": {"x": 1}}}"#, to: "bad.json")
        let before = try workspace.dump()
        let arguments = command + [file, "--format", "json"]
        let result = command[0] == "validate" ? try workspace.run(arguments) : try workspace.runOnCatalog(arguments)
        #expect(result.exitCode == 65)
        #expect(
            try JSONValue(parsing: result.standardOutput, source: "stdout")
                == .object([
                    "problems": .array([
                        .object([
                            "path": .string("kind"), "code": .string("not-allowed"),
                            "message": .string("'card' is not one of cell-background, custom, entrance, header, parade"),
                        ]),
                        .object([
                            "path": .string("timeline.offset.x"), "code": .string("unknown-member"),
                            "message": .string("unknown member (it takes no members)"),
                        ]),
                    ])
                ]))
        #expect(result.errorLines.count == 2)
        #expect(try workspace.dump() == before)
    }
}

extension CommandLineUsabilityTests {
    /// A refusal that is not about the definition's text (the name is taken) is one problem of
    /// code `refused` in JSON, and the catalog is unchanged.
    @Test func aRefusalOutsideTheDefinitionIsCodedRefused() throws {
        let workspace = try Workspace()
        let fadeUp = try workspace.runOnCatalog(["presets", "show", "fade-up", "--format", "json"]).standardOutput
        let file = try workspace.write(fadeUp, to: "fade-up.json")
        let before = try workspace.dump()
        let result = try workspace.runOnCatalog(["presets", "create", "--file", file, "--format", "json"])
        #expect(result.exitCode == 65)
        guard case .object(let members) = try JSONValue(parsing: result.standardOutput, source: "stdout"),
            case .array(let problems)? = members["problems"], problems.count == 1, case .object(let problem) = problems[0]
        else {
            Issue.record("not one problem: \(result.standardOutput)")
            return
        }
        #expect(problem["code"] == .string("refused"))
        #expect(problem["message"].map { "\($0)".contains("already exists") } == true, "\(problem)")
        #expect(try workspace.dump() == before)
    }
}

extension CommandLineUsabilityTests {
    /// `validate` on a catalog another program wrote lists every problem of a stored preset, a
    /// row each, with the path and message apart in JSON.
    @Test func validateListsEveryProblemOfAStoredPreset() throws {
        let workspace = try Workspace()
        _ = try Shell.output([
            "sqlite3", workspace.catalog,
            "UPDATE keyframes SET easing = 'outCubik' WHERE easing = 'ease' AND track_id IN "
                + "(SELECT t.id FROM tracks t JOIN presets p ON t.preset_id = p.id WHERE p.name = 'fade-up')",
        ])
        let result = try workspace.runOnCatalog(["validate", "--format", "json"])
        #expect(result.exitCode == 65)
        guard case .object(let members) = try JSONValue(parsing: result.standardOutput, source: "stdout"),
            case .array(let problems)? = members["problems"]
        else {
            Issue.record("no problems member: \(result.standardOutput)")
            return
        }
        let fadeUp = problems.compactMap { problem -> (String, String)? in
            guard case .object(let fields) = problem, fields["subject"] == .string("preset 'fade-up'"),
                case .string(let path)? = fields["path"], case .string(let message)? = fields["message"],
                fields["code"] == .string("invalid-curve")
            else { return nil }
            return (path, message)
        }
        #expect(fadeUp.map(\.0) == ["tracks[0].keyframes[0].easing", "tracks[1].keyframes[0].easing"])
        #expect(fadeUp.allSatisfy { $0.1.hasPrefix("unknown curve 'outCubik' (did you mean 'outCubic'?)") })
    }
}
