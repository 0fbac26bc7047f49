import PropertyBased

/// Generators of hostile text: random scalars (control characters, non-BMP, combining marks)
/// and "token soup", random sequences of words a parser knows, so that inputs get past the
/// first character often.
enum RandomText {
    /// Strings of `length` random scalars drawn mostly from ASCII (controls included), sometimes
    /// from anywhere in Unicode.
    static func scalars(length: ClosedRange<Int>) -> Generator<String, Shrink.None<String>> {
        Generator { rng in
            var text = ""
            for _ in 0..<Int.random(in: length, using: &rng) {
                let value =
                    Int.random(in: 0..<10, using: &rng) < 8
                    ? UInt32.random(in: 0...0x7f, using: &rng) : UInt32.random(in: 0x80...0x10ffff, using: &rng)
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{fffd}")
            }
            return text
        }
    }

    /// Strings of 1…`maximum` tokens picked from `tokens`, joined without separators.
    static func tokens(_ tokens: [String], maximum: Int) -> Generator<String, Shrink.None<String>> {
        Generator { rng in
            (0..<Int.random(in: 1...maximum, using: &rng)).map { _ in tokens.randomElement(using: &rng)! }.joined()
        }
    }

    /// Random bytes, `length` of them.
    static func bytes(length: ClosedRange<Int>) -> Generator<[UInt8], Shrink.None<[UInt8]>> {
        Generator { rng in
            (0..<Int.random(in: length, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        }
    }
}
