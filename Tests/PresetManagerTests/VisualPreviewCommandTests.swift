import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `preview --format svg|html`, `--out`, `--chart`, `--reduced-motion` and `easing --format svg`.
@Suite struct VisualPreviewCommandTests {
    /// Whether `text` is well-formed XML, by Foundation's parser.
    func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    @Test func svgPreviewIsWellFormedXML() throws {
        let workspace = try Workspace()
        let result = try workspace.runOnCatalog(["preview", "stretch-header", "--format", "svg"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(isWellFormedXML(result.standardOutput))
        // Five channels, one curve each.
        #expect(result.standardOutput.components(separatedBy: "<polyline").count == 6)
    }

    @Test func htmlPreviewIsWrittenToTheOutFile() throws {
        let workspace = try Workspace()
        let out = workspace.folder.appendingPathComponent("menu.html").path
        let result = try workspace.runOnCatalog(["preview", "aeris-map-layers", "--format", "html", "--out", out])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("data-element=\"row0\""))
        #expect(page.contains("<h1>aeris-map-layers</h1>"))
    }

    @Test func chartNeedsTheTableFormat() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["preview", "fade-up", "--format", "json", "--chart"], exitCode: 64, message: "--chart goes with --format table")
    }

    @Test func chartIsLeftOutWhenStdoutIsNotATerminal() throws {
        let workspace = try Workspace()
        let plain = try workspace.runOnCatalog(["preview", "fade-up"])
        let charted = try workspace.runOnCatalog(["preview", "fade-up", "--chart"])
        #expect(charted.exitCode == 0)
        #expect(charted.standardOutput == plain.standardOutput)
        #expect(charted.errorLines == ["preset-manager: --chart skipped: stdout is not a terminal (a pipe or a file)"])
    }

    /// On a terminal (a pseudo-terminal made by util-linux `script`) the chart follows the table.
    @Test func chartFollowsTheTableOnATerminal() throws {
        let workspace = try Workspace()
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "util-linux script is needed to give the tool a terminal")
        let executable = try #require(ToolRunner.executable)
        let output = workspace.folder.appendingPathComponent("typescript")
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qec", "'\(executable.path)' preview fade-up --chart --catalog '\(workspace.catalog)'", output.path]
        process.environment = workspace.environment.merging(["PATH": "/usr/bin:/bin", "TERM": "dumb"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOf: output, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(text.contains("\ncard.alpha\n"))
        #expect(text.contains("\ncard.translationY (pt)\n"))
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    /// fade-up rests at alpha 1, translationY 0 (its keyframes at progress 1) with reduced motion.
    @Test func reducedMotionShowsTheRestingState() throws {
        let workspace = try Workspace()
        let result = try workspace.runOnCatalog(["preview", "fade-up", "--reduced-motion", "--offsets", "0,50", "--format", "csv"])
        #expect(result.standardOutput == "offset,card.alpha,card.translationY\r\n0,1,0\r\n50,1,0\r\n")
    }

    @Test func easingSVGIsWellFormedAndCanGoToAFile() throws {
        let workspace = try Workspace()
        let result = try workspace.run(["easing", "inOutBack", "--format", "svg"])
        #expect(result.exitCode == 0)
        #expect(isWellFormedXML(result.standardOutput))
        #expect(result.standardOutput.contains("<title>inOutBack</title>"))
        let out = workspace.folder.appendingPathComponent("curve.svg").path
        let written = try workspace.run(["easing", "inOutBack", "--format", "svg", "--out", out])
        #expect(written.standardOutput.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == result.standardOutput)
    }
}
