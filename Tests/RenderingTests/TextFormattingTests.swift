import PresetStore
import Testing

@testable import CatalogTooling

@Suite struct TextFormattingTests {
    @Test func decimalsRoundHalfAwayFromZero() {
        #expect(DecimalText.fixed(-37.456, fractionDigits: 1) == "-37.5")
        #expect(DecimalText.fixed(2.5, fractionDigits: 0) == "3")
        #expect(DecimalText.fixed(0.25, fractionDigits: 3) == "0.250")
        #expect(DecimalText.fixed(1234.5678, fractionDigits: 2) == "1234.57")
    }

    /// 1.005 is 1.00499999999999989… in binary: fixed decimals round the binary value.
    @Test func theBinaryValueIsRounded() {
        #expect(DecimalText.fixed(1.005, fractionDigits: 2) == "1.00")
    }

    @Test func aNegativeNumberThatRoundsToZeroHasNoSign() {
        #expect(DecimalText.fixed(-0.004, fractionDigits: 2) == "0.00")
        #expect(DecimalText.fixed(-0.006, fractionDigits: 2, minus: "−") == "−0.01")
    }

    @Test func xmlSpecialCharactersAreEscaped() {
        #expect(#"<a & "b" 'c'>"#.xmlEscaped == "&lt;a &amp; &quot;b&quot; &#39;c&#39;&gt;")
    }

    @Test func jsonStringsCannotCloseAScriptElement() {
        #expect(JSONText.string("</script>\n\"x\"") == #""\u003c/script\u003e\n\"x\"""#)
    }
}
