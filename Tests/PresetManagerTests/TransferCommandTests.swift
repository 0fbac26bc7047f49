import CatalogEditing
import Foundation
import TestSupport
import Testing

@Suite struct TransferCommandTests {
    @Test func exportImportExportIsByteIdentical() throws {
        let source = try Workspace()
        let exported = try source.runOnCatalog(["export"])
        #expect(exported.exitCode == 0)
        #expect(
            exported.standardOutput.hasPrefix(
                "{\n  \"$schema\": \"urn:parallax-presets:schema:catalog:1\",\n  \"format\": \"parallax-catalog\",\n"))
        let file = try source.write(exported.standardOutput, to: "catalog.json")

        let target = try Workspace(seeded: false)
        let imported = try target.runOnCatalog(["import", file])
        #expect(imported.exitCode == 0)
        #expect(imported.standardOutput.hasPrefix("imported \(file): "))
        #expect(imported.standardOutput.hasSuffix(" added, 0 replaced, 0 unchanged\n"))
        #expect(try target.runOnCatalog(["export"]).standardOutput == exported.standardOutput)
    }

    @Test func exportToAFileAndOnePreset() throws {
        let workspace = try Workspace()
        let out = workspace.folder.appendingPathComponent("out.json").path
        let result = try workspace.runOnCatalog(["export", "--out", out])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == workspace.runOnCatalog(["export"]).standardOutput)
        let one = try workspace.runOnCatalog(["export", "--preset", "fade-up"])
        #expect(
            one.standardOutput.hasPrefix(
                "{\n  \"$schema\": \"urn:parallax-presets:schema:preset:1\",\n  \"axis\": \"vertical\",\n  \"kind\": \"entrance\",\n  \"name\": \"fade-up\""
            ))
    }

    @Test func exportToAnUncreatableFileIsCannotCreate() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["export", "--out", "/nonexistent-folder/out.json"], exitCode: 73, message: "/nonexistent-folder/out.json: cannot be written")
    }

    @Test func importFromStandardInputWithReplace() throws {
        let workspace = try Workspace()
        let definition = try workspace.runOnCatalog(["export", "--preset", "zoom-in"]).standardOutput
            .replacingOccurrences(of: "\"summary\": \"", with: "\"summary\": \"Changed: ")
        let refused = try workspace.expectFailure(
            ["import", "-"], exitCode: 65, message: "stdin: preset 'zoom-in': presets[0].name: already exists in the catalog",
            input: definition)
        #expect(refused.standardError.contains("replace"))
        let replaced = try workspace.runOnCatalog(["import", "-", "--replace"], input: definition)
        #expect(replaced.standardOutput == "imported stdin: 0 added, 1 replaced, 0 unchanged\n")
        let stored = try workspace.openCatalog().preset(named: "zoom-in")
        #expect(stored.revision == 2)
        #expect(stored.definition.summary.hasPrefix("Changed: "))
    }

    @Test func importIsAllOrNothing() throws {
        let workspace = try Workspace()
        let good = try workspace.runOnCatalog(["export", "--preset", "fade-up"]).standardOutput
            .replacingOccurrences(of: "\"fade-up\"", with: "\"new-fade\"")
        let bad = good.replacingOccurrences(of: "\"new-fade\"", with: "\"bad-fade\"").replacingOccurrences(
            of: "\"alpha\"", with: "\"opacity\"")
        let document = "{\"format\": \"parallax-catalog\", \"version\": 1, \"presets\": [\(good), \(bad)]}"
        let file = try workspace.write(document, to: "two.json")
        try workspace.expectFailure(
            ["import", file], exitCode: 65,
            message: "two.json: preset 'bad-fade': presets[1].tracks[0].property: 'opacity' is not one of alpha, "
        )
    }

    /// Errors inside a document name the entry as well as its place, whichever check finds
    /// them: the shape (an unknown member), decoding (a wrong type), validation.
    @Test func importErrorsNameTheEntry() throws {
        let workspace = try Workspace()
        let fade = try workspace.runOnCatalog(["export", "--preset", "fade-up"]).standardOutput
        let document = { (presets: String) in "{\"format\": \"parallax-catalog\", \"version\": 1, \"presets\": [\(presets)]}" }
        let misspelt = try workspace.write(
            document(fade.replacingOccurrences(of: "\"easing\"", with: "\"easeing\"")), to: "misspelt.json")
        try workspace.expectFailure(
            ["import", misspelt, "--replace"], exitCode: 65,
            message: "misspelt.json: preset 'fade-up': presets[0].tracks[0].keyframes[0].easeing: unknown member", lines: 2)
        let mistyped = try workspace.write(
            document(fade.replacingOccurrences(of: "\"at\": 1", with: "\"at\": \"end\"")), to: "mistyped.json")
        let typeError = try workspace.expectFailure(
            ["import", mistyped, "--replace"], exitCode: 65,
            message: "mistyped.json: preset 'fade-up': presets[0].tracks[0].keyframes[1].at: must be a number, not a string ('end')",
            lines: 2)
        #expect(!typeError.standardError.contains("\n\n"))
    }

    @Test(arguments: [
        ("name: fade-up\n", "notes.yaml: not JSON (a preset definition or a catalog document is a JSON object, starting with '{')"),
        ("  \n", "notes.yaml: not JSON (it holds only whitespace, 3 bytes)"),
        ("[1, 2]", "notes.yaml: a JSON array, not an object (a preset definition or a catalog document is a JSON object"),
    ])
    func aFileThatIsNotJSONSaysSo(text: String, message: String) throws {
        let workspace = try Workspace()
        let file = try workspace.write(text, to: "notes.yaml")
        try workspace.expectFailure(["import", file], exitCode: 65, message: message.replacingOccurrences(of: "notes.yaml", with: file))
        try workspace.expectFailure(
            ["presets", "create", "--file", file], exitCode: 65, message: message.replacingOccurrences(of: "notes.yaml", with: file))
        let binary = workspace.folder.appendingPathComponent("image.json")
        try Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE]).write(to: binary)
        try workspace.expectFailure(["import", binary.path], exitCode: 65, message: "image.json: not JSON (not UTF-8 text)")
    }

    /// Devices and pipes are read like files (`/dev/null` is an empty file, `<(…)` a pipe): the
    /// answer is about the content, not "cannot be read".
    @Test func aDeviceOrAPipeIsReadLikeAFile() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "create", "--file", "/dev/null"], exitCode: 65, message: "/dev/null: not JSON (it is empty)")
        let pipe = workspace.folder.appendingPathComponent("definitions.pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: pipe) else { return }
            handle.write(Data("[]".utf8))
            try? handle.close()
        }
        writer.start()
        try workspace.expectFailure(["import", pipe], exitCode: 65, message: "definitions.pipe: a JSON array, not an object")
    }

    @Test func importOfMalformedJSONNamesTheLine() throws {
        let workspace = try Workspace()
        let file = try workspace.write("{\n  \"format\": \"parallax-catalog\",\n  \"presets\": [,]\n}", to: "broken.json")
        try workspace.expectFailure(["import", file], exitCode: 65, message: "broken.json: line 3, column 15: unexpected character ','")
    }

    @Test func validateACleanCatalog() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["validate"])
        #expect(table.exitCode == 0)
        #expect(table.standardOutput == "no problems found in \(workspace.catalog)\n")
        #expect(table.standardError.isEmpty)
        #expect(
            try workspace.runOnCatalog(["validate", "--format", "json"]).standardOutput
                == "{\n  \"problems\": [],\n  \"variables\": {}\n}\n")
        #expect(try workspace.runOnCatalog(["validate", "--format", "csv"]).standardOutput == "subject,problem\r\n")
        // The help says what the command prints, in every format.
        let help = try workspace.run(["validate", "--help"], environment: ["COLUMNS": "300"]).standardOutput
        #expect(help.contains("(subject, problem) and exits 65"))
        #expect(help.contains("prints \"no problems found in PATH\" (table), [] (json) or the header line alone (csv)"))
    }

    /// A catalog edited behind the tool's back (sqlite3 accepts any easing text) fails validation
    /// with the preset and the field named, in every format, exit 65 and one line on stderr.
    @Test func validateReportsProblemsNamingTheField() throws {
        let workspace = try Workspace()
        let sql = """
            UPDATE keyframes SET easing = 'outCubik' WHERE track_id = (SELECT t.id FROM tracks t JOIN presets p ON p.id = t.preset_id
              WHERE p.name = 'fade-up' AND t.position = 0) AND position = 0;
            UPDATE images SET pixel_height = 300 WHERE name = 'radar';
            """
        _ = try Shell.output(["sqlite3", workspace.catalog, sql])

        let table = try workspace.runOnCatalog(["validate"])
        #expect(table.exitCode == 65)
        #expect(table.errorLines == ["preset-manager: validate: 2 problems found in \(workspace.catalog)"])
        #expect(table.standardOutput.contains("preset 'fade-up'"))
        #expect(table.standardOutput.contains("tracks[0].keyframes[0].easing: unknown curve 'outCubik'"))
        #expect(table.standardOutput.contains("menu 'aeris-map-layers' item 0  image 'radar' is 150 pt tall"))
        let json = try workspace.runOnCatalog(["validate", "--format", "json"])
        #expect(json.exitCode == 65)
        guard case .object(let report) = try JSONValue(parsing: json.standardOutput, source: "stdout"),
            case .array(let problems)? = report["problems"]
        else {
            Issue.record("validate JSON has no problems array")
            return
        }
        #expect(problems.count == 2)
        let csv = try workspace.runOnCatalog(["validate", "--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\r\n").count == 3)
    }
}
