/// An image a menu row shows behind its content, with the metadata parallax needs.
///
/// JSON: `{"name": "radar", "uri": "images/radar.jpg", "pixelWidth": 750, "pixelHeight": 400,
/// "scale": 2, "format": "jpeg", "sha256": "…", "byteSize": 81234}` (the last two optional).
package struct ImageDefinition: Codable, Hashable, Sendable {
    /// The image's unique slug.
    package var name: String
    /// Where the app finds the image, e.g. a bundle-relative path.
    package var uri: String
    /// Width in pixels (> 0).
    package var pixelWidth: Int
    /// Height in pixels (> 0).
    package var pixelHeight: Int
    /// Pixels per point (> 0), e.g. 2 for an @2x image.
    package var scale: Double
    /// The encoding of the file.
    package var format: ImageFormat
    /// The file's SHA-256 as 64 lowercase hex digits, if known.
    package var sha256: String?
    /// The file's size in bytes, if known.
    package var byteSize: Int?

    /// Creates an image definition.
    package init(
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

    private enum CodingKeys: String, CodingKey {
        case name, uri, pixelWidth, pixelHeight, scale, format, sha256, byteSize
    }

    /// Decodes the JSON form; the pixel sizes and byte size must be whole numbers.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        uri = try container.decode(String.self, forKey: .uri)
        pixelWidth = try container.decodeWholeNumber(forKey: .pixelWidth)
        pixelHeight = try container.decodeWholeNumber(forKey: .pixelHeight)
        scale = try container.decode(Double.self, forKey: .scale)
        format = try container.decode(ImageFormat.self, forKey: .format)
        sha256 = try container.decodeIfPresent(String.self, forKey: .sha256)
        byteSize = try container.decodeWholeNumberIfPresent(forKey: .byteSize)
    }

    /// Width in points: `pixelWidth / scale`.
    package var pointWidth: Double { Double(pixelWidth) / scale }

    /// Height in points: `pixelHeight / scale` (the contract's `imageHeight`).
    package var pointHeight: Double { Double(pixelHeight) / scale }
}

/// Image file encodings the catalog records.
package enum ImageFormat: String, Codable, Hashable, Sendable, CaseIterable {
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

extension ImageDefinition {
    /// The SHA-256 of an image file's bytes as 64 lowercase hex digits: what ``sha256`` records.
    package static func sha256(ofFile bytes: [UInt8]) -> String {
        SHA256.hexDigest(of: bytes)
    }
}
