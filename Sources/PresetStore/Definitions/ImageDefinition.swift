/// An image a menu row shows behind its content, with the metadata parallax needs.
///
/// JSON: `{"name": "radar", "uri": "images/radar.jpg", "pixelWidth": 750, "pixelHeight": 400,
/// "scale": 2, "format": "jpeg", "sha256": "…", "byteSize": 81234}` (the last two optional).
public struct ImageDefinition: Codable, Hashable, Sendable {
    /// The image's unique slug.
    public var name: String
    /// Where the app finds the image, e.g. a bundle-relative path.
    public var uri: String
    /// Width in pixels (> 0).
    public var pixelWidth: Int
    /// Height in pixels (> 0).
    public var pixelHeight: Int
    /// Pixels per point (> 0), e.g. 2 for an @2x image.
    public var scale: Double
    /// The encoding of the file.
    public var format: ImageFormat
    /// The file's SHA-256 as 64 lowercase hex digits, if known.
    public var sha256: String?
    /// The file's size in bytes, if known.
    public var byteSize: Int?

    /// Creates an image definition.
    public init(
        name: String, uri: String, pixelWidth: Int, pixelHeight: Int, scale: Double,
        format: ImageFormat, sha256: String? = nil, byteSize: Int? = nil
    ) {
        self.name = name
        self.uri = uri
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.format = format
        self.sha256 = sha256
        self.byteSize = byteSize
    }

    /// Width in points: `pixelWidth / scale`.
    public var pointWidth: Double { Double(pixelWidth) / scale }

    /// Height in points: `pixelHeight / scale` (the contract's `imageHeight`).
    public var pointHeight: Double { Double(pixelHeight) / scale }
}

/// Image file encodings the catalog records.
public enum ImageFormat: String, Codable, Hashable, Sendable, CaseIterable {
    /// JPEG.
    case jpeg
    /// PNG.
    case png
    /// HEIC.
    case heic
    /// WebP.
    case webp
    /// GIF.
    case gif
}
