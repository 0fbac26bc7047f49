import ArgumentParser

/// `preset-manager images …`: the images menu rows show.
struct ImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "List, show, add, update, rename and delete images.",
        discussion: """
            An image records where the app finds the file (its URI), its pixel size and scale: \
            a cell-background preset needs an image at least twice as tall as the row.

            Examples:
              preset-manager images list
              preset-manager images add radar --file Assets/radar@2x.png --scale 2
              preset-manager images add wind --uri images/wind.jpg --scale 2 \\
                --width 1170 --height 400
              preset-manager images update wind --scale 3
              preset-manager images rename wind wind-gusts
              preset-manager images delete wind-gusts
            """,
        subcommands: [ListImages.self, ShowImage.self, AddImage.self, UpdateImage.self, RenameImage.self, DeleteImage.self]
    )
}
