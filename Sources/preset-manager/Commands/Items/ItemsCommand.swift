import ArgumentParser

/// `preset-manager items …`: the rows of a menu.
struct ItemsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "Add, update, move and remove the rows of a menu.",
        discussion: """
            Rows are numbered from 0 in display order; adding, moving and removing renumber the \
            rows after them.

            Examples:
              preset-manager items add weather --title Radar --image radar \\
                --preset aeris-cell-background
              preset-manager items add weather --title Wind --image wind \\
                --preset aeris-cell-background --position 0
              preset-manager items update weather 0 --title "Radar loop"
              preset-manager items move weather 0 1
              preset-manager items remove weather 1
            """,
        subcommands: [AddItem.self, UpdateItem.self, MoveItem.self, RemoveItem.self]
    )
}
