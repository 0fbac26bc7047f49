import Foundation
import PresetCatalog
import PresetStore
import Testing

@Suite struct CatalogErrorTests {
    /// A refused write whose data was valid is a conflict that says why (a taken name, an entry
    /// in use, a revision saved by someone else), in the library's words only: the tools add
    /// their own advice. Every other store error is another kind.
    @Test func storeConflictsAreConflictKinds() throws {
        func translated(_ error: PresetDatabaseError) -> CatalogError? {
            do {
                return try CatalogError.translatingStoreErrors { throw error }
            } catch {
                return error as? CatalogError
            }
        }
        #expect(
            translated(.alreadyExists(entity: "preset", name: "fade-up"))
                == CatalogError(.conflict(.nameTaken), "preset 'fade-up' already exists"))
        #expect(translated(.alreadyExists(entity: "menu", name: "m"))?.entity == "menu")
        #expect(translated(.inUse(entity: "preset", name: "x", menuItems: ["menu#0"]))?.kind == .conflict(.inUse))
        #expect(translated(.revisionChanged(preset: "x", expected: 1, current: 2))?.kind == .conflict(.revisionChanged))
        #expect(translated(.notFound(entity: "preset", name: "x"))?.kind == .notFound)
        #expect(translated(.invalidField(owner: "preset 'x'", field: "name", problem: "is bad"))?.kind == .invalidData)
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
