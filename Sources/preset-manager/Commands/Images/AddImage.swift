import ArgumentParser
import CatalogEditing

/// `images add NAME`.
struct AddImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an image, from a PNG/JPEG file or from its URI and pixel size.",
        discussion: """
            With --file the pixel size comes from the file's header (PNG IHDR, JPEG SOF); \
            otherwise give --uri, --width and --height.

            Examples:
              preset-manager images add radar --file Assets/radar@2x.png --scale 2
              preset-manager images add wind --uri images/wind.jpg --scale 2 \\
                --width 1170 --height 400
            """
    )

    @OptionGroup var catalog: CatalogOption
    @Argument(help: "The new image's name (a slug: a-z, 0-9, -).")
    var name: String
    @OptionGroup var metadata: ImageMetadataOptions

    func run() throws {
        let image = try catalog.open(writable: true).addImage(named: name, from: metadata.input).definition
        StandardOutput.writeLine("added image '\(name)' (\(image.pixelWidth)x\(image.pixelHeight) px, \(image.format.rawValue))")
    }
}
