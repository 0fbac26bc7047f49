import Foundation
import TestSupport
import Testing

/// Catalogs tampered with through the sqlite3 shell, then handed to the built
/// `preset-manager`: every writing command refuses them (exit 65, one line naming the object)
/// and writes nothing (same `.dump`, same bytes, no -wal/-shm); `validate` reports the object;
/// read-only commands read and warn; `validate --repair` drops planted objects and refuses
/// the rest, changing nothing.
@Suite struct TamperedCatalogTests {
    typealias T = DefinitionTemplates

    /// A preset whose keyframe numbers the planted `sneaky` trigger would turn into 999.
    static let definition = T.preset(
        name: #""my-fade""#, tracks: "[\(T.track(keyframes: #"[{"at": 0, "value": 0.25}, {"at": 1, "value": 0.75}]"#))]")

    /// Commands that write, each with its stdin.
    static let writingCommands: [(arguments: [String], input: String)] = [
        (["presets", "create", "--file", "-"], definition),
        (["presets", "copy", "fade-up", "fade-up-copy"], ""),
        (["menus", "create", "new-menu", "--title", "New", "--row-height", "100"], ""),
        (["items", "remove", "aeris-map-layers", "0"], ""),
        (["import", "-"], T.document(presets: "[\(definition)]")),
    ]

    /// A seeded catalog in a fresh directory, tampered with by the shell.
    private func tamperedCatalog(_ tampering: Tampering) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try tampering.apply(to: path)
        return (directory, path)
    }

    @Test(arguments: Tampering.allCases)
    func everyWritingCommandRefusesItOnOneLineAndWritesNothing(_ tampering: Tampering) throws {
        let (directory, path) = try tamperedCatalog(tampering)
        let dump = try SQLiteShell.dumpOfClosedFile(path)
        let files = try DirectoryFingerprint(of: directory.path)
        for (arguments, input) in Self.writingCommands {
            let result = try ToolRunner.run(arguments + ["--catalog", path], input: Data(input.utf8))
            #expect(result.exitCode == 65, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines == ["preset-manager: catalog '\(path)' \(tampering.finding); refusing to write"], "\(arguments)")
        }
        #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        #expect(try DirectoryFingerprint(of: directory.path) == files)
    }

    @Test(arguments: Tampering.allCases)
    func validateReportsTheObjectAndChangesNothing(_ tampering: Tampering) throws {
        let (directory, path) = try tamperedCatalog(tampering)
        let files = try DirectoryFingerprint(of: directory.path)
        let result = try ToolRunner.run(["validate", "--catalog", path, "--format", "csv"])
        #expect(result.exitCode == 65)
        #expect(result.standardOutput == "subject,problem\r\ncatalog,\(csvField(tampering.finding))\r\n")
        #expect(result.errorLines == ["preset-manager: validate: 1 problem found in \(path)"])
        #expect(try DirectoryFingerprint(of: directory.path) == files)
    }

    @Test(arguments: Tampering.allCases)
    func readOnlyCommandsReadItAndWarnOnce(_ tampering: Tampering) throws {
        let (directory, path) = try tamperedCatalog(tampering)
        let files = try DirectoryFingerprint(of: directory.path)
        let result = try ToolRunner.run(["presets", "show", "fade-up", "--catalog", path, "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(#""name": "fade-up""#))
        #expect(result.errorLines == ["preset-manager: warning: catalog '\(path)' \(tampering.finding); run validate"])
        #expect(try DirectoryFingerprint(of: directory.path) == files)
    }

    @Test(arguments: Tampering.allCases.filter { $0.dropped != nil })
    func repairDropsThePlantedObjectAndWritesWorkAgain(_ tampering: Tampering) throws {
        let (directory, path) = try tamperedCatalog(tampering)
        let repair = try ToolRunner.run(["validate", "--repair", "--catalog", path])
        #expect(repair.exitCode == 0, "\(repair.standardError)")
        let notices = repair.errorLines.map(String.init)
        #expect(notices.count == 2, "\(notices)")
        #expect(notices.first?.hasPrefix("preset-manager: dropping \(tampering.dropped ?? ""): CREATE ") == true, "\(notices)")
        #expect(notices.last == "preset-manager: dropped 1 object from \(path)")
        #expect(repair.standardOutput == "no problems found in \(path)\n")

        let create = try ToolRunner.run(["presets", "create", "--file", "-", "--catalog", path], input: Data(Self.definition.utf8))
        #expect(create.exitCode == 0, "\(create.standardError)")
        let values = try SQLiteShell.run(
            SQLiteShell.immutable(path),
            """
            SELECT value_number FROM keyframes JOIN tracks ON tracks.id = keyframes.track_id
            JOIN presets ON presets.id = tracks.preset_id WHERE presets.name = 'my-fade' ORDER BY keyframes.position;
            """
        ).standardOutput
        #expect(values == "0.25\n0.75\n")
        #expect(try directory.listing() == ["catalog.sqlite"])
    }

    @Test(arguments: Tampering.allCases.filter { $0.dropped == nil })
    func repairRefusesWhatDroppingCannotFixAndChangesNothing(_ tampering: Tampering) throws {
        let (directory, path) = try tamperedCatalog(tampering)
        // A planted trigger too: the refusal is whole, so it is not dropped either.
        try SQLiteShell.run(path, Tampering.sneakyTrigger)
        let dump = try SQLiteShell.dumpOfClosedFile(path)
        let files = try DirectoryFingerprint(of: directory.path)
        let result = try ToolRunner.run(["validate", "--repair", "--catalog", path])
        #expect(result.exitCode == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.errorLines == [
                "preset-manager: catalog '\(path)' \(tampering.finding); a repair only drops objects its migrations did not create, so nothing was changed"
            ])
        #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        #expect(try DirectoryFingerprint(of: directory.path) == files)
    }

    /// A planted trigger that rewrites every new keyframe to 999, end to end: the write is
    /// refused and no preset is created under its effect.
    @Test func aPlantedTriggerCannotRewriteANewPreset() throws {
        let (directory, path) = try tamperedCatalog(.plantedTrigger)
        let create = try ToolRunner.run(["presets", "create", "--file", "-", "--catalog", path], input: Data(Self.definition.utf8))
        #expect(create.exitCode == 65)
        let show = try ToolRunner.run(["presets", "show", "my-fade", "--catalog", path])
        #expect(show.exitCode == 66)
        #expect(try directory.listing() == ["catalog.sqlite"])
    }

    /// RFC 4180: a field with a comma or quote is quoted, quotes doubled.
    private func csvField(_ text: String) -> String {
        text.contains(",") || text.contains("\"") ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
