import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// README.md's "For an iOS developer": the catalog block is ReadmeCatalogRows.swift's marked
/// lines and works on the seed catalog; the UIKit and SwiftUI blocks are short and use only
/// the two products that compile for iOS (`scripts/readme-ios-blocks.sh` compiles them against
/// the iOS SDK).
@Suite struct ReadmeIOSDeveloperTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The section's `swift` blocks, each without its fences.
    static func sectionBlocks() throws -> [String] {
        let readme = try readme()
        let start = try #require(readme.range(of: "## For an iOS developer\n"))
        let section = readme[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    @Test func theCatalogBlockIsTheCompiledOne() throws {
        let source = try String(contentsOf: Self.testsFolder.appendingPathComponent("ReadmeCatalogRows.swift"), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// README: begin catalog-rows"))
        let end = try #require(lines.firstIndex(of: "// README: end catalog-rows"))
        let snippet = lines[(begin + 1)..<end].joined(separator: "\n")
        #expect(try Self.sectionBlocks().contains(snippet), "README.md must show ReadmeCatalogRows.swift's marked lines exactly")
    }

    /// docs/DESIGN.md's Aeris formula for each row: image top = −50 + (d / 844)·100 with
    /// d = 844/2 − the row's top in the viewport (rows of 100 pt, images of 200 pt).
    @Test func theCatalogBlockGivesEveryRowItsAnimator() throws {
        let file = try TemporaryCatalog()
        let viewport = ScrollMetrics.Size(width: 390, height: 844)
        let rows = try mapLayerRows(in: try PresetLibrary(contentsOf: file.path), viewport: viewport)
        #expect(rows.map(\.item.title).first == "Radar")
        #expect(rows.count == 10)
        for (index, row) in rows.enumerated() {
            var values = [Double](repeating: 0, count: row.animator.slotCount)
            let top = Double(index) * 100
            row.animator.evaluate(
                ScrollMetrics(
                    viewportSize: viewport, contentOffset: .init(x: 0, y: 120), itemFrame: .init(x: 0, y: top, width: 390, height: 100)),
                into: &values)
            let d = 422 - (top - 120)
            #expect(abs(row.animator.transform(of: "background", in: values).m42 - (-50 + d / 844 * 100)) < 1e-9)
        }
    }

    /// One UIKit and one SwiftUI block, at most 20 lines each, importing nothing but the
    /// engine, the views and the platform framework.
    @Test func theViewBlocksAreShortAndUseOnlyWhatCompilesForIOS() throws {
        let blocks = try Self.sectionBlocks().filter { $0.contains("import UIKit") || $0.contains("import SwiftUI") }
        #expect(blocks.count == 2)
        #expect(blocks.filter { $0.contains("import UIKit") }.count == 1)
        for block in blocks {
            let lines = block.components(separatedBy: "\n")
            #expect(lines.count <= 20, "\(lines.count) lines:\n\(block)")
            let imports = Set(lines.filter { $0.hasPrefix("import ") })
            #expect(imports.isSubset(of: ["import ParallaxEngine", "import ParallaxUI", "import UIKit", "import SwiftUI"]), "\(imports)")
            #expect(imports.contains("import ParallaxUI"))
        }
    }
}
