import Foundation
import TestSupport
import Testing

/// Big catalogs through the built tool: `export` writes as it reads, in memory that does not
/// grow with the catalog, and `import` takes documents up to 2 KiB per preset of its
/// 1,000,000-preset limit, 2,048,000,000 bytes (docs/RELIABILITY.md, "Reads are bounded before
/// they are made"); whitespace is named as such.
@Suite(.serialized) struct LargeDocumentTransferTests {
    /// The documented limit of a catalog document, worked out from the documented preset limit.
    static let documentLimit = 1_000_000 * 2048

    /// A document of `count` presets shaped as the import benchmark's: 3 tracks of 3 keyframes,
    /// named from `bulk-FIRST` on.
    static func document(presets count: Int, from first: Int = 0) -> String {
        var text = #"{"format": "parallax-catalog", "version": 1, "presets": ["#
        for index in first..<(first + count) {
            let tracks = ["alpha", "translationY", "scale"].enumerated().map { track, property in
                let values = (0..<3).map { Double(index % 1000) + Double(track) * 0.25 + Double($0) * 0.125 }
                return #"{"target": "card", "property": "\#(property)", "keyframes": ["#
                    + #"{"at": 0, "value": \#(values[0]), "easing": "outCubic"}, {"at": 0.5, "value": \#(values[1])}, "#
                    + #"{"at": 1, "value": \#(values[2])}]}"#
            }
            text +=
                (index == first ? "" : ",") + #"{"name": "bulk-\#(index)", "kind": "custom", "timeline": {"viewportCenter": {}}, "#
                + #""tracks": [\#(tracks.joined(separator: ", "))]}"#
        }
        return text + "]}\n"
    }

    /// Exporting 20,000 presets (some 30 MB of JSON) costs hardly more memory than exporting
    /// 5,000 (some 7 MB): the peak grows by far less than the text grows, which a document built
    /// whole before it is written would hold several times over. (Against an empty catalog's
    /// export the peak is some 7 MB higher whatever the count: SQLite's page cache and the
    /// first pages' buffers.) The file equals what stdout gets.
    @Test func exportMemoryDoesNotGrowWithTheCatalog() throws {
        let workspace = try Workspace(seeded: false)
        let executable = try #require(ToolRunner.executable).path
        func export(to name: String) throws -> (peak: Int, size: Int, path: String) {
            let out = workspace.folder.appendingPathComponent(name).path
            let exported = try MeasuredRun.run(executable, ["export", "--out", out, "--catalog", workspace.catalog])
            #expect(exported.exitCode == 0, "\(exported.standardError)")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int)
            return (exported.peakMemory, size, out)
        }
        func add(_ count: Int, from first: Int) throws {
            let source = try workspace.write(Self.document(presets: count, from: first), to: "bulk-\(first).json")
            let imported = try workspace.runOnCatalog(["import", source])
            #expect(imported.exitCode == 0, "\(imported.standardError)")
        }
        try add(5_000, from: 0)
        let small = try export(to: "small.json")
        try add(15_000, from: 5_000)
        let large = try export(to: "export.json")
        #expect(large.size > 20 << 20)
        let grown = large.peak - small.peak
        #expect(grown < (large.size - small.size) / 8, "\(large.size - small.size) more bytes took \(grown) bytes more memory")
        let streamed = try workspace.runOnCatalog(["export"])
        #expect(streamed.standardOutput.utf8.count == large.size)
        #expect(Data(streamed.standardOutput.utf8) == (try Data(contentsOf: URL(fileURLWithPath: large.path))))
    }

    /// A document past the old 64 MiB limit (the seed's export with 70 MB of whitespace between
    /// its members) imports into an empty catalog, which then exports what was exported.
    @Test func aDocumentPastSixtyFourMebibytesImports() throws {
        let seeded = try Workspace()
        let export = try seeded.runOnCatalog(["export"]).standardOutput
        let padded = export.replacingOccurrences(of: "\n  \"format\"", with: String(repeating: " ", count: 70_000_000) + "\n  \"format\"")
        #expect(padded.utf8.count > 64 << 20)
        let empty = try Workspace(seeded: false)
        let file = try empty.write(padded, to: "padded.json")
        let imported = try empty.runOnCatalog(["import", file])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(try empty.runOnCatalog(["export"]).standardOutput == export)
    }

    /// One byte past the limit is refused by its size before a byte is read (a sparse file), and
    /// 40 MB of spaces, within it, is not JSON because it holds only whitespace; neither
    /// changes the catalog.
    @Test func pastTheLimitIsTooLargeAndOnlySpacesSaySo() throws {
        let workspace = try Workspace()
        let sparse = workspace.folder.appendingPathComponent("sparse.json").path
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, off_t(Self.documentLimit + 1)) == 0)
        try workspace.expectFailure(
            ["import", sparse], exitCode: 65,
            message:
                "too large: more than \(Self.documentLimit) bytes, the most a catalog document may hold (it has \(Self.documentLimit + 1))"
        )
        let spaces = try workspace.write(String(repeating: " ", count: 40_000_000), to: "spaces.json")
        try workspace.expectFailure(
            ["import", spaces], exitCode: 65, message: "spaces.json: not JSON (it holds only whitespace, 40000000 bytes)")
        try workspace.expectFailure(
            ["presets", "create", "--file", "-"], exitCode: 65, message: "stdin: too large: more than 1048576 bytes",
            input: String(repeating: " ", count: 2_000_000))
    }
}
