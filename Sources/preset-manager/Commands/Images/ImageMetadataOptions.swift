import ArgumentParser
import CatalogEditing

/// The options that describe an image: a file to read, or the URI and pixel size by hand.
struct ImageMetadataOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A PNG or JPEG file: its pixel size, format, byte size and SHA-256 are read from it.",
            valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Where the app finds the image (default with --file: the file's path).", valueName: "uri"))
    var uri: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Width in pixels.", valueName: "pixels"))
    var width: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Height in pixels.", valueName: "pixels"))
    var height: Int?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Pixels per point, e.g. 2 for @2x (default 1 when adding).", valueName: "scale"))
    var scale: Double?

    @Option(
        name: .customLong("image-format"),
        help: ArgumentHelp(
            "jpeg, png, heic, webp or gif (default: from the file or the URI's extension).",
            valueName: "format"))
    var imageFormat: String?
}

extension ImageMetadataOptions {
    /// The options as the service's image input.
    var input: ImageInput {
        ImageInput(file: file, uri: uri, pixelWidth: width, pixelHeight: height, scale: scale, format: imageFormat)
    }
}
