import Foundation
import Testing

/// `export NAME --format css|html` through the built tool: what it writes, what it refuses
/// (one line, exit code, catalog unchanged), and which options apply.
@Suite struct CSSExportCommandTests {
    /// fade-up (`view(entry 0%…100%)`, `ease`): the item's view timeline, the entry range, and
    /// keyframes from opacity 0 and a 100 pt translation to opacity 1 and none.
    @Test func aStylesheetRunsThePresetOnAViewTimeline() throws {
        let workspace = try Workspace()
        let result = try workspace.runOnCatalog(["export", "fade-up", "--format", "css"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let css = result.standardOutput
        #expect(css.contains("view-timeline"))
        #expect(css.contains("animation-range: entry 0% entry 100%"))
        #expect(css.contains("opacity: 0"))
        #expect(css.contains("opacity: 1"))
        #expect(css.contains("cubic-bezier(.25, .1, .25, 1)"))
        #expect(!css.contains("<script"))
    }

    @Test func aPageIsSelfContainedAndMarked() throws {
        let workspace = try Workspace()
        let out = workspace.folder.appendingPathComponent("the-end.html").path
        let result = try workspace.runOnCatalog(["export", "parade-the-end", "--format", "html", "--out", out])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        for marker in ["data-scroller", "data-item", #"data-target="title""#, #"data-target="cell""#] {
            #expect(page.contains(marker), "\(marker)")
        }
        #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://"))
    }

    /// The Path header moves in overscroll (content offsets −150…0): refused with one line naming
    /// the preset; with `--reachable-only` the stylesheet says what it left out: the default
    /// sweep's part below 0, from −150 − 30 (a tenth of the timeline's 300 pt either side).
    @Test func overscrollIsRefusedUnlessTheReachablePartIsAskedFor() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["export", "path-header-overscroll", "--format", "css"], exitCode: 65,
            message: "preset 'path-header-overscroll': part of its effect happens in overscroll")
        let reachable = try workspace.runOnCatalog(["export", "path-header-overscroll", "--format", "css", "--reachable-only"])
        #expect(reachable.exitCode == 0)
        #expect(reachable.standardOutput.contains("Left out: what happens in overscroll (content offsets -180…0"))
    }

    @Test func optionsThatDoNotApplyAreRefused() throws {
        let workspace = try Workspace()
        try workspace.expectFailure(
            ["export", "--viewport", "390x844"], exitCode: 64, message: "--viewport applies to --format css or html")
        try workspace.expectFailure(["export", "--format", "css"], exitCode: 64, message: "--format css needs a preset NAME")
        try workspace.expectFailure(
            ["export", "aeris-map-layers", "--format", "html"], exitCode: 64, message: "'aeris-map-layers' is a menu")
        try workspace.expectFailure(["export", "no-such-preset", "--format", "css"], exitCode: 66, message: "no-such-preset")
    }

    /// `--format script` writes the repository's `scroll-fallback.js` as it is; `--fallback
    /// script` adds fade-up's description for it (its view timeline on the block axis, no
    /// insets, the entry range) to the stylesheet, and the script to the page.
    @Test func theFallbackScriptAndWhatDrivesIt() throws {
        let workspace = try Workspace()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PresetRendering/HTML/Resources/scroll-fallback.js")
        let script = try String(contentsOf: source, encoding: .utf8)
        let out = workspace.folder.appendingPathComponent("scroll-fallback.js").path
        let written = try workspace.runOnCatalog(["export", "--format", "script", "--out", out])
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == script)

        let css = try workspace.runOnCatalog(["export", "fade-up", "--format", "css", "--fallback", "script"])
        #expect(css.exitCode == 0, "\(css.standardError)")
        #expect(
            css.standardOutput.contains(#"[data-preset="fade-up"] { --px-timeline: view block 0px 0px; --px-range: entry 0% entry 100%; }"#)
        )
        #expect(!css.standardOutput.contains("<script"))
        let plain = try workspace.runOnCatalog(["export", "fade-up", "--format", "css"])
        #expect(!plain.standardOutput.contains("--px-range"))

        let page = try workspace.runOnCatalog(["export", "fade-up", "--format", "html", "--fallback", "script"])
        #expect(page.standardOutput.contains("<script>\n" + script))
        let menu = try workspace.runOnCatalog(["export", "--menu", "aeris-map-layers", "--format", "html", "--fallback", "script"])
        #expect(menu.standardOutput.contains("<script>\n" + script))
        #expect(menu.standardOutput.contains("--px-range"))

        try workspace.expectFailure(
            ["export", "fade-up", "--fallback", "script"], exitCode: 64, message: "--fallback applies to --format css or html")
        try workspace.expectFailure(
            ["export", "fade-up", "--format", "script"], exitCode: 64, message: "--format script writes the fallback script")
        try workspace.expectFailure(
            ["export", "--format", "script", "--menu", "aeris-map-layers"], exitCode: 64, message: "drop --menu")
    }

    /// A preset's JSON by name is the same as with `--preset`.
    @Test func jsonByNameIsThePresetsDefinition() throws {
        let workspace = try Workspace()
        let byName = try workspace.runOnCatalog(["export", "fade-up"])
        let byOption = try workspace.runOnCatalog(["export", "--preset", "fade-up"])
        #expect(byName.exitCode == 0 && byName.standardOutput == byOption.standardOutput)
    }
}
