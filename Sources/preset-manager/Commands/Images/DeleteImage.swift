import ArgumentParser
import CatalogEditing

/// `images delete NAME`.
struct DeleteImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an image that no menu item uses.",
        discussion: """
            Example:
              preset-manager images delete wind
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The image's name.")
    var name: String

    func run() throws {
        try catalog.open(writable: true).deleteImage(named: name)
        StandardOutput.writeLine("deleted image '\(name)'")
    }
}
