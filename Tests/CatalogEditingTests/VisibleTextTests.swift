import ParallaxEngine
import Testing

@testable import CatalogEditing

/// What a terminal, a table, a CSV file or a page shows of text: every character that would act
/// on the display or hide itself escaped, every other shown as it is. The characters are named
/// by their Unicode code points and categories (UnicodeData.txt), not by the code's own rule.
@Suite struct VisibleTextTests {
    @Test func controlSeparatorFormatAndNoncharactersAreEscaped() {
        let escaped: [(UInt32, String)] = [
            (0x0, "NUL"), (0x9, "TAB"), (0xA, "LF"), (0xD, "CR"), (0x1B, "ESC"), (0x7F, "DEL"),
            (0x85, "NEL (C1)"), (0x9B, "CSI (C1)"), (0xAD, "soft hyphen (Cf)"), (0x61C, "Arabic letter mark"),
            (0x200B, "zero width space"), (0x200E, "LRM"), (0x200F, "RLM"), (0x2028, "line separator"),
            (0x2029, "paragraph separator"), (0x202A, "LRE"), (0x202E, "RLO"), (0x2060, "word joiner"),
            (0x2066, "LRI"), (0x2069, "PDI"), (0xFEFF, "byte order mark"), (0xFFF9, "interlinear anchor"),
            (0xFFFE, "noncharacter"), (0xFFFF, "noncharacter"), (0xFDD0, "noncharacter"), (0xE0041, "tag A"),
            (0x1FFFE, "noncharacter"),
        ]
        for (code, name) in escaped {
            let scalar = Unicode.Scalar(code)!
            let hex = String(code, radix: 16, uppercase: true)
            #expect(VisibleText.escaped("a\(scalar)b") == "a\\u{\(hex)}b", "\(name)")
            #expect(!messageText("a\(scalar)b").unicodeScalars.contains(scalar), "\(name) in a message")
        }
    }

    @Test func visibleTextIsShownAsItIs() {
        for text in [
            "Radar", "Température", "日本語", "مرحبا", "שלום", "👩‍💻 at work", "🏳️‍🌈", "e\u{301}", "a b", "\\u{1B} typed by hand",
            "‹quotes› — dashes", "\u{200C}\u{200D}",
        ] {
            #expect(VisibleText.escaped(text) == text, "\(text.debugDescription)")
        }
    }
}
