/// A whole catalog as one JSON document (import, export and the seed):
/// `{"format": "parallax-catalog", "version": 1, "images": […], "presets": […], "menus": […]}`.
package struct CatalogDocument: Codable, Hashable, Sendable {
    /// The format tag every document carries.
    package static let format = "parallax-catalog"
    /// The document version this library reads and writes.
    package static let version = 1

    /// The images, referenced by menu items by name.
    package var images: [ImageDefinition]
    /// The presets.
    package var presets: [PresetDefinition]
    /// The menus, whose items reference images and presets by name.
    package var menus: [MenuDefinition]

    /// Creates a document.
    package init(images: [ImageDefinition] = [], presets: [PresetDefinition] = [], menus: [MenuDefinition] = []) {
        self.images = images
        self.presets = presets
        self.menus = menus
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, images, presets, menus
    }

    /// Decodes a document, refusing another format tag or version.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "format is '\(format)', expected '\(Self.format)'")
        }
        let version = try container.decodeWholeNumber(forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "version \(version) is not supported (this library reads version \(Self.version))")
        }
        images = try container.decodeIfPresent([ImageDefinition].self, forKey: .images) ?? []
        presets = try container.decodeIfPresent([PresetDefinition].self, forKey: .presets) ?? []
        menus = try container.decodeIfPresent([MenuDefinition].self, forKey: .menus) ?? []
    }

    /// Encodes the document with its format tag and version.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(images, forKey: .images)
        try container.encode(presets, forKey: .presets)
        try container.encode(menus, forKey: .menus)
    }
}
