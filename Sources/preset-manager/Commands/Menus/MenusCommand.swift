import ArgumentParser

/// `preset-manager menus …`: menus of rows.
struct MenusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menus",
        abstract: "List, show, create, update, rename and delete menus.",
        discussion: """
            A menu is a list of rows of one height; each row (an item) shows an image animated by \
            a preset. Add rows with `preset-manager items add`.

            Examples:
              preset-manager menus list
              preset-manager menus show aeris-map-layers
              preset-manager menus create weather --title "Weather" --row-height 100
              preset-manager menus update weather --row-height 120
              preset-manager menus rename weather weather-layers
              preset-manager menus delete weather-layers
            """,
        subcommands: [ListMenus.self, ShowMenu.self, CreateMenu.self, UpdateMenu.self, RenameMenu.self, DeleteMenu.self]
    )
}
