import Foundation
import TestSupport
import Testing

@testable import PresetStore

/// The library carries compiled copies of migrations/ and seed/ (SwiftPM's embedded resources);
/// they must equal the folders, and the table naming the migration files must list every file.
@Suite struct EmbeddedResourcesTests {
    private let hint = "list the file in Sources/PresetStore/Embedded/EmbeddedResources.swift"

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
        #expect(Data(EmbeddedSeed.catalogJSON.utf8) == onDisk, "seed/catalog.json differs from its embedded copy")
    }

    /// Numbers start at 1 and only increase; they need not be contiguous while migrations are
    /// written on parallel branches.
    @Test func migrationsAreNumberedInOrder() {
        let numbers = Migration.embedded.map(\.number)
        #expect(numbers.first == 1)
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The resources really are the repository's folders, reached through symlinks (a copy in
    /// the target would drift from them).
    @Test func theTargetsResourcesAreSymlinksToTheFolders() throws {
        let resources = repositoryRoot.appendingPathComponent("Sources/PresetStore/Resources")
        let manager = FileManager.default
        #expect(try manager.destinationOfSymbolicLink(atPath: resources.appendingPathComponent("migrations").path) == "../../../migrations")
        #expect(
            try manager.destinationOfSymbolicLink(atPath: resources.appendingPathComponent("catalog.json").path)
                == "../../../seed/catalog.json")
    }
}
