import CatalogEditing
import Foundation
import TestSupport
import Testing

@Suite struct ImageCommandTests {
    /// A PNG header built by hand (signature, IHDR with width and height big-endian).
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A JPEG built by hand: SOI, APP0, SOF0 with the height then the width, SOS.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0]
        return Data(bytes)
    }

    @Test func listAndShowInEveryFormat() throws {
        let workspace = try Workspace()
        let table = try workspace.runOnCatalog(["images", "list", "--prefix", "radar"])
        #expect(
            table.standardOutput == """
                name    pixels  scale   points  format  uri
                radar  750x400      2  375x200  jpeg    images/radar.jpg

                """)
        let csv = try workspace.runOnCatalog(["images", "list", "--prefix", "radar", "--format", "csv"])
        #expect(csv.standardOutput == "name,pixels,scale,points,format,uri\r\nradar,750x400,2,375x200,jpeg,images/radar.jpg\r\n")
        let json = try workspace.runOnCatalog(["images", "list", "--prefix", "radar", "--format", "json"])
        #expect(
            try JSONValue(parsing: json.standardOutput, source: "stdout")
                == .array([
                    .object([
                        "name": .string("radar"), "uri": .string("images/radar.jpg"), "pixelWidth": .number(750),
                        "pixelHeight": .number(400), "scale": .number(2), "format": .string("jpeg"),
                    ])
                ]))

        let show = try workspace.runOnCatalog(["images", "show", "radar"])
        #expect(show.standardOutput.contains("uri:     images/radar.jpg\n"))
        #expect(show.standardOutput.contains("used by: 1 menu item\n\nmenu "))
        #expect(show.standardOutput.contains("aeris-map-layers         0  Radar  aeris-cell-background"))
        let showJSON = try workspace.runOnCatalog(["images", "show", "radar", "--format", "json"])
        #expect(showJSON.standardOutput.contains("\"usedBy\": [\n    {\n      \"menu\": \"aeris-map-layers\""))
        let showCSV = try workspace.runOnCatalog(["images", "show", "radar", "--format", "csv"])
        #expect(showCSV.standardOutput.hasPrefix("menu,position,title,preset\r\naeris-map-layers,0,Radar,aeris-cell-background\r\n"))
    }

    @Test func addFromPNGAndJPEGFilesReadsTheirHeaders() throws {
        let workspace = try Workspace()
        let png = workspace.folder.appendingPathComponent("tall@2x.png")
        try Self.png(width: 780, height: 640).write(to: png)
        let added = try workspace.runOnCatalog(["images", "add", "tall", "--file", png.path, "--scale", "2", "--uri", "images/tall.png"])
        #expect(added.exitCode == 0)
        #expect(added.standardOutput == "added image 'tall' (780x640 px, png)\n")
        let jpeg = workspace.folder.appendingPathComponent("wide.jpg")
        try Self.jpeg(width: 1170, height: 600).write(to: jpeg)
        #expect(try workspace.runOnCatalog(["images", "add", "wide", "--file", jpeg.path]).exitCode == 0)

        let catalog = try workspace.openCatalog()
        let tall = try catalog.image(named: "tall").definition
        #expect(tall.pixelWidth == 780 && tall.pixelHeight == 640 && tall.scale == 2 && tall.uri == "images/tall.png")
        let wide = try catalog.image(named: "wide").definition
        #expect(wide.pixelWidth == 1170 && wide.pixelHeight == 600 && wide.format.rawValue == "jpeg" && wide.uri == jpeg.path)
    }

    @Test func addByHandUpdateAndDelete() throws {
        let workspace = try Workspace()
        let added = try workspace.runOnCatalog([
            "images", "add", "dunes", "--uri", "images/dunes.webp", "--width", "1170", "--height", "800", "--scale", "3",
        ])
        #expect(added.standardOutput == "added image 'dunes' (1170x800 px, webp)\n")
        let updated = try workspace.runOnCatalog(["images", "update", "dunes", "--scale", "2", "--height", "900"])
        #expect(updated.exitCode == 0)
        let dunes = try workspace.openCatalog().image(named: "dunes").definition
        #expect(dunes.scale == 2 && dunes.pixelHeight == 900 && dunes.pixelWidth == 1170)
        let deleted = try workspace.runOnCatalog(["images", "delete", "dunes"])
        #expect(deleted.standardOutput == "deleted image 'dunes'\n")
        #expect(try workspace.openCatalog().images(prefix: "dunes").isEmpty)
    }

    @Test func updateRereadsAFile() throws {
        let workspace = try Workspace()
        let png = workspace.folder.appendingPathComponent("radar@3x.png")
        try Self.png(width: 1125, height: 600).write(to: png)
        let result = try workspace.runOnCatalog(["images", "update", "radar", "--file", png.path])
        #expect(result.standardOutput == "updated image 'radar' (1125x600 px, png)\n")
        let radar = try workspace.openCatalog().image(named: "radar").definition
        // The URI, size, format and checksum change together; "@3x" in the name gives the scale.
        #expect(radar.pixelWidth == 1125 && radar.pixelHeight == 600 && radar.scale == 3 && radar.uri == png.path)
        #expect(radar.format == .png && radar.byteSize == 33)
        #expect(radar.sha256 == (try Shell.sha256(of: png)))
    }

    @Test func addWithoutASizeIsAUsageError() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["images", "add", "x", "--uri", "x.png"], exitCode: 64, message: "give a file, or a uri with a pixel width and height")
    }

    @Test func addFromAFileThatIsNoImageIsInvalidData() throws {
        let workspace = try Workspace()
        let path = try workspace.write("GIF89a", to: "x.gif")
        try workspace.expectFailure(["images", "add", "x", "--file", path], exitCode: 65, message: "not a PNG or JPEG file")
    }

    @Test func shrinkingAnImageInUseBelowTheGuidelineIsRefused() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["images", "update", "radar", "--height", "300"], exitCode: 65,
            message: "image 'radar' is 150 pt tall; cell-background preset 'aeris-cell-background' needs at least 200 pt")
    }

    @Test func deletingAnImageInUseIsRefused() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["images", "delete", "radar"], exitCode: 65, message: "aeris-map-layers")
    }

    @Test func showingAnUnknownImageIsNoInput() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["images", "show", "nope"], exitCode: 66, message: "image 'nope' not found")
    }
}
