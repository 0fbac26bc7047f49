import CatalogEditing
import Foundation
import TestSupport
import Testing

/// What `preview` does without being told: where it samples, which options it takes, how it
/// prints numbers and images.
@Suite struct PreviewDefaultsTests {
    /// The offsets of a CSV preview (its first column).
    static func offsets(_ csv: String) -> [Double] {
        csv.split(separator: "\r\n").dropFirst().compactMap { Double($0.split(separator: ",")[0]) }
    }

    /// fade-up is a view timeline over `entry` for a 100 pt row whose top sits at the bottom of
    /// an 844 pt viewport (content y = 844): it enters from offset 0 (its top at the viewport's
    /// bottom edge) to offset 100 (its bottom there). 100 / 20 = 5 is a round step, so the
    /// samples inside are 0, 5, …, 100 (21), with a tenth of the span, 10 pt, after it (not
    /// before: that would pull the list down past its top).
    @Test func aPresetIsSampledWhereItMoves() throws {
        let workspace = try Workspace()
        let csv = try workspace.runOnCatalog(["preview", "fade-up", "--format", "csv"]).standardOutput
        let offsets = Self.offsets(csv)
        #expect(offsets == stride(from: 0.0, through: 110, by: 5).map { $0 })
        #expect(offsets.filter { (0...100).contains($0) }.count == 21)
        // Before the entry the card is transparent, after it opaque.
        #expect(csv.contains("\r\n0,0,100\r\n") && csv.contains("\r\n100,1,0\r\n"))
        let help = try workspace.run(["preview", "--help"], environment: ["COLUMNS": "200"]).standardOutput
        #expect(help.contains("at least 20 samples where the preset moves"))
        #expect(help.contains("VIEWPORT-LENGTH,ROW-HEIGHT, i.e. 844,100 vertically"))
    }

    /// The seed menu: 10 rows of 100 pt in an 844 pt viewport scroll at most 1000 − 844 = 156.
    @Test func aMenuIsSampledUpToItsLastReachableOffset() throws {
        let workspace = try Workspace()
        let csv = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--format", "csv"]).standardOutput
        #expect(Array(Set(Self.offsets(csv))).sorted() == [0, 50, 100, 150, 156])
    }

    @Test func negativeNumbersNeedNoEqualsSign() throws {
        let workspace = try Workspace()
        let spaced = try workspace.runOnCatalog(["preview", "stretch-header", "--offsets", "-200:200:100", "-f", "csv"])
        let equals = try workspace.runOnCatalog(["preview", "stretch-header", "--offsets=-200:200:100", "-f", "csv"])
        #expect(spaced.exitCode == 0, "\(spaced.standardError)")
        #expect(spaced.standardOutput == equals.standardOutput)
        #expect(Self.offsets(spaced.standardOutput) == [-200, -100, 0, 100, 200])
        let frame = try workspace.runOnCatalog(["preview", "fade-up", "--item-frame", "-100,100", "--offsets", "-944", "-f", "csv"])
        // The item's top at content -100 is at the viewport's bottom (844) when the offset is -944.
        #expect(frame.standardOutput == "offset,card.alpha,card.translationY\r\n-944,0,100\r\n")
        let sample = try workspace.run(["easing", "linear", "--at", "-0.5,0.5", "-f", "csv"])
        #expect(sample.standardOutput == "t,value\r\n-0.5,-0.5\r\n0.5,0.5\r\n")
        try workspace.expectFailure(
            ["preview", "fade-up", "--row-height", "-5"], exitCode: 64,
            message: "'--row-height <points>': must be a number from 0.01 to 1000000 (is -5)")
    }

    @Test func optionsThatDoNotApplyToAMenuAreRefusedByName() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["preview", "aeris-map-layers", "--item-frame", "0,100"], exitCode: 64,
            message: "--item-frame: an item frame does not apply to menu")
        try workspace.expectFailure(
            ["preview", "aeris-map-layers", "--image", "radar", "--item-frame", "0,100"], exitCode: 64,
            message: "--item-frame: an item frame and an image do not apply to menu 'aeris-map-layers'")
        try workspace.expectFailure(
            ["easing", "outBack", "--at", "0,1", "--format", "svg"], exitCode: 64, message: "--at does not apply to --format svg",
            onCatalog: false)
    }

    /// Whatever the preset, no number a script reads is `-0` or float noise such as `1e-15`.
    @Test func previewNumbersHaveNoNegativeZeroAndNoNoise() throws {
        let workspace = try Workspace()
        let presets = try workspace.openCatalog().presets().map(\.name)
        // Every preset of seed/catalog.json, counted from the file itself.
        let seed = try JSONSerialization.jsonObject(with: Data(contentsOf: repositoryRoot.appendingPathComponent("seed/catalog.json")))
        #expect(presets.count == ((seed as? [String: Any])?["presets"] as? [Any])?.count)
        for preset in presets {
            let csv = try workspace.runOnCatalog(["preview", preset, "--format", "csv"]).standardOutput
            let cells = csv.split(separator: "\r\n").dropFirst().flatMap { $0.split(separator: ",") }
            for cell in cells where Double(cell) != nil {
                #expect(cell != "-0" && !cell.contains("e"), "\(preset): \(cell)")
            }
        }
    }

    @Test func theHTMLPageEmbedsSmallImageFilesAndDrawsLargeOnesAsPlaceholders() throws {
        let workspace = try Workspace()
        let small = try ImageFileTests.png("Assets/tall@2x.png", in: workspace.folder, width: 780, height: 440)
        #expect(try workspace.runOnCatalog(["images", "update", "radar", "--file", "Assets/tall@2x.png"]).exitCode == 0)
        let page = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--format", "html"]).standardOutput
        let base64 = try Data(contentsOf: small).base64EncodedString()
        #expect(page.contains("data:image/png;base64,\(base64)"))
        #expect(!page.contains("file://"))

        // A file over 2 MB (2 × 1024 × 1024 bytes) in all is drawn as the placeholder, never
        // linked, and one line on stderr says which image.
        var large = try Data(contentsOf: small)
        large.append(Data(count: 2 * 1024 * 1024))
        try large.write(to: small)
        let result = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--format", "html"])
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains("file:") && !result.standardOutput.contains(small.path))
        #expect(!result.standardOutput.contains("data:image/png;base64,"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("'radar'") && result.standardError.contains("2 MB"))
    }
}
