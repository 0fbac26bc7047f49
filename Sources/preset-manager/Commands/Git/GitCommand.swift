import ArgumentParser

/// `preset-manager git …`: a catalog kept in a git repository (docs/TEAMS.md).
struct GitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git",
        abstract: "Let git diff catalogs as text and merge them preset by preset.",
        discussion: """
            git setup writes the .gitattributes lines and the repository's git config entries; \
            git then runs git textconv to show a catalog in diffs, and git merge as the merge \
            driver when two branches both changed a catalog (docs/TEAMS.md): git diff, git log \
            -p and git merge then need nothing more.

            Examples:
              preset-manager git setup App/catalog.sqlite
              preset-manager git setup --check App/catalog.sqlite
            """,
        subcommands: [GitSetupCommand.self, GitTextconvCommand.self, GitMergeCommand.self]
    )
}
