import PresetCatalog

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
