import Foundation
import Testing

@Suite struct InitAndLocationTests {
    @Test func initCreatesASeededCatalog() throws {
        let workspace = try Workspace()
        let catalog = try workspace.openCatalog()
        #expect(try catalog.menu(named: "aeris-map-layers").definition.items.count >= 8)
        #expect(try catalog.preset(named: "stretch-header").revision == 1)
    }

    @Test func initEmptyCreatesNoEntries() throws {
        let workspace = try Workspace(seeded: false)
        #expect(try workspace.openCatalog().presets().isEmpty)
        let listing = try workspace.runOnCatalog(["presets", "list"])
        #expect(listing.exitCode == 0)
        #expect(listing.standardOutput == "name  kind  revision  summary\n")
    }

    @Test func initNeverOverwrites() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(["init"], exitCode: 73, message: "already exists")
    }

    @Test func initReportsWhatItCreated() throws {
        let workspace = try Workspace()
        let path = workspace.folder.appendingPathComponent("sub/dir/new.sqlite").path
        let result = try workspace.run(["init", "--catalog", path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "created catalog \(path) (seeded)\n")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// With no --catalog and no PRESET_CATALOG the default catalog under XDG_DATA_HOME is
    /// created and seeded on first use, with one line on stderr; later runs say nothing.
    @Test func defaultCatalogIsCreatedOnFirstUse() throws {
        let workspace = try Workspace()
        let first = try workspace.run(["preview", "aeris-map-layers"])
        let defaultPath = workspace.environment["XDG_DATA_HOME"]! + "/parallax-presets/catalog.sqlite"
        #expect(first.exitCode == 0)
        #expect(first.errorLines == ["preset-manager: created the default catalog at \(defaultPath) (seeded)"])
        #expect(first.standardOutput.contains("\n\noffset  position  title"))
        #expect(first.standardOutput.contains("Radar"))
        let second = try workspace.run(["presets", "list", "--limit", "1"])
        #expect(second.exitCode == 0)
        #expect(second.standardError.isEmpty)
    }

    @Test func presetCatalogVariableNamesTheCatalog() throws {
        let workspace = try Workspace(seeded: false)
        let result = try workspace.run(["presets", "list", "--format", "json"], environment: ["PRESET_CATALOG": workspace.catalog])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "[]\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func missingExplicitCatalogIsNoInput() throws {
        let workspace = try Workspace()
        let result = try workspace.run(["presets", "list", "--catalog", "absent.sqlite"])
        #expect(result.exitCode == 66)
        #expect(result.errorLines == ["preset-manager: catalog 'absent.sqlite' does not exist (create it with init)"])
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("absent.sqlite").path))
    }

    @Test func aFileThatIsNotACatalogIsInvalidData() throws {
        let workspace = try Workspace()
        let path = try workspace.write("not a database", to: "notes.sqlite")
        let result = try workspace.run(["presets", "list", "--catalog", path])
        #expect(result.exitCode == 65)
        #expect(result.errorLines.count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a database")
    }
}
