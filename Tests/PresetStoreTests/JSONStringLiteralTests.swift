import PresetStore
import Testing

/// The one string-literal writer, held to literals written out by hand from RFC 8259 (the
/// escapes JSON requires), RFC 8785 (the canonical short forms) and the `\u` escapes of each
/// mode: UTF-16 code units in lowercase hex, a surrogate pair beyond the BMP.
@Suite struct JSONStringLiteralTests {
    static func literal(_ text: String, _ escaping: JSONStringLiteral.Escaping) -> String {
        var output = "x"
        JSONStringLiteral.append(text, to: &output, escaping: escaping)
        return String(output.dropFirst())
    }

    /// The escapes every mode writes: quote, backslash, the five short forms, other C0 controls.
    @Test(arguments: [JSONStringLiteral.Escaping.canonical, .visible, .visibleInHTML])
    func requiredEscapesInEveryMode(_ escaping: JSONStringLiteral.Escaping) {
        #expect(Self.literal("plain name-1.x", escaping) == #""plain name-1.x""#)
        #expect(Self.literal("a\"b\\c", escaping) == #""a\"b\\c""#)
        #expect(Self.literal("\u{08}\t\n\u{0C}\r", escaping) == #""\b\t\n\f\r""#)
        #expect(Self.literal("\u{01}\u{1F}", escaping) == #""\u0001\u001f""#)
        #expect(Self.literal("é😀", escaping) == "\"é😀\"")
    }

    /// Canonical JSON (what a manifest signs) writes everything else as it is.
    @Test func canonicalWritesOtherScalarsAsTheyAre() {
        #expect(Self.literal("a\u{7F}b\u{202E}c\u{2028}<&>", .canonical) == "\"a\u{7F}b\u{202E}c\u{2028}<&>\"")
    }

    /// Visible JSON escapes DEL, the bidirectional override, a line separator and a tag
    /// character (U+E0001: 0xE0001 − 0x10000 = 0xD0001, high 0xD800 + 0x340, low 0xDC00 + 0x001),
    /// but leaves `<`, `&` and `>` alone.
    @Test func visibleEscapesHiddenScalars() {
        #expect(Self.literal("a\u{7F}b\u{202E}c", .visible) == #""a\u007fb\u202ec""#)
        #expect(Self.literal("\u{2028}\u{E0001}", .visible) == #""\u2028\udb40\udc01""#)
        #expect(Self.literal("<&>", .visible) == #""<&>""#)
        // The zero-width joiner stays: emoji sequences need it.
        #expect(Self.literal("👩\u{200D}💻", .visible) == "\"👩\u{200D}💻\"")
    }

    /// Inside a `<script>` element nothing may close it: `<`, `>`, `&` are escaped too, in plain
    /// ASCII text as in any other.
    @Test func visibleInHTMLEscapesWhatClosesAScript() {
        #expect(Self.literal("</script>&", .visibleInHTML) == #""\u003c/script\u003e\u0026""#)
        #expect(Self.literal("é<\u{2029}", .visibleInHTML) == #""é\u003c\u2029""#)
    }
}
