import Foundation
import TestSupport
import Testing

/// `--help` teaches by example and lists the exit codes; malformed command lines exit 64
/// (EX_USAGE in sysexits.h) with one line on stderr that names the option at fault.
@Suite struct HelpAndUsageTests {
    @Test func rootHelpListsExitCodesAndExamples() throws {
        let result = try ToolRunner.run(["--help"])
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        for line in ["64  usage", "65  invalid data", "66  no input", "73  cannot create", "74  I/O", "75  busy"] {
            #expect(result.standardOutput.contains(line), "missing exit code line \(line)")
        }
        #expect(result.standardOutput.contains("preset-manager preview aeris-map-layers"))
    }

    @Test(arguments: [
        ["presets", "--help"], ["presets", "list", "--help"], ["presets", "show", "--help"],
        ["presets", "create", "--help"], ["presets", "update", "--help"], ["presets", "delete", "--help"],
        ["presets", "copy", "--help"], ["presets", "history", "--help"], ["presets", "revert", "--help"],
        ["presets", "rename", "--help"], ["presets", "diff", "--help"],
        ["images", "--help"], ["images", "list", "--help"], ["images", "show", "--help"],
        ["images", "add", "--help"], ["images", "update", "--help"], ["images", "rename", "--help"], ["images", "delete", "--help"],
        ["menus", "--help"], ["menus", "list", "--help"], ["menus", "show", "--help"],
        ["menus", "create", "--help"], ["menus", "update", "--help"], ["menus", "rename", "--help"], ["menus", "delete", "--help"],
        ["items", "--help"], ["items", "add", "--help"], ["items", "update", "--help"], ["items", "move", "--help"],
        ["items", "remove", "--help"],
        ["validate", "--help"], ["export", "--help"], ["import", "--help"], ["easing", "--help"],
        ["preview", "--help"], ["init", "--help"],
    ])
    func everyCommandsHelpShowsAnExample(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("preset-manager " + arguments[0]), "no example in \(arguments)")
    }

    @Test(arguments: [
        (["preview", "aeris-map-layers", "--offsets", "0:10:0"], "--offsets", "step must not be 0"),
        (["preview", "aeris-map-layers", "--viewport", "390"], "--viewport", "expected WIDTHxHEIGHT"),
        (["preview", "aeris-map-layers", "--item-frame", "10,-1"], "--item-frame", "height must be a number from 0.01 to 1000000 (is -1)"),
        (["easing", "linear", "--at", "0,x"], "--at", "'x' is not a finite number"),
        // Every option read by a parser that says what is wrong keeps its words (ArgumentValue).
        (["preview", "fade-up", "--header-height", "0"], "--header-height", "must be a number from 0.01 to 1000000 (is 0)"),
        (["menus", "create", "m", "--title", "T", "--row-height", "tall"], "--row-height", "'tall' is not a finite number"),
        (["preview", "fade-up", "--var", "1x=2"], "--var", "expected NAME=VALUE like cardInset=12, got '1x=2'"),
        (
            ["preview", "fade-up", "--underlying", "image.cornerRadius"], "--underlying",
            "expected TARGET.PROPERTY=VALUE like image.cornerRadius=12"
        ),
        (["preview", "fade-up", "--item-frame", "10"], "--item-frame", "expected Y,HEIGHT like 120,100, got '10'"),
        (["presets", "list", "--limit", "0"], "--limit", "at least 1"),
        (["presets", "list", "--format", "xml"], "--format", "xml"),
        (["presets", "list", "--bogus"], "--bogus", "Unknown option"),
    ])
    func malformedOptionsExit64WithOneLine(arguments: [String], option: String, problem: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.contains(option))
        #expect(result.standardError.contains(problem))
    }

    @Test func unknownCommandExits64ListingTheCommands() throws {
        let result = try ToolRunner.run(["frobnicate"])
        #expect(result.exitCode == 64)
        #expect(
            result.errorLines == [
                "preset-manager: unknown command 'frobnicate' "
                    + "(expected one of: presets, images, menus, items, preview, easing, validate, export, import, init, keys, publish, "
                    + "schema, studio, git, conflicts)"
            ])
    }
}

