import PresetStore

/// An image a catalog describes: where the app finds the file, its size and how to check it.
/// A menu item's ``MenuItem/image``, or ``PresetLibrary/image(named:)``.
public struct ImageAsset: Hashable, Sendable {
    /// The file encodings a catalog records.
    public enum Format: String, Hashable, Sendable, CaseIterable {
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

    /// The image's name in the catalog.
    public let name: String
    /// Where the app finds the file, as the catalog records it (e.g. a path relative to the
    /// app bundle's resources, or to the catalog's folder).
    public let uri: String
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point, e.g. 2 for an @2x file.
    public let scale: Double
    /// The file's encoding.
    public let format: Format
    /// The lowercase hex SHA-256 of the file's bytes, when the catalog recorded it; compare it
    /// with the file's to know the app ships the image the catalog was made with.
    public let sha256: String?

    /// Width in points: `pixelWidth / scale` (what ``PresetContext/imageWidth`` wants).
    public var pointWidth: Double { Double(pixelWidth) / scale }
    /// Height in points: `pixelHeight / scale` (what ``PresetContext/imageHeight`` wants).
    public var pointHeight: Double { Double(pixelHeight) / scale }

    /// The asset of a stored image definition.
    init(_ definition: ImageDefinition) {
        name = definition.name
        uri = definition.uri
        pixelWidth = definition.pixelWidth
        pixelHeight = definition.pixelHeight
        scale = definition.scale
        format =
            switch definition.format {
            case .jpeg: .jpeg
            case .png: .png
            case .heic: .heic
            case .webp: .webp
            case .gif: .gif
            }
        sha256 = definition.sha256
    }
}
