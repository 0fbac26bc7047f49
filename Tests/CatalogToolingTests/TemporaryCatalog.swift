import Foundation
import Testing

@testable import CatalogTooling

/// A real catalog file in a fresh temporary folder, removed when the value is released.
final class TemporaryCatalog {
    let folder: URL
    let path: String
    let catalog: CatalogEditor

    init(seeded: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("catalog.sqlite").path
        catalog = try CatalogEditor.create(at: path, seeded: seeded)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every table's schema and rows, as the `sqlite3` shell's `.dump` prints them: an
    /// independent view of the whole file's content.
    func dump() throws -> String {
        try Self.dump(path)
    }

    static func dump(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-readonly", path, ".dump"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 .dump failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// A path for another file in the same folder.
    func file(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }
}
