import ArgumentParser

/// `preset-manager conflicts …`: what a merge left for a person to settle.
struct ConflictsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List and resolve the conflicts a merge recorded in the catalog.",
        discussion: """
            A merge (git merge, through preset-manager git merge) that met a member both \
            branches changed differently keeps ours and records the conflict: the entry, the \
            member's path, and its base, ours and theirs values. validate and publish refuse a \
            catalog until every one is resolved (docs/TEAMS.md).

            Examples:
              preset-manager conflicts
              preset-manager conflicts list --format json
              preset-manager conflicts resolve fade-up \\
                'tracks[card.alpha].keyframes[1].value' --take theirs
              preset-manager conflicts resolve fade-up summary --value '"Fades up"'
              preset-manager conflicts resolve --all --take ours
            """,
        subcommands: [ListConflicts.self, ResolveConflict.self],
        defaultSubcommand: ListConflicts.self
    )
}
