import CatalogEditing
import PresetCatalog
import Testing

/// Files are built byte by byte from the PNG specification (signature, IHDR layout) and ITU-T
/// T.81 (SOI, APPn, SOFn, SOS markers), so the expected sizes are known by construction.
@Suite struct ImageHeaderTests {
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]  // signature
        bytes += [0, 0, 0, 13] + Array("IHDR".utf8)  // chunk length 13, type
        bytes += bigEndian(width, count: 4) + bigEndian(height, count: 4)
        bytes += [8, 6, 0, 0, 0]  // depth 8, RGBA, compression, filter, interlace
        bytes += [0, 0, 0, 0]  // CRC (not checked by a header reader)
        return bytes
    }

    static func jpeg(width: UInt16, height: UInt16, frameMarker: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]  // SOI
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]  // APP0, 16 bytes
        bytes += [0xFF, 0xE1, 0x00, 0x06, 0xAA, 0xBB, 0xCC, 0xDD]  // APP1 with 4 bytes of payload
        bytes += [0xFF, 0xFF]  // a fill byte before the next marker
        bytes += [0xFF, frameMarker, 0x00, 0x11, 8] + bigEndian(height, count: 2) + bigEndian(width, count: 2)
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]  // three components
        bytes += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0]  // SOS
        return bytes
    }

    static func bigEndian<T: FixedWidthInteger>(_ value: T, count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    @Test func pngSizeComesFromIHDR() throws {
        let header = try ImageHeader(reading: Self.png(width: 1170, height: 400), source: "radar.png")
        #expect(header == ImageHeader(format: .png, pixelWidth: 1170, pixelHeight: 400))
    }

    @Test(arguments: [UInt8(0xC0), 0xC1, 0xC2])
    func jpegSizeComesFromStartOfFrame(marker: UInt8) throws {
        let header = try ImageHeader(reading: Self.jpeg(width: 780, height: 260, frameMarker: marker), source: "wind.jpg")
        #expect(header == ImageHeader(format: .jpeg, pixelWidth: 780, pixelHeight: 260))
    }

    @Test func jpegWithoutFrameBeforeScanIsRefused() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0]
        #expect(throws: CatalogError(.invalidData, "x.jpg: JPEG has no frame header before its image data")) {
            try ImageHeader(reading: bytes, source: "x.jpg")
        }
    }

    @Test func truncatedFilesAreRefused() {
        #expect(throws: CatalogError(.invalidData, "a.png: PNG header is truncated")) {
            try ImageHeader(reading: Array(Self.png(width: 1, height: 1).prefix(20)), source: "a.png")
        }
        #expect(throws: CatalogError(.invalidData, "a.jpg: JPEG header is truncated")) {
            try ImageHeader(reading: Array(Self.jpeg(width: 1, height: 1, frameMarker: 0xC0).prefix(30)), source: "a.jpg")
        }
    }

    @Test func otherFormatsAreRefused() {
        #expect(throws: CatalogError(.invalidData, "a.gif: not a PNG or JPEG file")) {
            try ImageHeader(reading: Array("GIF89a".utf8), source: "a.gif")
        }
    }

    @Test func zeroSizeIsRefused() {
        #expect(throws: CatalogError(.invalidData, "z.png: the header gives a pixel size of 0x10")) {
            try ImageHeader(reading: Self.png(width: 0, height: 10), source: "z.png")
        }
    }
}
