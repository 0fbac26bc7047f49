import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// docs/APP.md's per-frame code for the Aeris menu (ReadmeAerisMenu.swift) is the code docs/APP.md
/// shows, and it animates the seed menu as docs/DESIGN.md says the Aeris background moves.
@Suite struct ReadmeAerisMenuTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The lines between `// README: begin aeris-menu` and `// README: end aeris-menu`.
    static func snippet() throws -> String {
        let source = try String(contentsOf: testsFolder.appendingPathComponent("ReadmeAerisMenu.swift"), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// README: begin aeris-menu"))
        let end = try #require(lines.firstIndex(of: "// README: end aeris-menu"))
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    @Test func theReadmeShowsExactlyThisCode() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/APP.md"), encoding: .utf8)
        let snippet = try Self.snippet()
        #expect(snippet.count > 1000)
        #expect(page.contains("```swift\n" + snippet + "\n"), "docs/APP.md must show ReadmeAerisMenu.swift's marked lines exactly")
    }

    /// docs/DESIGN.md: with d = viewportHeight/2 − cellTopInViewport and travel = imageHeight −
    /// rowHeight, the image view's top inside the cell is −travel/2 + (d / viewportHeight)·travel.
    /// The seed's rows are 100 pt with 200 pt images (travel 100) in a 390 × 844 viewport.
    @Test(arguments: [(0, 0.0), (2, 150), (5, 300), (9, 480)])
    func eachRowsImageMovesAsTheDesignSays(row: Int, contentOffset: Double) throws {
        let file = try TemporaryCatalog()
        let viewport = ScrollMetrics.Size(width: 390, height: 844)
        let animation = try AerisMenuAnimation(library: try PresetLibrary(contentsOf: file.path), viewport: viewport)
        #expect(animation.rows.count == 10)
        #expect(animation.rows[row].item.rowHeight == 100)
        #expect(animation.rows[row].item.image?.pointHeight == 200)

        let top = Double(row) * 100
        let state = animation.backgroundState(ofRow: row, top: top, contentOffset: contentOffset, viewport: viewport)
        let d = 844 / 2 - (top - contentOffset)
        let expected = -100 / 2 + (d / 844) * 100
        let transform = try #require(state.transform)
        #expect(abs(transform.m42 - expected) < 1e-9, "row \(row) at offset \(contentOffset)")
        var translated = Transform3D.identity
        translated.m42 = transform.m42
        #expect(transform == translated)
        #expect(state.alpha == nil)
    }
}
