import PresetCatalog

/// The format and pixel size of a PNG or JPEG file, read from its header: the IHDR chunk of a
/// PNG, the first start-of-frame (SOFn) segment of a JPEG.
package struct ImageHeader: Equatable, Sendable {
    /// The file formats the header reader understands.
    package enum Format: String, Equatable, Sendable {
        /// Portable Network Graphics.
        case png
        /// JPEG (JFIF or Exif).
        case jpeg
    }

    /// The file's format.
    package let format: Format
    /// Width in pixels, > 0.
    package let pixelWidth: Int
    /// Height in pixels, > 0.
    package let pixelHeight: Int

    /// Creates a header from known values.
    package init(format: Format, pixelWidth: Int, pixelHeight: Int) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Reads the header of a PNG or JPEG file's bytes.
    /// - Parameters:
    ///   - bytes: The file's contents (at least up to the header).
    ///   - source: The file's name, for error messages.
    /// - Throws: ``CatalogError/Kind/invalidData`` when the bytes are neither PNG nor JPEG, the
    ///   header is truncated or a side is 0.
    package init(reading bytes: [UInt8], source: String) throws {
        let header: ImageHeader
        if bytes.starts(with: PNGHeaderReader.signature) {
            header = try PNGHeaderReader.read(bytes, source: source)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            header = try JPEGHeaderReader.read(bytes, source: source)
        } else {
            throw CatalogError(.invalidData, "\(source): not a PNG or JPEG file")
        }
        guard header.pixelWidth > 0, header.pixelHeight > 0 else {
            throw CatalogError(.invalidData, "\(source): the header gives a pixel size of \(header.pixelWidth)x\(header.pixelHeight)")
        }
        self = header
    }
}

extension Array where Element == UInt8 {
    /// The big-endian unsigned integer in `count` bytes starting at `offset`.
    func bigEndianInteger(at offset: Int, count: Int) -> Int {
        self[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Reads a PNG's pixel size from its IHDR chunk (PNG specification, sections 5.2 and 11.2.2).
enum PNGHeaderReader {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func read(_ bytes: [UInt8], source: String) throws -> ImageHeader {
        // signature (8), chunk length (4), chunk type "IHDR" (4), width (4), height (4)
        guard bytes.count >= 24 else {
            throw CatalogError(.invalidData, "\(source): PNG header is truncated")
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw CatalogError(.invalidData, "\(source): PNG does not start with an IHDR chunk")
        }
        return ImageHeader(
            format: .png,
            pixelWidth: bytes.bigEndianInteger(at: 16, count: 4),
            pixelHeight: bytes.bigEndianInteger(at: 20, count: 4)
        )
    }
}
