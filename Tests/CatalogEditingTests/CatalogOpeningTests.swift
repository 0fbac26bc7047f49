import Foundation
import PresetCatalog
import TestSupport
import Testing

@testable import CatalogEditing

@Suite struct CatalogOpeningTests {
    func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func defaultCatalogIsCreatedAndSeededOnFirstUseWithOneNotice() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = try CatalogLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": folder.path])
        var notices: [String] = []
        let catalog = try CatalogEditor.open(location, writable: false) { notices.append($0) }
        #expect(notices == ["created the default catalog at \(folder.path)/parallax-presets/catalog.sqlite (seeded)"])
        #expect(try catalog.menu(named: "aeris-map-layers").definition.items.count >= 8)
        _ = try CatalogEditor.open(location, writable: false) { notices.append($0) }
        #expect(notices.count == 1)
    }

    @Test func explicitMissingCatalogIsNotFound() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing.sqlite").path
        #expect(throws: CatalogError(.notFound, "catalog '\(path)' does not exist (create it with init)")) {
            try CatalogEditor.open(CatalogLocation(path: path, source: .option), writable: true) { _ in }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func createRefusesAnExistingFile() throws {
        let temporary = try TemporaryCatalog()
        #expect(throws: CatalogError(.cannotCreate, "catalog '\(temporary.path)' already exists")) {
            try CatalogEditor.create(at: temporary.path, seeded: false)
        }
    }

    @Test func emptyCatalogHasNoEntries() throws {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: false)
        #expect(try catalog.presets().isEmpty)
        #expect(try catalog.images().isEmpty)
        #expect(try catalog.menus().isEmpty)
    }

    @Test func aFileThatIsNotACatalogIsInvalidData() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("notes.sqlite").path
        try Data("just some text, not SQLite".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try CatalogEditor.openWritable(at: path)
        } throws: { error in
            (error as? CatalogError)?.kind == .invalidData
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "just some text, not SQLite")
    }
}
