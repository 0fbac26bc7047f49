import Foundation
import PresetStore
import Testing

@testable import PresetRendering

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

    /// Whatever a catalog holds, an SVG or HTML document stays well-formed XML: each of the
    /// 65,536 BMP code points but the surrogates (which no Swift string holds), and a few
    /// beyond, in element content and in an attribute, parsed by Foundation's XML parser.
    @Test func everyCharacterLeavesTheDocumentWellFormed() throws {
        let scalars = (0..<0x1_0000).filter { !(0xD800...0xDFFF).contains($0) } + [0x1FFFE, 0xE0041, 0x10FFFF]
        let text = String(String.UnicodeScalarView(scalars.compactMap { Unicode.Scalar(UInt32($0)) }))
        let document = "<t a=\"\(text.xmlEscaped)\">\(text.xmlEscaped)</t>"
        let root = try parseXML(document)
        #expect(root.name == "t")
        // Controls, separators, format characters and noncharacters are shown as escapes.
        for hidden: UInt32 in [0x0, 0x1B, 0x85, 0x2028, 0x202E, 0xFEFF, 0xFFFE, 0xFFFF] {
            #expect(!root.allText.unicodeScalars.contains(Unicode.Scalar(hidden)!), "U+\(String(hidden, radix: 16))")
            #expect(root.allText.contains("\\u{\(String(hidden, radix: 16, uppercase: true))}"))
        }
    }

    @Test func anyFiniteNumberPrintsWithoutTrapping() {
        #expect(DecimalText.fixed(1e300, fractionDigits: 2) == "1e+300")
        #expect(DecimalText.fixed(-9.3e18, fractionDigits: 0) == "-9300000000000000000")
        #expect(DecimalText.fixed(.greatestFiniteMagnitude, fractionDigits: 3, minus: "−") == "1.7976931348623157e+308")
        #expect(DecimalText.fixed(-5e-324, fractionDigits: 2) == "0.00")
    }

    @Test func jsonStringsCannotCloseAScriptElement() {
        #expect(JSONText.string("</script>\n\"x\"") == #""\u003c/script\u003e\n\"x\"""#)
    }
}
