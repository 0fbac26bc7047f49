import Foundation
import Testing

@testable import PresetStore

/// The library carries compiled copies of migrations/ and seed/; they must equal the folders.
@Suite struct EmbeddedResourcesTests {
    private let hint = "rerun scripts/embed-resources.sh"

    @Test func embeddedMigrationsEqualTheFolder() throws {
        let folder = repositoryRoot.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(EmbeddedMigrations.files.map(\.name) == files, "\(hint)")
        for (name, text) in EmbeddedMigrations.files {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(Data(text.utf8) == onDisk, "\(name) differs from its embedded copy: \(hint)")
        }
    }

    @Test func embeddedSeedEqualsTheFolder() throws {
        let onDisk = try Data(contentsOf: repositoryRoot.appendingPathComponent("seed/catalog.json"))
        #expect(Data(EmbeddedSeed.catalogJSON.utf8) == onDisk, "seed/catalog.json differs from its embedded copy: \(hint)")
    }

    /// Numbers start at 1 and only increase; they need not be contiguous while migrations are
    /// written on parallel branches.
    @Test func migrationsAreNumberedInOrder() {
        let numbers = Migration.embedded.map(\.number)
        #expect(numbers.first == 1)
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })
    }
}
