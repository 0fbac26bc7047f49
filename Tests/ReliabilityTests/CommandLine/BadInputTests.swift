import Foundation
import PresetStore
import TestSupport
import Testing

/// Runs the bad-input corpus through the built `preset-manager`, each input on its own copy of
/// a seeded catalog: a non-zero exit (not a crash, not EX_SOFTWARE's "unexpected error"),
/// nothing on stdout, exactly one line on stderr naming the field, and the catalog's full
/// content (schema and every row of every table) exactly as before.
@Suite struct BadInputTests {
    /// The bytes of a seeded catalog every case starts from, and its content.
    static let base: (bytes: Data, content: CatalogContent) = {
        let directory = try! TemporaryDirectory()
        let path = directory.file("base.sqlite")
        try! TemporaryCatalog.write(at: path)
        return (try! Data(contentsOf: URL(fileURLWithPath: path)), try! CatalogContent(path: path))
    }()

    @Test func theCorpusHoldsAtLeast150InputsAcrossEveryWritingCommand() {
        let corpus = BadInputCorpus.all
        #expect(corpus.count >= 150)
        let commands = Set(corpus.map { $0.arguments.prefix { !$0.hasPrefix("-") || $0 == "-" }.prefix(2).joined(separator: " ") })
        for command in [
            "presets create", "presets update", "presets copy", "presets revert", "presets delete",
            "images add", "images update", "images delete", "menus create", "menus delete",
            "items add", "items move", "items remove",
        ] {
            #expect(commands.contains(command), "no bad input for \(command)")
        }
        #expect(corpus.contains { $0.arguments.first == "import" })
        #expect(Set(corpus.map(\.label)).count == corpus.count, "labels must be unique")
        print("reliability: bad-input corpus of \(corpus.count) inputs")
    }

    @Test(arguments: BadInputCorpus.all)
    func isRefusedOnOneLineNamingTheFieldAndChangesNothing(_ bad: BadInput) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try Self.base.bytes.write(to: URL(fileURLWithPath: path))
        var arguments = bad.arguments
        arguments.insert(contentsOf: ["--catalog", path], at: arguments.firstIndex(of: "--") ?? arguments.endIndex)

        let result = try ToolRunner.run(arguments, input: bad.input)

        #expect(!result.wasSignalled, "crashed with signal \(result.exitCode)")
        #expect(result.exitCode != 0, "accepted: \(result.standardOutput)")
        #expect(result.exitCode != 70, "unexpected error: \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1, "stderr: \(result.standardError.prefix(500).debugDescription)")
        let line = result.errorLines.first.map(String.init) ?? ""
        #expect(line.utf8.count <= 1000, "an error line of \(line.utf8.count) bytes")
        #expect(
            line.lowercased().contains(bad.field.lowercased()),
            "\(line.prefix(300).debugDescription) does not name \(bad.field.debugDescription)")
        #expect(try CatalogContent(path: path) == Self.base.content, "the catalog changed")
        let listing = try directory.listing()
        #expect(listing == ["catalog.sqlite"], "left \(listing)")
    }
}
