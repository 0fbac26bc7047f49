import Foundation
import PresetCatalog
import TestSupport
import Testing

@testable import CatalogEditing

@Suite struct ImageInputTests {
    @Test func addingFromAPNGFileReadsItsSize() throws {
        let temporary = try TemporaryCatalog()
        let file = temporary.file("tall.png")
        let bytes = ImageHeaderTests.png(width: 780, height: 520)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let image = try temporary.catalog.addImage(named: "tall", from: ImageInput(file: file, scale: 2)).definition
        #expect(image.pixelWidth == 780 && image.pixelHeight == 520)
        #expect(image.format == .png)
        #expect(image.uri == file)
        #expect(image.byteSize == bytes.count)
        #expect(image.pointHeight == 260)
    }

    @Test func addingByHandTakesTheFormatFromTheURI() throws {
        let temporary = try TemporaryCatalog()
        let image = try temporary.catalog.addImage(
            named: "wind-2", from: ImageInput(uri: "images/wind.JPG", pixelWidth: 1170, pixelHeight: 600, scale: 3)
        ).definition
        #expect(image.format == .jpeg)
        #expect(image.scale == 3)
    }

    @Test(arguments: [
        (ImageInput(uri: "a.png", pixelWidth: 10), "image 'x': give a file, or a uri with a pixel width and height"),
        (ImageInput(uri: "a.bmp", pixelWidth: 10, pixelHeight: 10), "image 'x': cannot tell the format from 'a.bmp'; give it explicitly"),
        (
            ImageInput(uri: "a.png", pixelWidth: 10, pixelHeight: 10, scale: 0),
            "image 'x': --scale must be a number from 0.01 to 100 (is 0)"
        ),
        (
            ImageInput(uri: "a.png", pixelWidth: 10, pixelHeight: 10, format: "tiff"),
            "image 'x': unknown format 'tiff' (expected jpeg, png, heic, webp, gif)"
        ),
    ])
    func incompleteInputIsAUsageError(input: ImageInput, message: String) throws {
        let temporary = try TemporaryCatalog()
        #expect(throws: CatalogError(.invalidArgument, message)) { try temporary.catalog.addImage(named: "x", from: input) }
    }

    @Test func missingFileIsNotFound() throws {
        let temporary = try TemporaryCatalog()
        let file = temporary.file("absent.png")
        #expect(throws: CatalogError(.notFound, "\(file): no such file")) {
            try temporary.catalog.addImage(named: "x", from: ImageInput(file: file))
        }
    }
}
