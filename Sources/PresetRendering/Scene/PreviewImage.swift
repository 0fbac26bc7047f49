/// An image shown by a layer: a local file (linked, or embedded as a `data:` URI) when one
/// exists, otherwise a generated placeholder showing the image's name and pixel size.
package struct PreviewImage: Hashable, Sendable {
    /// The catalog's image name.
    package var name: String
    /// The width in pixels.
    package var pixelWidth: Int
    /// The height in pixels.
    package var pixelHeight: Int
    /// Where the picture is: a `file://` URL of an existing local file (which a page embeds, or
    /// replaces with the placeholder), or a `data:image/png` or `data:image/jpeg` URI holding
    /// its bytes; nil for the placeholder. The renderer does no I/O and draws any other source
    /// as the placeholder: a page never links a file.
    package var source: String?

    /// Whether the image is a layer over others (a PNG with transparency): its placeholder
    /// draws only a ridge and the label, so the layers behind show through.
    package var isOverlay: Bool

    /// Creates an image.
    package init(name: String, pixelWidth: Int, pixelHeight: Int, source: String? = nil, isOverlay: Bool = false) {
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.source = source
        self.isOverlay = isOverlay
    }
}
