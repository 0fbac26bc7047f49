import CatalogEditing
import Foundation
import HTTPTypes
import PresetStudio
import TestSupport
import Testing

/// No descriptor on the catalog but SQLite's: an image whose URI names the catalog, its `-wal`
/// or `-shm` (by name, by a hard link, by a symbolic link) is refused by the image route before
/// anything opens it, so the studio keeps its locks on the catalog, and another process's
/// writes and the studio's own all reach the file.
@Suite(.serialized, .onOwnThreads) struct OwnedFilesTests {
    /// The POSIX locks this process holds on the files at `paths`, as `/proc/locks` lists them:
    /// kind, access, device:inode and byte range (the line number and any waiters left out).
    static func locks(on paths: [String]) throws -> Set<String> {
        let pid = String(getpid())
        let inodes = Set(
            try paths.map { path in
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                return ":" + String((attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
            })
        // Read to the end by cat: the table can be longer than one read of a /proc file.
        let table = try Shell.output(["cat", "/proc/locks"])
        return Set(
            table.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ").filter { $0 != "->" }
                guard fields.count >= 8, fields[1] == "POSIX", fields[4] == pid,
                    inodes.contains(where: { fields[5].hasSuffix($0) })
                else { return nil }
                return fields[1...].joined(separator: " ")
            })
    }

    @Test func theCatalogsOwnFilesAreNeverServedAndTheStudioKeepsItsLocks() async throws {
        let fixture = try StudioFixture()
        let folder = fixture.folder
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: fixture.path, toPath: folder.appendingPathComponent("images/hard.png").path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("images/soft.png").path, withDestinationPath: fixture.path + "-shm")
        let own = [
            ("self", "catalog.sqlite"), ("log", "catalog.sqlite-wal"), ("index", "catalog.sqlite-shm"),
            ("hard", "images/hard.png"), ("soft", "images/soft.png"), ("absolute", fixture.path),
        ]
        for (name, uri) in own {
            _ = try Shell.output([
                "sqlite3", fixture.path,
                "INSERT INTO images (name, uri, pixel_width, pixel_height, scale, format) VALUES ('\(name)', '\(uri)', 1, 1, 1, 'png')",
            ])
        }
        try await fixture.withClient { client in
            // A write opens the studio's -wal and -shm; its locks on them are what must stay.
            #expect(try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "opened")).status == .created)
            let held = try Self.locks(on: [fixture.path, fixture.path + "-shm"])
            #expect(!held.isEmpty, "the studio holds no lock to watch; /proc/locks changed its layout?")
            for (name, _) in own {
                let response = try await client.send(.get, "/api/images/\(name)/file")
                #expect(response.status == .forbidden, "\(name): \(response.status) \(response.text.prefix(120))")
                #expect(!response.text.contains("SQLite format 3"), "\(name)")
            }
            #expect(try Self.locks(on: [fixture.path, fixture.path + "-shm"]) == held)

            // Other processes' commits and the studio's, interleaved, all reach the file.
            for index in 0..<6 {
                let created = try ToolRunner.run(
                    ["presets", "create", "--file", "-", "--catalog", fixture.path],
                    input: Data(PresetRouteTests.fadeUp(name: "cli-\(index)").utf8))
                #expect(created.exitCode == 0, "\(created.standardError)")
                let saved = try await client.send(.post, "/api/presets", body: PresetRouteTests.fadeUp(name: "studio-\(index)"))
                #expect(saved.status == .created, "\(saved.text)")
            }
            let names = try Shell.output(["sqlite3", "-readonly", fixture.path, "SELECT name FROM presets"]).split(separator: "\n")
            for index in 0..<6 {
                #expect(names.contains("cli-\(index)") && names.contains("studio-\(index)"), "\(index)")
            }
            #expect(try fixture.query("PRAGMA integrity_check") == "ok")
            #expect(try Self.locks(on: [fixture.path, fixture.path + "-shm"]) == held)
        }
    }

    /// The one check both the image route and page embedding make: by identity, so a hard link
    /// or a symbolic link to the catalog is caught, and a file that merely has a similar name is not.
    @Test func theCheckGoesByIdentityNotByName() throws {
        let catalog = try TemporaryCatalog()
        let own = OwnedFiles(catalogPath: catalog.path)
        let hard = catalog.file("hard-link")
        let soft = catalog.file("soft-link")
        let lookalike = catalog.file("catalog.sqlite.png")
        try FileManager.default.linkItem(atPath: catalog.path, toPath: hard)
        try FileManager.default.createSymbolicLink(atPath: soft, withDestinationPath: catalog.path)
        try Data("not the catalog".utf8).write(to: URL(fileURLWithPath: lookalike))
        #expect(own.contains(catalog.path))
        #expect(own.contains(hard))
        #expect(own.contains(soft))
        #expect(own.contains(catalog.directory.path + "/./catalog.sqlite"))
        #expect(!own.contains(lookalike))
        #expect(!own.contains(catalog.file("missing")))
        #expect(!OwnedFiles(catalogPath: nil).contains(catalog.path))
        #expect(FileManager.default.createFile(atPath: catalog.path + "-journal", contents: Data()))
        #expect(own.contains(catalog.path + "-journal"))
    }
}
