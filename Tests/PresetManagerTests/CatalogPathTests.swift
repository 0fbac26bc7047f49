import Foundation
import TestSupport
import Testing

/// `--catalog PATH` names a file, whatever it looks like: never an SQLite URI (`file:…`) or an
/// in-memory database (`:memory:`), and a symbolic link is followed to the file it leads to,
/// where the catalog's `-wal` and `-shm` are kept too.
@Suite struct CatalogPathTests {
    /// `init` then a write then a read, each its own process: the writes land in a file of
    /// exactly the given name in the current folder, and nothing else is made there.
    @Test(arguments: ["file:x.sqlite", "file:y.sqlite?mode=memory", ":memory:"])
    func aNameSQLiteWouldReadAsAURIIsAFileOfThatName(name: String) throws {
        let workspace = try Workspace(seeded: false)
        let folder = workspace.folder.appendingPathComponent("names")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = { (arguments: [String]) in
            try ToolRunner.run(arguments + ["--catalog", name], environment: workspace.environment, in: folder)
        }
        let created = try run(["init", "--empty"])
        #expect(created.exitCode == 0, "\(name): \(created.standardError)")
        let file = try workspace.write(TrajectoryBoundsTests.smoothed, to: "preset.json")
        #expect(try run(["presets", "create", "--file", file]).exitCode == 0)
        let listed = try run(["presets", "list", "--format", "csv"])
        #expect(listed.standardOutput.contains("smoothed-turn"), "\(name): \(listed.standardError)")
        // The one file made is the name itself; the catalog is closed, so no -wal or -shm is left.
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(made == [name], "\(name): \(made)")
    }

    /// A catalog reached through a symbolic link (relative, in another folder): read and written
    /// through it, the change is in the file the link leads to, the link stays a link, and the
    /// companions SQLite makes are beside the file, none beside the link.
    @Test func aSymbolicLinkToACatalogIsFollowed() throws {
        let workspace = try Workspace()
        let links = workspace.folder.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let link = links.appendingPathComponent("catalog.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../catalog.sqlite")
        let before = try workspace.dump()
        #expect(try workspace.run(["presets", "show", "fade-up", "--catalog", link]).exitCode == 0)
        #expect(try workspace.run(["validate", "--catalog", link]).exitCode == 0)
        #expect(try workspace.dump() == before)
        let copied = try workspace.run(["presets", "copy", "fade-up", "fade-through-link", "--catalog", link])
        #expect(copied.exitCode == 0, "\(copied.standardError)")
        #expect(try workspace.openCatalog().preset(named: "fade-through-link").revision == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../catalog.sqlite")
        #expect(try FileManager.default.contentsOfDirectory(atPath: links.path) == ["catalog.sqlite"])
    }

    /// A link that leads nowhere is no catalog: reading through it says the catalog does not
    /// exist, and the link is left as it was.
    @Test func aSymbolicLinkToNothingIsRefusedAndKept() throws {
        let workspace = try Workspace()
        let link = workspace.folder.appendingPathComponent("dangling.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.sqlite")
        let before = try workspace.dump()
        let listed = try workspace.run(["presets", "list", "--catalog", link])
        #expect(listed.exitCode == 66, "\(listed.standardError)")
        #expect(listed.errorLines.count == 1 && listed.standardError.contains("does not exist"), "\(listed.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "nowhere.sqlite")
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("nowhere.sqlite").path))
        #expect(try workspace.dump() == before)
    }
}
