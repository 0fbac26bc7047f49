import Foundation
import TestSupport
import Testing

/// The studio's preview controls at 1280×800 in headless Chromium: the "previewed in … ms"
/// line is shown whole, on one line, inside the controls and the window, for an ordinary preview,
/// a slow one's longest text, and along a fling (whose offset label is longest). Screenshots go
/// to `.build/studio-screenshots/`.
@Suite("The studio's preview controls fit", .serialized, .onOwnThreads)
struct StudioControlsFitTests {
    /// What is wrong with the preview time's box, or "" (measured in the page).
    static let problem = """
        const time = $('[data-preview-time]'), controls = time.closest('.controls');
        const t = time.getBoundingClientRect(), c = controls.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(time).lineHeight) || 1.5 * parseFloat(getComputedStyle(time).fontSize);
        if (!time.textContent.startsWith('previewed in ')) return `the text is '${time.textContent}'`;
        if (time.scrollWidth > time.clientWidth) return `the text is ${time.scrollWidth} px in a box of ${time.clientWidth}`;
        if (t.height > 1.5 * lineHeight) return `the text takes ${t.height} px, more than one line`;
        if (t.left < c.left - 0.5 || t.right > c.right + 0.5 || t.top < c.top - 0.5 || t.bottom > c.bottom + 0.5) {
          return `the text [${t.left}, ${t.right}] × [${t.top}, ${t.bottom}] leaves the controls [${c.left}, ${c.right}] × [${c.top}, ${c.bottom}]`;
        }
        if (t.left < 0 || t.right > innerWidth || t.top < 0 || t.bottom > innerHeight) return 'the text leaves the window';
        return '';
        """

    @Test("The preview time is shown whole at 1280×800")
    func thePreviewTimeIsShownWhole() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        try page.run("await waitFor(() => $('[data-preview-time]').textContent.startsWith('previewed in ')); return true")
        #expect(try page.string(Self.problem) == "")
        // The longest a preview takes before the page gives up on it, and the widest offset.
        try page.run(
            """
            $('[data-preview-time]').textContent = 'previewed in 99999 ms';
            $('#preview-offset').textContent = '\u{2212}9999.9 pt';
            return true
            """)
        #expect(try page.string(Self.problem) == "")
        try page.screenshot("controls-long-preview-time")
        // Along a fling the offset label carries the time too, and the way back shows.
        try page.click("[data-testid=play-fling]")
        try page.run("await waitFor(() => $('#preview-offset').textContent.includes(' s · ')); return true")
        try page.run("$('[data-preview-time]').textContent = 'previewed in 99999 ms'; return true")
        #expect(try page.string(Self.problem) == "")
        try page.screenshot("controls-fling")
    }
}
