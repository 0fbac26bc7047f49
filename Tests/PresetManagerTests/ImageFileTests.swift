import CatalogEditing
import Foundation
import TestSupport
import Testing

/// Images added or updated from files: the URI recorded relative to the catalog's folder, the
/// scale an @2x/@3x name gives, the byte size and SHA-256 (checked against coreutils'
/// `sha256sum`).
@Suite struct ImageFileTests {
    /// Writes a PNG header of the given size at `path` inside `folder`.
    static func png(_ path: String, in folder: URL, width: UInt32, height: UInt32) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ImageCommandTests.png(width: width, height: height).write(to: url)
        return url
    }

    @Test func aRelativeFileIsRecordedRelativeToTheCatalogsFolder() throws {
        let workspace = try Workspace()
        let file = try Self.png("Assets/radar@2x.png", in: workspace.folder, width: 750, height: 440)
        // Run in the catalog's folder: the path stays as typed.
        let added = try workspace.runOnCatalog(["images", "add", "radar-hd", "--file", "Assets/radar@2x.png"])
        #expect(added.standardOutput == "added image 'radar-hd' (750x440 px, png)\n")
        let image = try workspace.openCatalog().image(named: "radar-hd").definition
        #expect(image.uri == "Assets/radar@2x.png" && image.scale == 2)
        #expect(image.byteSize == 33)
        #expect(image.sha256 == (try Shell.sha256(of: file)))
        let show = try workspace.runOnCatalog(["images", "show", "radar-hd"]).standardOutput
        #expect(show.contains("sha256:  \(try Shell.sha256(of: file))\n"))
        #expect(show.contains("bytes:   33\n"))
        // Shown by no menu item: the lines say so, and no empty table follows.
        #expect(show.hasSuffix("used by: no menu items\n"))

        // Run in a subfolder: the path is rewritten from there to the catalog's folder.
        let sub = workspace.folder.appendingPathComponent("work")
        _ = try Self.png("pics/wind@3x.png", in: sub, width: 1125, height: 600)
        let fromSub = try ToolRunner.run(
            ["images", "add", "wind-hd", "--file", "pics/wind@3x.png", "--catalog", workspace.catalog], environment: workspace.environment,
            in: sub)
        #expect(fromSub.exitCode == 0, "\(fromSub.standardError)")
        let wind = try workspace.openCatalog().image(named: "wind-hd").definition
        #expect(wind.uri == "work/pics/wind@3x.png" && wind.scale == 3)
    }

    /// `validate` computes the digest of every image file present again: a file changed after it
    /// was added is a problem naming the image (and the catalog is not touched); a missing file
    /// is not; `images update --file` records the new digest.
    @Test func validateRechecksTheFilesThatArePresent() throws {
        let workspace = try Workspace()
        let file = try Self.png("Assets/radar@2x.png", in: workspace.folder, width: 750, height: 440)
        #expect(try workspace.runOnCatalog(["images", "add", "radar-hd", "--file", "Assets/radar@2x.png"]).exitCode == 0)
        #expect(try workspace.runOnCatalog(["validate"]).exitCode == 0)

        let recorded = try Shell.sha256(of: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("trailing bytes".utf8))
        try handle.close()
        let changed = try Shell.sha256(of: file)
        let before = try workspace.dump()
        let result = try workspace.runOnCatalog(["validate", "--format", "csv"])
        #expect(result.exitCode == 65)
        #expect(try workspace.dump() == before)
        #expect(
            result.standardOutput == "subject,problem\r\n"
                + "image 'radar-hd',\"file Assets/radar@2x.png has SHA-256 \(changed.prefix(12))…, the catalog recorded "
                + "\(recorded.prefix(12))…: it changed since it was added; images update radar-hd --file FILE records it again\"\r\n")

        #expect(try workspace.runOnCatalog(["images", "update", "radar-hd", "--file", "Assets/radar@2x.png"]).exitCode == 0)
        #expect(try workspace.runOnCatalog(["validate"]).exitCode == 0)
        try FileManager.default.removeItem(at: file)
        #expect(try workspace.runOnCatalog(["validate"]).exitCode == 0)
    }

    @Test func aCatalogInAnotherFolderGetsAPathThatClimbsOutOfIt() throws {
        let workspace = try Workspace()
        let nested = workspace.folder.appendingPathComponent("catalogs/app.sqlite").path
        #expect(try workspace.run(["init", "--catalog", nested]).exitCode == 0)
        _ = try Self.png("Assets/cloud.png", in: workspace.folder, width: 780, height: 520)
        let added = try workspace.run(["images", "add", "cloud", "--file", "Assets/cloud.png", "--scale", "2", "--catalog", nested])
        #expect(added.exitCode == 0, "\(added.standardError)")
        let image = try CatalogEditor.openReadOnly(at: nested).image(named: "cloud").definition
        #expect(image.uri == "../Assets/cloud.png" && image.scale == 2)
    }

    @Test func scaleGivenOverridesTheName() throws {
        let workspace = try Workspace()
        _ = try Self.png("big@3x.png", in: workspace.folder, width: 900, height: 900)
        #expect(try workspace.runOnCatalog(["images", "add", "big", "--file", "big@3x.png", "--scale", "1"]).exitCode == 0)
        #expect(try workspace.openCatalog().image(named: "big").definition.scale == 1)
        let same = try workspace.runOnCatalog(["images", "update", "big", "--scale", "1"])
        #expect(same.standardOutput == "image 'big' unchanged (900x900 px, png)\n")
    }

    @Test func updateFromAFileChangesEverythingItDescribesTogether() throws {
        let workspace = try Workspace()
        let file = try Self.png("Assets/radar-new@2x.png", in: workspace.folder, width: 800, height: 480)
        let updated = try workspace.runOnCatalog(["images", "update", "radar", "--file", "Assets/radar-new@2x.png"])
        #expect(updated.standardOutput == "updated image 'radar' (800x480 px, png)\n")
        let radar = try workspace.openCatalog().image(named: "radar").definition
        #expect(radar.uri == "Assets/radar-new@2x.png" && radar.format == .png && radar.scale == 2)
        #expect(radar.pixelWidth == 800 && radar.pixelHeight == 480 && radar.byteSize == 33)
        #expect(radar.sha256 == (try Shell.sha256(of: file)))
    }
}
