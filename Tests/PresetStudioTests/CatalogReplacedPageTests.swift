import Foundation
import TestSupport
import Testing

/// The page when the catalog file is replaced under a running studio, in headless Chromium:
/// the banner appears by itself, a save is refused with the reason, and the banner's button
/// reopens the file now at the path and shows its presets.
@Suite("The studio page when its catalog file is replaced", .serialized, .onOwnThreads)
struct CatalogReplacedPageTests {
    @Test("git checkout replaces the catalog: banner, refused save, reload shows the new file")
    func replacedCatalogBannerAndReload() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let other = URL(fileURLWithPath: page.studio.catalog).deletingLastPathComponent().appendingPathComponent("other.sqlite").path
        #expect(try ToolRunner.run(["init", "--catalog", other]).exitCode == 0)
        #expect(try ToolRunner.run(["presets", "copy", "fade-up", "theirs", "--catalog", other]).exitCode == 0)
        let theirs = try SQLiteShell.dumpOfClosedFile(other)
        #expect(rename(other, page.studio.catalog) == 0)

        let banner = try page.string(
            "return await waitFor(() => $('[data-testid=catalog-replaced-banner]') && $('[data-testid=catalog-replaced-banner]').textContent)"
        )
        #expect(banner.contains(page.studio.catalog) && banner.contains("replaced, moved or deleted"), "\(banner)")
        try page.type("0.5", into: "input[data-path='tracks[0].keyframes[0].value']")
        try page.click("[data-testid=save]")
        let refusal = try page.string(
            "return await waitFor(() => $('[data-status]').textContent.startsWith('Not saved') && $('[data-status]').textContent)")
        #expect(refusal.contains("was replaced, moved or deleted"), "\(refusal)")
        _ = try page.screenshot("studio-catalog-replaced")
        #expect(try SQLiteShell.dump(page.studio.catalog) == theirs)

        try page.click("[data-testid=catalog-replaced-reload]")
        // The button reloads the page: look again until the new page shows the new file.
        var reopened = false
        for _ in 0..<40 where !reopened {
            Thread.sleep(forTimeInterval: 0.25)
            reopened =
                (try? page.bool(
                    """
                    return document.body.dataset.ready === 'true' && !$('[data-testid=catalog-replaced-banner]')
                      && $$('[data-testid=preset-item]').some((e) => e.dataset.name === 'theirs')
                    """)) == true
        }
        #expect(reopened)
        _ = try page.screenshot("studio-catalog-reopened")
        #expect(try SQLiteShell.dump(page.studio.catalog) == theirs)
        #expect(try Shell.output(["sqlite3", "-readonly", page.studio.catalog, "PRAGMA integrity_check"]) == "ok\n")
    }
}
