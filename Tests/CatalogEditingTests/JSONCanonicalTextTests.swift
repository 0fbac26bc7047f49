import CatalogEditing
import Foundation
import PresetCatalog
import Testing

@Suite struct JSONCanonicalTextTests {
    let document = JSONValue.object([
        "name": .string("fade-up"),
        "tracks": .array([.object(["at": .number(0), "value": .number(0.5)])]),
        "axis": .null,
        "on": .bool(true),
        "empty": .array([]),
    ])

    @Test func compactTextSortsKeys() throws {
        let text = try document.canonicalText(layout: .compact)
        #expect(text == #"{"axis":null,"empty":[],"name":"fade-up","on":true,"tracks":[{"at":0,"value":0.5}]}"#)
    }

    @Test func prettyTextIndentsByTwoSpaces() throws {
        let text = try document.canonicalText(layout: .pretty)
        let expected = """
            {
              "axis": null,
              "empty": [],
              "name": "fade-up",
              "on": true,
              "tracks": [
                {
                  "at": 0,
                  "value": 0.5
                }
              ]
            }
            """
        #expect(text == expected)
    }

    /// RFC 8259 section 7: quotation mark, reverse solidus and control characters must be escaped.
    @Test func stringsEscapeOnlyWhatJSONRequires() throws {
        let text = try JSONValue.string("a\"b\\c\nd\u{01}é/").canonicalText(layout: .compact)
        #expect(text == #""a\"b\\c\nd\u0001é/""#)
    }

    @Test func keysSortByUnicodeScalarValue() throws {
        let text = try JSONValue.object(["b": .null, "B": .null, "a": .null, "é": .null]).canonicalText(layout: .compact)
        #expect(text == #"{"B":null,"a":null,"b":null,"é":null}"#)
    }

    @Test func nonFiniteNumberIsRefused() {
        #expect(throws: CatalogError(.invalidData, "JSON cannot represent the number nan")) {
            try JSONValue.array([.number(.nan)]).canonicalText()
        }
        for value in [Double.infinity, -.infinity] {
            #expect(throws: CatalogError(.invalidData, "JSON cannot represent the number \(value)")) {
                try JSONValue.number(value).canonicalText()
            }
        }
    }
}

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(parsing: #" {"a": [1, -2.5e2, true, false, null], "b": "x\u00e9\ud83d\ude00\n"} "#, source: "t.json")
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .number(-250), .bool(true), .bool(false), .null]),
                    "b": .string("xé😀\n"),
                ]))
    }

    @Test func textRoundTripsThroughCanonicalForm() throws {
        let text = """
            {
              "keyframes": [
                {
                  "at": 0.1,
                  "value": "-(imageHeight - rowHeight)"
                }
              ],
              "name": "x"
            }
            """
        #expect(try JSONValue(parsing: text, source: "t").canonicalText() == text)
    }

    @Test(arguments: [
        ("{\"a\": 1,\n  \"b\" 2}", "t.json: line 2, column 7: expected ':' after member name \"b\""),
        ("[1, 2", "t.json: line 1, column 6: expected ',' or ']' in an array"),
        ("{\"a\": 1, \"a\": 2}", "t.json: line 1, column 10: duplicate member name \"a\""),
        ("01", "t.json: line 1, column 2: unexpected text after the JSON value"),
        ("[1e999]", "t.json: line 1, column 2: number 1e999 is out of range"),
        ("\"tab\there\"", "t.json: line 1, column 5: control character in a string must be escaped"),
        ("", "t.json: line 1, column 1: unexpected end of the document"),
        ("nul", "t.json: line 1, column 4: expected 'null'"),
    ])
    func malformedTextNamesLineAndColumn(text: String, message: String) {
        #expect(throws: CatalogError(.invalidData, message)) {
            try JSONValue(parsing: text, source: "t.json")
        }
    }
}

/// Numbers and strings a terminal or a re-import reads back: the catalog's own numbers exact,
/// characters that act on a terminal escaped as JSON `\u` escapes a JSON reader undoes.
@Suite struct JSONExactTextTests {
    /// Each number's text must read back (by Swift's own correctly rounded `Double(_:)`, not the
    /// tool's code) as the very same `Double`, and be a JSON number (Foundation's reader takes
    /// it); none but 0 prints as 0.
    @Test func exactNumbersReadBackAsTheSameDouble() throws {
        let numbers: [Double] = [
            1e-10, 5e-324, -5e-324, 0.1 + 0.2, 1e21, 123_456.123_456_789_01, -1e-7, .greatestFiniteMagnitude, 2.5e-9, 1 / 3,
        ]
        for number in numbers {
            let text = try JSONValue.array([.number(number)]).canonicalText(layout: .compact, numbers: .exact)
            #expect(Double(text.dropFirst().dropLast()) == number, "\(text)")
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(text)")
            #expect(text != "[0]")
        }
        #expect(try JSONValue.number(-0.0).canonicalText(numbers: .exact) == "0")
        #expect(try JSONValue.number(1e-10).canonicalText(numbers: .exact) == "1e-10")
        // Computed numbers keep the rounding that hides float noise.
        #expect(try JSONValue.number(0.1 + 0.2).canonicalText() == "0.3")
        #expect(try JSONValue.number(1e-10).canonicalText() == "0")
    }

    @Test func invisibleAndBidiCharactersAreEscapedAndReadBack() throws {
        let text = "a\u{1B}[2J\u{85}\u{202E}b\u{200B}\u{E0041}\u{FEFF}é👩‍💻"
        let json = try JSONValue.string(text).canonicalText(layout: .compact)
        #expect(json == #""a\u001b[2J\u0085\u202eb\u200b\udb40\udc41\ufeffé👩‍💻""#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String])
        #expect(parsed == [text])
    }
}
