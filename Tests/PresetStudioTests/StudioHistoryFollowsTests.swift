import Foundation
import TestSupport
import Testing

/// The History tab of an open preset follows revisions the CLI saves while the page is open,
/// without a reload, whether the page has unsaved edits or not. Screenshots go to
/// `.build/studio-screenshots/`.
@Suite("History follows revisions made elsewhere, in Chromium", .serialized, .onOwnThreads)
struct StudioHistoryFollowsTests {
    @Test("a CLI update appears in the open preset's History, with and without unsaved edits")
    func cliUpdatesAppearInHistory() throws {
        let page = try StudioPage()
        try page.open(preset: "zoom-in")
        try page.run("window.notReloaded = true")
        try page.click("#tab-history")
        let first = try page.stored("zoom-in").revision
        try page.run("await waitFor(() => \(listed) .includes(\(first)))")
        #expect(try revisions(page) == Array((1...first).reversed()), "the seed's revisions, newest first")

        try page.updateFromCLI("zoom-in") { $0["summary"] = "saved by the CLI" }
        try page.run("await waitFor(() => \(listed).includes(\(first + 1)))")
        #expect(try revisions(page) == Array((1...first + 1).reversed()))
        #expect(try page.string("return $('[data-testid=revision-item]').textContent").contains("r\(first + 1) · current"))

        // Unsaved edits: the page keeps them, and History still lists the new revision.
        try page.click("#tab-form")
        try page.type("mine, unsaved", into: "input[data-path=summary]")
        try page.click("#tab-history")
        try page.updateFromCLI("zoom-in") { $0["summary"] = "saved by the CLI again" }
        try page.run("await waitFor(() => \(listed).includes(\(first + 2)))")
        #expect(try revisions(page) == Array((1...first + 2).reversed()))
        #expect(try page.string("return $('input[data-path=summary]').value") == "mine, unsaved")
        #expect(try page.bool("return window.notReloaded === true"), "the page followed the changes without a reload")
        try page.screenshot("studio-history-follows")
    }

    /// The revisions the History tab lists, in its order.
    private let listed = "$$('[data-testid=revision-item]').map((item) => Number(item.dataset.revision))"

    private func revisions(_ page: StudioPage) throws -> [Int] {
        try #require(try page.run("return \(listed)") as? [Int])
    }
}
