import Foundation
import TestSupport
import Testing

/// A keyword curve in the curve editor, in headless Chromium: its handles stand where CSS Easing 1
/// (§3.2) puts the keyword's control points, and one arrow key on a handle writes the
/// `cubic-bezier()` of the nudged points, worked out here by hand. Screenshots go to
/// `.build/studio-curves/`.
@Suite("Keyword curves' handles in Chromium", .serialized, .onOwnThreads)
struct StudioCurveKeywordTests {
    /// A keyword, its control points from the specification, the handle nudged (1 or 2), the key
    /// and the text that nudge writes: the key moves the handle by 0.01 (Shift: 0.1).
    static let nudges: [(curve: String, points: [Double], handle: Int, keys: [String], written: String)] = [
        ("ease-out", [0, 0, 0.58, 1], 1, [Key.right], "cubic-bezier(0.01, 0, 0.58, 1)"),
        ("ease-in", [0.42, 0, 1, 1], 2, [Key.shift, Key.up], "cubic-bezier(0.42, 0, 1, 1.1)"),
        ("ease-in-out", [0.42, 0, 0.58, 1], 1, [Key.down], "cubic-bezier(0.42, -0.01, 0.58, 1)"),
        ("ease", [0.25, 0.1, 0.25, 1], 2, [Key.left], "cubic-bezier(0.25, 0.1, 0.24, 1)"),
        ("linear", [0, 0, 1, 1], 1, [Key.up], "cubic-bezier(0, 0.01, 1, 1)"),
    ]

    @Test("each keyword shows its own handles, and a nudge writes the nudged cubic-bezier")
    func keywordHandlesAndNudges() throws {
        let page = try StudioPage()
        try page.open(preset: "slide-up")
        let path = "tracks[0].keyframes[0].easing"
        try page.click("button[aria-label='edit the curve \(path)']")
        try page.run("await waitFor(() => !$('#panel-curves').hidden && $$('[data-testid=curve-list] button').length > 0)")
        for nudge in Self.nudges {
            try page.click("[data-testid=curve-list] button[data-curve='\(nudge.curve)']")
            try page.run("await waitFor(() => $('[data-bezier] svg').dataset.handlesOf === \(json(nudge.curve)))")
            #expect(try easing(page) == nudge.curve)
            let shown = try handles(page)
            // The handles' centres, read in the box's unit square, within a pixel of the 160-pixel box.
            #expect(zip(shown, nudge.points).allSatisfy { abs($0 - $1) < 0.007 }, "\(nudge.curve): handles at \(shown)")
            #expect(try page.bool("return !$('[data-bezier] svg').classList.contains('inactive')"), "\(nudge.curve)")
            if nudge.curve == "ease-out" { try page.screenshot("keyword-ease-out", folder: Self.folder) }
            try page.run("$('[data-testid=bezier-handle-\(nudge.handle)]').focus()")
            try press(nudge.keys, page)
            try page.run("await waitFor(() => JSON.parse($('[data-testid=definition-json]').value).\(path).startsWith('cubic-bezier'))")
            #expect(try easing(page) == nudge.written)
            #expect(try page.string("return $('[data-testid=curve-text]').value") == nudge.written)
        }
        try page.screenshot("keyword-linear-nudged", folder: Self.folder)
    }

    @Test("a curve that is no Bézier leaves the handles inactive")
    func otherCurvesLeaveTheHandlesInactive() throws {
        let page = try StudioPage()
        try page.open(preset: "slide-up")
        try page.click("button[aria-label='edit the curve tracks[0].keyframes[0].easing']")
        try page.run("await waitFor(() => !$('#panel-curves').hidden && $$('[data-testid=curve-list] button').length > 0)")
        try page.click("[data-testid=curve-list] button[data-curve='outElastic']")
        try page.run("await waitFor(() => $('[data-bezier] svg').dataset.handlesOf === 'outElastic')")
        #expect(try page.bool("return $('[data-bezier] svg').classList.contains('inactive')"))
    }

    static let folder = "studio-curves"

    private func easing(_ page: StudioPage) throws -> String {
        try page.string("return JSON.parse($('[data-testid=definition-json]').value).tracks[0].keyframes[0].easing")
    }

    /// The two handles' centres on screen, in the unit square the box draws (y up).
    private func handles(_ page: StudioPage) throws -> [Double] {
        try #require(
            try page.run(
                """
                const box = $("[data-testid=bezier-box]").getBoundingClientRect();
                return [1, 2].flatMap((n) => {
                  const r = $(`[data-testid=bezier-handle-${n}]`).getBoundingClientRect();
                  return [(r.left + r.width / 2 - box.left) / box.width, (box.bottom - (r.top + r.height / 2)) / box.height];
                });
                """) as? [Double])
    }

    private func press(_ keys: [String], _ page: StudioPage) throws {
        let downs = keys.map { ["type": "keyDown", "value": $0] }
        let ups = keys.reversed().map { ["type": "keyUp", "value": $0] }
        try page.browser.perform([["type": "key", "id": "keyboard", "actions": downs + ups]])
    }

    private enum Key {
        static let left = "\u{E012}", up = "\u{E013}", right = "\u{E014}", down = "\u{E015}", shift = "\u{E008}"
    }
}
