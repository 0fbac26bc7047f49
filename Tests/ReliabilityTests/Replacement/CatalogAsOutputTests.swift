import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// An output path is never the catalog's own file: `export -o catalog.sqlite -c
    /// catalog.sqlite` would replace the catalog with CSS, and a document written as its `-wal`
    /// would be read as its log. Refused by identity (the file, a hard link, a symbolic link, a
    /// path through `..`) and by name for a companion that does not exist yet: exit 73, one
    /// line naming it, the catalog's dump and the folder's listing unchanged.
    @Suite struct CatalogAsOutputTests {
        /// A catalog (seeded by the built tool) with names for it made every way the tool must see through.
        final class Workspace {
            let directory: TemporaryDirectory
            var catalog: String { directory.file("catalog.sqlite") }

            init() throws {
                directory = try TemporaryDirectory()
                let made = try ToolRunner.run(["init", "--catalog", catalog])
                try #require(made.exitCode == 0, "\(made.standardError)")
                try #require(link(catalog, directory.file("hard-link.sqlite")) == 0)
                try #require(symlink(catalog, directory.file("symbolic-link.sqlite")) == 0)
                try FileManager.default.createDirectory(atPath: directory.file("sub"), withIntermediateDirectories: false)
            }
        }

        /// The outputs that are the catalog, and the commands that write them.
        static let outputs = [
            "catalog.sqlite", "hard-link.sqlite", "symbolic-link.sqlite", "sub/../catalog.sqlite", "catalog.sqlite-wal",
            "catalog.sqlite-shm", "catalog.sqlite-journal",
        ]
        static let writers: [[String]] = [
            ["export", "fade-up", "--format", "css"], ["export"], ["preview", "fade-up", "--format", "svg"],
            ["easing", "outCubic", "--format", "svg"],
        ]

        @Test(arguments: writers)
        func anOutputOnTheCatalogIsRefused(command: [String]) throws {
            let workspace = try Workspace()
            let before = try SQLiteShell.dumpOfClosedFile(workspace.catalog)
            let listing = try workspace.directory.listing()
            let bytes = try Data(contentsOf: URL(fileURLWithPath: workspace.catalog))
            for output in Self.outputs {
                let result = try ToolRunner.run(
                    command + ["-o", workspace.directory.file(output), "--catalog", workspace.catalog],
                    environment: ["HOME": workspace.directory.path])
                #expect(result.exitCode == 73, "\(command) -o \(output): \(result.exitCode) \(result.standardError)")
                #expect(result.errorLines.count == 1 && result.standardError.contains("the catalog"), "\(output): \(result.standardError)")
                #expect(result.standardOutput.isEmpty)
                #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.catalog)) == bytes, "\(output) changed the catalog")
                #expect(try workspace.directory.listing() == listing, "\(output) left a file")
            }
            #expect(try SQLiteShell.dumpOfClosedFile(workspace.catalog) == before)
        }

        /// The same command with another name beside the catalog writes it (what the refusal is
        /// refusing is the catalog, not the folder or the name's look).
        @Test func anOutputBesideTheCatalogIsWritten() throws {
            let workspace = try Workspace()
            let output = workspace.directory.file("catalog.sqlite.css")
            let result = try ToolRunner.run(["export", "fade-up", "--format", "css", "-o", output, "--catalog", workspace.catalog])
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(try String(contentsOfFile: output, encoding: .utf8).contains("@keyframes"))
        }

        /// `keys generate --out` the catalog's `-wal`, which does not exist: refused by name, no
        /// key file made there.
        @Test func aKeyIsNotCreatedAsTheCatalogsLog() throws {
            let workspace = try Workspace()
            let log = workspace.catalog + "-wal"
            let result = try ToolRunner.run(
                ["keys", "generate", "--out", log], environment: ["HOME": workspace.directory.path, "PRESET_CATALOG": workspace.catalog])
            #expect(result.exitCode == 73, "\(result.standardError)")
            #expect(result.errorLines.count == 1)
            #expect(!FileManager.default.fileExists(atPath: log))
        }

        /// `publish` into a folder whose `manifest.json` is a FIFO: it does not wait for a writer
        /// (the open is non-blocking and only a regular file is read), refuses in one line, and the
        /// FIFO stays a FIFO.
        @Test func publishBesideAFIFODoesNotHang() throws {
            let workspace = try Workspace()
            let key = workspace.directory.file("signing.pem")
            #expect(try ToolRunner.run(["keys", "generate", "--out", key]).exitCode == 0)
            let site = workspace.directory.file("site")
            try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
            try #require(mkfifo(site + "/manifest.json", 0o644) == 0)
            let started = ContinuousClock.now
            let executable = try #require(ToolRunner.executable)
            let result = try MeasuredRun.run(
                executable.path, ["publish", "--key", key, "--version", "1", "--out", site, "--catalog", workspace.catalog], deadline: 60)
            #expect(ContinuousClock.now - started < .seconds(30), "publish waited on the FIFO")
            #expect(result.exitCode == 65, "\(result.standardError)")
            #expect(result.errorLines.count == 1 && result.standardError.contains("not a regular file"), "\(result.standardError)")
            var status = stat()
            #expect(lstat(site + "/manifest.json", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        }

        /// `publish` whose manifest path is the signing key (a hard link in the folder): refused, 73,
        /// the key unchanged.
        @Test func publishOverTheKeyIsRefused() throws {
            let workspace = try Workspace()
            let key = workspace.directory.file("signing.pem")
            #expect(try ToolRunner.run(["keys", "generate", "--out", key]).exitCode == 0)
            let site = workspace.directory.file("site")
            try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
            try #require(link(key, site + "/manifest.json") == 0)
            let keyBytes = try Data(contentsOf: URL(fileURLWithPath: key))
            let result = try ToolRunner.run(["publish", "--key", key, "--version", "1", "--out", site, "--catalog", workspace.catalog])
            #expect(result.exitCode == 73, "\(result.standardError)")
            #expect(result.standardError.contains("the signing key"), "\(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: key)) == keyBytes)
        }
    }
}
