import Foundation
import TestSupport
import Testing

/// The form's units beside values and the page's sizes of text, in headless Chromium.
/// Screenshots go to `.build/studio-screenshots/`.
@Suite("Units beside values and sizes in bytes, in Chromium", .serialized, .onOwnThreads)
struct StudioUnitsAndBytesTests {
    /// The unit each value field shows, from what each channel measures (docs/PRESETS.md's
    /// channel table): lengths in points, angles in degrees, scale a factor, an opacity none.
    static let units: [(preset: String, path: String, unit: String?)] = [
        ("flip-up", "tracks[0].keyframes[0].value", "pt"), ("flip-up", "tracks[1].keyframes[1].value", "°"),
        ("zoom-in", "tracks[1].keyframes[0].value", "×"), ("zoom-in", "tracks[0].keyframes[0].value", nil),
        ("parade-the-end", "states[1].start.translationY.value", "pt"), ("parade-the-end", "states[1].start.rotationX.value", "°"),
        ("parade-the-end", "states[1].start.scale.value", "×"), ("parade-the-end", "states[1].start.alpha.value", nil),
        ("parade-the-end", "states[1].rest.perspective", "pt"),
    ]

    @Test("each value field shows its channel's unit")
    func unitsBesideValues() throws {
        let page = try StudioPage()
        var opened: String?
        for (preset, path, unit) in Self.units {
            if opened != preset {
                try page.open(preset: preset)
                opened = preset
            }
            let shown = try page.run(
                """
                const field = await waitFor(() => $(`[data-path="\(path)"]`));
                return field.closest('.field').querySelector('[data-testid=unit]')?.textContent ?? null;
                """)
            #expect(shown as? String == unit, "\(preset) \(path): \(shown)")
            if preset == "parade-the-end" && path.hasSuffix("rest.perspective") {
                try page.run("$(`[data-path=\"\(path)\"]`).scrollIntoView({block: 'center'})")
                try page.screenshot("studio-units")
            }
        }
    }

    @Test("the CSS export and the JSON tab count UTF-8 bytes")
    func sizesAreBytes() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        // The stylesheet's header has × and …: the export says the size of the CLI's output in bytes.
        let css = try page.studio.cli(["export", "fade-up", "--format", "css"]).standardOutput
        let cssBytes = Data(css.utf8).count
        #expect(cssBytes > css.utf16.count)
        try page.click("[data-testid=export-css]")
        let status = try page.string(
            "return await waitFor(() => $('[data-status]').textContent.startsWith('Exported') && $('[data-status]').textContent)")
        #expect(status.contains("(\(grouped(cssBytes)) bytes"), "\(status) against \(cssBytes) bytes")

        // ö and ß take 2 bytes in UTF-8 (1 UTF-16 unit), → 3 (1 unit), 🎞 4 (2 units).
        try page.type("Größe → 🎞", into: "input[data-path=summary]")
        try page.click("#tab-json")
        let text = try page.string(
            """
            const area = $('[data-testid=definition-json]');
            return await waitFor(() => area.value.includes('🎞') && area.value);
            """)
        let bytes = Data(text.utf8).count
        #expect(bytes - text.utf16.count >= 1 + 1 + 2 + 2, "the summary alone takes 6 bytes more than its UTF-16 units")
        let size = try page.string(
            """
            const size = $('[data-testid=json-size]');
            return await waitFor(() => size.textContent.startsWith('\(grouped(bytes)) ') && size.textContent);
            """)
        #expect(size == "\(grouped(bytes)) bytes of the 1,048,576 bytes a save may send", "\(size)")
        try page.screenshot("studio-json-bytes")
    }

    /// `count` with a comma between each group of three digits, as the page writes it.
    private func grouped(_ count: Int) -> String {
        var digits = String(count)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }
}
