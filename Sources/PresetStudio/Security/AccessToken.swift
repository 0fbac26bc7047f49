/// The secret every API request must carry: 256 random bits from the system's secure generator
/// (`getrandom` on Linux, `arc4random` on Apple platforms), new for each start, written as 64
/// lowercase hexadecimal digits.
package struct AccessToken: Sendable, CustomStringConvertible {
    /// The token's text.
    package let text: String

    /// A fresh random token.
    package init() {
        var generator = SystemRandomNumberGenerator()
        text = (0..<4).map { _ in
            let word = generator.next() as UInt64
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// A given token (for tests).
    package init(text: String) {
        self.text = text
    }

    /// The token's text.
    package var description: String { text }

    /// Whether `candidate` is the token, compared in time that depends only on the lengths, so
    /// the comparison's duration does not tell how many leading characters were right.
    package func matches(_ candidate: some StringProtocol) -> Bool {
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
