import ArgumentParser
import CatalogTooling

/// `images update NAME`.
struct UpdateImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an image's URI, pixel size, scale or format, or re-read it from a file.",
        discussion: """
            Only the options given change. The new size is checked against the menus that use the \
            image: a cell-background row needs an image at least twice its row height.

            Examples:
              preset-manager images update radar --scale 3
              preset-manager images update radar --file Assets/radar@3x.png --scale 3
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The image's name.")
    var name: String
    @OptionGroup var metadata: ImageMetadataOptions

    func run() throws {
        let image = try catalog.open(writable: true).updateImage(named: name, with: metadata.input).definition
        StandardOutput.writeLine("updated image '\(name)' (\(image.pixelWidth)x\(image.pixelHeight) px, \(image.format.rawValue))")
    }
}
