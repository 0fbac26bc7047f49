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
        ["images", "--help"], ["images", "list", "--help"], ["images", "show", "--help"],
        ["images", "add", "--help"], ["images", "update", "--help"], ["images", "delete", "--help"],
        ["menus", "--help"], ["menus", "list", "--help"], ["menus", "show", "--help"],
        ["menus", "create", "--help"], ["menus", "delete", "--help"],
        ["items", "--help"], ["items", "add", "--help"], ["items", "move", "--help"], ["items", "remove", "--help"],
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
        (["preview", "aeris-map-layers", "--item-frame", "10,-1"], "--item-frame", "height must be > 0"),
        (["easing", "linear", "--at", "0,x"], "--at", "'x' is not a finite number"),
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
                    + "(expected one of: presets, images, menus, items, preview, easing, validate, export, import, init)"
            ])
    }
}
