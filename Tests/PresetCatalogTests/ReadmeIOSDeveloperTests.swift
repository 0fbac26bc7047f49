import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// README.md's "For an iOS developer": the row type and the catalog block are
/// ReadmeCatalogRows.swift's marked lines and work on the seed catalog; the UIKit and SwiftUI
/// blocks take the same rows, are short and use only the two products that compile for iOS
/// (`scripts/readme-ios-blocks.sh` compiles them, with the row type, against the iOS SDK).
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

    /// The lines of `file` (in this folder) between `// README: begin NAME` and `// README: end NAME`.
    static func markedLines(_ name: String, in file: String) throws -> String {
        let source = try String(contentsOf: testsFolder.appendingPathComponent(file), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// README: begin \(name)"))
        let end = try #require(lines.firstIndex(of: "// README: end \(name)"))
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    @Test(arguments: [("effect-row", "ReadmeEffectRow.swift"), ("catalog-rows", "ReadmeCatalogRows.swift")])
    func theBlocksAreTheCompiledOnes(marker: String, file: String) throws {
        let snippet = try Self.markedLines(marker, in: file)
        #expect(try Self.sectionBlocks().contains(snippet), "README.md must show \(file)'s marked lines exactly")
    }

    /// The blocks connect: the catalog block returns the row type, and the UIKit and SwiftUI
    /// blocks take it (so a reader pastes them together with no glue of their own).
    @Test func theViewBlocksTakeTheCatalogBlocksRows() throws {
        let blocks = try Self.sectionBlocks()
        #expect(try Self.markedLines("catalog-rows", in: "ReadmeCatalogRows.swift").contains("-> [EffectRow]"))
        let views = blocks.filter { $0.contains("import UIKit") || $0.contains("import SwiftUI") }
        #expect(views.count == 2)
        for view in views { #expect(view.contains("[EffectRow]"), "\(view.prefix(80))") }
    }

    /// docs/DESIGN.md's Aeris formula for each row: image top = −50 + (d / 844)·100 with
    /// d = 844/2 − the row's top in the viewport (rows of 100 pt, images of 200 pt); each row
    /// keeps its item's title and image name.
    @Test func theCatalogBlockGivesEveryRowItsAnimator() throws {
        let file = try TemporaryCatalog()
        let viewport = ScrollMetrics.Size(width: 390, height: 844)
        let rows = try effectRows(menu: "aeris-map-layers", in: try PresetLibrary(contentsOf: file.path), viewport: viewport)
        #expect(rows.first?.title == "Radar")
        #expect(rows.first?.imageName == "radar")
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

    /// The preset by name: docs/DESIGN.md's stretch header, pulled down 90 pt: a 180 pt header's
    /// image is 270 tall and, filling a 390 pt viewport at rest, 390 × 270 / 180 = 585 wide.
    @Test func theHeaderAnimatorIsTheNamedPreset() throws {
        let file = try TemporaryCatalog()
        let viewport = ScrollMetrics.Size(width: 390, height: 844)
        let animator = try headerAnimator(in: try PresetLibrary(contentsOf: file.path), height: 180, viewport: viewport)
        var values = [Double](repeating: .nan, count: animator.slotCount)
        animator.evaluate(
            ScrollMetrics(
                viewportSize: viewport, contentOffset: .init(x: 0, y: -90), itemFrame: .init(x: 0, y: 0, width: 390, height: 180)),
            into: &values)
        #expect(values[try #require(animator.slotIndex(target: "image", channel: .height))] == 270)
        #expect(abs(values[try #require(animator.slotIndex(target: "image", channel: .width))] - 585) < 1e-9)
    }

    /// Without a catalog in the bundle (a test process has none), opening it says the file is missing.
    @Test func theBundledCatalogIsLookedUpInTheBundle() {
        #expect(throws: CocoaError.self) { try bundledCatalog() }
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
