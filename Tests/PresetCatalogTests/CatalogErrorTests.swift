import Foundation
import PresetCatalog
import PresetStore
import Testing

@Suite struct CatalogErrorTests {
    /// A refused write whose data was valid keeps why (a taken name, an entry in use, a revision
    /// saved by someone else), for the studio's 409 and 412; every other store error has none,
    /// and two errors with the same kind and message are equal whatever their conflict.
    @Test func storeConflictsAreKeptBesideTheKindAndMessage() throws {
        func translated(_ error: CatalogStoreError) -> CatalogError? {
            do {
                return try CatalogError.translatingStoreErrors { throw error }
            } catch {
                return error as? CatalogError
            }
        }
        let taken = try #require(translated(.alreadyExists(entity: "preset", name: "fade-up")))
        #expect(taken.conflict == .nameTaken)
        #expect(taken.kind == .invalidData)
        #expect(taken == CatalogError(.invalidData, "preset 'fade-up' already exists"))
        #expect(translated(.inUse(entity: "preset", name: "x", menuItems: ["menu#0"]))?.conflict == .inUse)
        #expect(translated(.revisionChanged(preset: "x", expected: 1, current: 2))?.conflict == .revisionChanged)
        #expect(translated(.revisionChanged(preset: "x", expected: 1, current: 2))?.kind == .invalidData)
        #expect(translated(.notFound(entity: "preset", name: "x"))?.conflict == nil)
        #expect(translated(.invalidField(owner: "preset 'x'", field: "name", problem: "is bad"))?.conflict == nil)
        #expect(CatalogError(.invalidData, "x").conflict == nil)
    }

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
