import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// What a user gives to add or update an image: a PNG/JPEG file to read, or the fields by hand.
/// Fields left nil keep their current value (update) or their default (add).
package struct ImageInput: Sendable {
    /// A PNG or JPEG file whose header gives the pixel size and format, and whose bytes give the
    /// byte size and SHA-256. A relative path is relative to the working directory.
    package var file: String?
    /// Where the app finds the image; with a file, defaults to the file's path (a relative path
    /// made relative to the catalog's folder, so previews and apps find it from there).
    package var uri: String?
    /// Width in pixels (``NumberBound/imagePixels``).
    package var pixelWidth: Int?
    /// Height in pixels (``NumberBound/imagePixels``).
    package var pixelHeight: Int?
    /// Pixels per point (``NumberBound/imageScale``); default from an `@2x`/`@3x` file or URI
    /// name, else 1 for a new image.
    package var scale: Double?
    /// The encoding's name: jpeg (or jpg), png, heic, webp, gif.
    package var format: String?

    /// Creates an input.
    package init(
        file: String? = nil, uri: String? = nil, pixelWidth: Int? = nil, pixelHeight: Int? = nil, scale: Double? = nil,
        format: String? = nil
    ) {
        self.file = file
        self.uri = uri
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.format = format
    }

    /// The definition of a new image named `name`, for a catalog in `catalogFolder`.
    /// - Throws: ``CatalogError`` — invalid argument for missing or conflicting fields, the file's errors.
    func newDefinition(named name: String, catalogFolder: URL) throws -> ImageDefinition {
        guard file != nil || (uri != nil && pixelWidth != nil && pixelHeight != nil) else {
            throw CatalogError(.invalidArgument, "image '\(messageText(name))': give a file, or a uri with a pixel width and height")
        }
        let base = ImageDefinition(name: name, uri: "", pixelWidth: 0, pixelHeight: 0, scale: 1, format: .png)
        return try applied(to: base, catalogFolder: catalogFolder, isNew: true)
    }

    /// `current` with the given fields changed. A file changes the URI (unless one is given),
    /// pixel size, format, byte size and SHA-256 together.
    func applied(to current: ImageDefinition, catalogFolder: URL, isNew: Bool = false) throws -> ImageDefinition {
        var definition = current
        let name = current.name
        if let file {
            guard pixelWidth == nil, pixelHeight == nil else {
                throw CatalogError(.invalidArgument, "image '\(messageText(name))': give either a file or a pixel size, not both")
            }
            let bytes = try TextFiles.readBytes(file, limit: CatalogLimits.maximumImageBytes, kind: "an image file")
            let header = try ImageHeader(reading: bytes, source: file)
            definition.pixelWidth = header.pixelWidth
            definition.pixelHeight = header.pixelHeight
            definition.format = header.format == .png ? .png : .jpeg
            definition.byteSize = bytes.count
            definition.sha256 = ImageDefinition.sha256(ofFile: bytes)
            definition.uri = ImageFilePath.uri(of: file, catalogFolder: catalogFolder)
        }
        for (option, pixels) in [("--width", pixelWidth), ("--height", pixelHeight)] {
            if let pixels, let problem = NumberBound.imagePixels.problem(with: pixels) {
                throw CatalogError(.invalidArgument, "image '\(messageText(name))': \(option) \(problem)")
            }
        }
        if pixelWidth != nil || pixelHeight != nil {
            definition.pixelWidth = pixelWidth ?? definition.pixelWidth
            definition.pixelHeight = pixelHeight ?? definition.pixelHeight
            definition.byteSize = nil
            definition.sha256 = nil
        }
        if let uri { definition.uri = uri }
        if let scale {
            if let problem = NumberBound.imageScale.problem(with: scale) {
                throw CatalogError(.invalidArgument, "image '\(messageText(name))': --scale \(problem)")
            }
            definition.scale = scale
        } else if let named = ImageFilePath.scale(inName: file ?? uri ?? "") {
            definition.scale = named
        }
        if let format {
            definition.format = try Self.format(named: format, image: name)
        } else if file == nil, let uri {
            definition.format = try Self.format(ofURI: uri, image: name, fallback: isNew ? nil : definition.format)
        }
        return definition
    }

    private static func format(named text: String, image: String) throws -> ImageFormat {
        let lowered = text.lowercased()
        guard let format = ImageFormat(rawValue: lowered == "jpg" ? "jpeg" : lowered) else {
            let known = ImageFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw CatalogError(.invalidArgument, "image '\(messageText(image))': unknown format '\(messageText(text))' (expected \(known))")
        }
        return format
    }

    private static func format(ofURI uri: String, image: String, fallback: ImageFormat?) throws -> ImageFormat {
        let pathExtension = URL(fileURLWithPath: uri).pathExtension
        if let format = try? format(named: pathExtension, image: image) { return format }
        guard let fallback else {
            throw CatalogError(
                .invalidArgument, "image '\(messageText(image))': cannot tell the format from '\(messageText(uri))'; give it explicitly")
        }
        return fallback
    }
}
