import Testing

@testable import ParallaxEngine

/// Values quoted in error lines: cut to 60 characters, control and bidi characters escaped.
@Suite struct MessageTextTests {
    @Test func aHundredThousandCharacterValueIsCutTo60CharactersAndAnEllipsis() {
        let quoted = messageText(String(repeating: "a", count: 100_000))
        #expect(quoted == String(repeating: "a", count: 60) + "…")
    }

    @Test func aValueOf60CharactersIsKeptWhole() {
        #expect(messageText(String(repeating: "b", count: 60)) == String(repeating: "b", count: 60))
    }

    @Test func controlAndBidiCharactersAreEscaped() {
        #expect(messageText("a\nb") == "a\\nb")
        #expect(messageText("\u{1B}[31m") == "\\u{1B}[31m")
        #expect(messageText("abc\u{202E}fed") == "abc\\u{202E}fed")
        #expect(messageText("x\u{2066}y\u{2069}") == "x\\u{2066}y\\u{2069}")
        #expect(messageText("\u{200F}") == "\\u{200F}")
    }
}
