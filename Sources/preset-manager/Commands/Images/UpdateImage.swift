import ArgumentParser
import CatalogEditing

/// `images update NAME`.
struct UpdateImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an image's URI, pixel size, scale or format, or re-read it from a file.",
        discussion: """
            Only the options given change. --file re-reads the file: its path (relative paths are \
            stored relative to the catalog's folder), pixel size, format, byte size and SHA-256 \
            change together, and an @2x/@3x name sets the scale unless --scale is given. The new \
            size is checked against the menus that use the image: a cell-background row needs an \
            image at least twice its row height. Changing nothing prints "unchanged".

            Examples:
              preset-manager images update radar --scale 3
              preset-manager images update radar --file Assets/radar@3x.png
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The image's name.")
    var name: String
    @OptionGroup var metadata: ImageMetadataOptions

    func run() throws {
        let outcome = try catalog.open(writable: true).updateImage(named: name, with: metadata.input)
        let image = outcome.stored.definition
        let facts = "\(image.pixelWidth)x\(image.pixelHeight) px, \(image.format.rawValue)"
        StandardOutput.writeLine(outcome.isChanged ? "updated image '\(name)' (\(facts))" : "image '\(name)' unchanged (\(facts))")
    }
}
