import PresetCatalog

/// Reads a JPEG's pixel size from its first start-of-frame segment (ITU-T T.81, B.2.2), walking
/// the marker segments that precede it.
enum JPEGHeaderReader {
    /// Start-of-frame markers: SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    private static let startOfFrameMarkers: Set<UInt8> = Set(0xC0...0xCF).subtracting([0xC4, 0xC8, 0xCC])
    /// Markers that stand alone, without a length: TEM and RST0…RST7.
    private static let standaloneMarkers: Set<UInt8> = Set([0x01]).union(0xD0...0xD7)
    private static let startOfScan: UInt8 = 0xDA

    static func read(_ bytes: [UInt8], source: String) throws -> ImageHeader {
        var offset = 2
        while true {
            guard offset + 1 < bytes.count else { throw truncated(source) }
            guard bytes[offset] == 0xFF else {
                throw CatalogError(.invalidData, "\(source): JPEG marker expected at byte \(offset)")
            }
            var markerOffset = offset + 1
            while markerOffset < bytes.count, bytes[markerOffset] == 0xFF { markerOffset += 1 }  // fill bytes
            guard markerOffset < bytes.count else { throw truncated(source) }
            let marker = bytes[markerOffset]
            if standaloneMarkers.contains(marker) {
                offset = markerOffset + 1
                continue
            }
            guard marker != startOfScan else {
                throw CatalogError(.invalidData, "\(source): JPEG has no frame header before its image data")
            }
            guard markerOffset + 2 < bytes.count else { throw truncated(source) }
            let segmentLength = bytes.bigEndianInteger(at: markerOffset + 1, count: 2)
            if startOfFrameMarkers.contains(marker) {
                // length (2), sample precision (1), number of lines (2), samples per line (2)
                guard segmentLength >= 7, markerOffset + 8 < bytes.count else { throw truncated(source) }
                return ImageHeader(
                    format: .jpeg,
                    pixelWidth: bytes.bigEndianInteger(at: markerOffset + 6, count: 2),
                    pixelHeight: bytes.bigEndianInteger(at: markerOffset + 4, count: 2)
                )
            }
            guard segmentLength >= 2 else {
                throw CatalogError(.invalidData, "\(source): JPEG segment at byte \(markerOffset - 1) has length \(segmentLength)")
            }
            offset = markerOffset + 1 + segmentLength
        }
    }

    private static func truncated(_ source: String) -> CatalogError {
        CatalogError(.invalidData, "\(source): JPEG header is truncated")
    }
}
