import ArgumentParser
import CatalogEditing

/// `images rename OLD NEW`.
struct RenameImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename an image; the menu items showing it follow, in one transaction.",
        discussion: """
            Its file and metadata stay as they are. Apps that look the image up by its old \
            name must use the new one.

            Example:
              preset-manager images rename radar radar-map
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The image's current name.")
    var name: String
    @Argument(help: "Its new name (a slug: a-z, 0-9, -).")
    var newName: String

    func run() throws {
        let outcome = try catalog.open(writable: true).rename(.image, named: name, to: newName)
        StandardOutput.writeLine(outcome.message(renaming: .image, from: name, to: newName))
    }
}
