import ArgumentParser

/// `conflicts list` (also plain `conflicts`).
struct ListConflicts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the unresolved merge conflicts: kind, name, path, and the base, ours and theirs values.",
        discussion: """
            Values are JSON; an empty cell (JSON: null) is a side that has no such member, or no \
            such entry at the empty path. Prints the header alone when there is none.

            Examples:
              preset-manager conflicts
              preset-manager conflicts list --format json
            """
    )

    @OptionGroup var catalog: CatalogOption
    @OptionGroup var output: FormatOption

    func run() throws {
        try output.print(try catalog.open(writable: false).mergeConflictReport())
    }
}
