import ArgumentParser
import CatalogEditing
import Foundation
import PresetCatalog

/// `git setup [PATH…]`: the `.gitattributes` lines and `git config` entries of the catalog
/// drivers, written once (``GitSetup``).
struct GitSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Set the repository up to diff and merge catalogs (idempotent).",
        discussion: """
            Appends to the repository's .gitattributes, for each catalog file, the line \
            PATH diff=parallax-catalog merge=parallax-catalog -text, and sets in its own git \
            config (git config --local) diff.parallax-catalog.textconv to "TOOL git textconv" \
            and merge.parallax-catalog.driver to "TOOL git merge %O %A %B %P". It prints each \
            line and entry with whether it was present or written; what is present already is \
            left as it is, so running it again writes nothing. With --check it writes nothing \
            and exits 65 when something is missing. PATH defaults to the catalog (--catalog, \
            else $PRESET_CATALOG); a PATH may be a .gitattributes pattern (*.sqlite). TOOL is \
            this program as it was started (a bare name is looked up on PATH by git), or --tool.

            Examples:
              preset-manager git setup App/catalog.sqlite
              preset-manager git setup --check App/catalog.sqlite --format json
            """
    )

    @Argument(help: "The catalog files (or .gitattributes patterns), relative to the current folder.")
    var paths: [String] = []

    @Flag(name: .long, help: "Report whether the repository is set up; write nothing.")
    var check = false

    @Option(name: .long, help: ArgumentHelp("The command git runs for the drivers (default: this program).", valueName: "command"))
    var tool: String?

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var output: FormatOption

    func run() throws {
        let directory = FileManager.default.currentDirectoryPath
        let files = paths.isEmpty ? [try catalog.location().path] : paths
        let setup = try GitSetup(directory: directory, paths: files, tool: tool ?? Self.runningTool)
        let items = check ? try setup.check() : try setup.apply()
        try output.print(
            Report(
                columns: [.init("state"), .init("where"), .init("key"), .init("value")],
                rows: items.map { [.text($0.state), .text($0.place), .text($0.key), .text($0.value)] },
                json: .object([
                    "repository": .string(setup.root),
                    "items": .array(
                        items.map {
                            .object([
                                "state": .string($0.state), "where": .string($0.place), "key": .string($0.key), "value": .string($0.value),
                            ])
                        }),
                ])))
        let missing = items.filter { $0.state == "missing" }.count
        if missing > 0 {
            throw CatalogError(
                .invalidData, "git setup --check: \(missing) of \(items.count) entries missing in \(pathText(setup.root)); run git setup")
        }
    }

    /// This program as it was started: its absolute path when started by a path, its bare name
    /// (which git's shell looks up on PATH) otherwise.
    static var runningTool: String {
        let started = CommandLine.arguments[0]
        guard started.contains("/") else { return started }
        return URL(fileURLWithPath: started, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
