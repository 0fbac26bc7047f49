import Foundation
import PresetCatalog
import Testing

@Suite struct CatalogErrorTests {
    @Test func messageIsKeptOnOneLine() {
        let error = CatalogError(.invalidData, "first\nsecond\r\nthird")
        #expect(error.message == "first second third")
        #expect(error.kind == .invalidData)
    }

    /// An app opening a missing file is told so, without the command-line tool's advice (the
    /// tool adds "(create it with init)" itself, `CatalogOpeningTests`).
    @Test func missingCatalogFileIsNotFoundWithoutToolAdvice() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString).sqlite").path
        #expect(throws: CatalogError(.notFound, "catalog '\(path)' does not exist")) { try PresetLibrary(contentsOf: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