/// What a new user reaches for first: the version, short flags, `--catalog` anywhere, "did you
/// mean", help examples that survive an 80-column terminal.
@Suite struct CommandLineConventionTests {
    /// Every command's path, found by walking the SUBCOMMANDS sections of the help.
    static func commandPaths(_ path: [String] = []) throws -> [[String]] {
        let help = try ToolRunner.run(path + ["--help"]).standardOutput
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [path] }
        let names = section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0 != "help" }
        return try [path] + names.flatMap { try commandPaths(path + [$0]) }
    }

    /// In every help, at 80 columns, each line of an "Example(s):" paragraph is a command
    /// (`  preset-manager …`) or the indented continuation of one ending in `\`: nothing the
    /// help wrapped in the middle of a command, which would not paste.
    @Test func helpExamplesNeverWrapInsideACommand() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count >= 37)
        for path in paths {
            let help = try ToolRunner.run(path + ["--help"], environment: ["COLUMNS": "80"]).standardOutput
            var inExamples = false
            var continues = false
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("Example") {
                    inExamples = true
                } else if line.isEmpty {
                    inExamples = false
                } else if inExamples {
                    let isCommand = line.hasPrefix("  preset-manager ") || (continues && line.hasPrefix("    "))
                    #expect(isCommand, "\(path.joined(separator: " ")) --help: a wrapped example line '\(line)'")
                    continues = line.hasSuffix("\\")
                }
            }
        }
    }

    @Test func versionNamesTheToolAndTheSchema() throws {
        let result = try ToolRunner.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("preset-manager "))
        #expect(result.standardOutput.contains("(catalog schema "))
    }

    @Test func catalogMayComeBeforeTheCommandAndFlagsHaveShortForms() throws {
        let workspace = try Workspace()
        let long = try workspace.run([
            "presets", "list", "--prefix", "path-", "--limit", "1", "--format", "csv", "--catalog", workspace.catalog,
        ])
        let before = try workspace.run(["--catalog", workspace.catalog, "presets", "list", "--prefix", "path-", "-n", "1", "-f", "csv"])
        let short = try workspace.run(["-c", workspace.catalog, "presets", "list", "--prefix", "path-", "-n", "1", "-f", "csv"])
        let equals = try workspace.run(["--catalog=" + workspace.catalog, "presets", "list", "--prefix", "path-", "-n", "1", "-f", "csv"])
        #expect(long.exitCode == 0)
        #expect(long.standardOutput.hasPrefix("name,kind,axis,timeline,revision,summary\r\npath-header-layers,"))
        for result in [before, short, equals] {
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput == long.standardOutput)
        }
        let out = workspace.folder.appendingPathComponent("out.json").path
        #expect(try workspace.run(["-c", workspace.catalog, "export", "-o", out]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["presets", "lst"], "unknown command 'lst' for 'presets' (did you mean 'list'?)"),
        (["preveiw", "fade-up"], "unknown command 'preveiw' (did you mean 'preview'?)"),
        (["items", "updte", "x", "0"], "unknown command 'updte' for 'items' (did you mean 'update'?)"),
    ])
    func aMistypedCommandGetsAHint(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.errorLines.map(String.init) == ["preset-manager: " + message])
        #expect(result.standardOutput.isEmpty)
    }

    @Test func mistypedNamesGetAHintAndChangeNothing() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["presets", "show", "fade-upp"], exitCode: 66, message: "preset 'fade-upp' not found (did you mean 'fade-up'?)")
        try workspace.expectFailure(["images", "delete", "radr"], exitCode: 66, message: "image 'radr' not found (did you mean 'radar'?)")
        try workspace.expectFailure(
            ["menus", "update", "aeris-map-layer", "--title", "X"], exitCode: 66,
            message: "menu 'aeris-map-layer' not found (did you mean 'aeris-map-layers'?)")
        try workspace.expectFailure(
            ["items", "add", "aeris-map-layers", "--title", "X", "--image", "satelite", "--preset", "aeris-cell-background"], exitCode: 66,
            message: "image 'satelite' not found (did you mean 'satellite'?)")
        try workspace.expectFailure(["presets", "show", "zzz"], exitCode: 66, message: "preset 'zzz' not found")
        let far = try workspace.runOnCatalog(["presets", "show", "zzz"])
        #expect(!far.standardError.contains("did you mean"))
        try workspace.expectFailure(
            ["easing", "inOutCubc"], exitCode: 64, message: "unknown curve 'inOutCubc' (did you mean 'inOutCubic'?)", onCatalog: false)
    }
}
