/// What ``ExpressionParser`` reads: one character of an expression's text, classified as the
/// grammar needs it.
protocol ExpressionSymbol: Sendable {
    /// Whether it separates tokens (Unicode White_Space).
    var isSpace: Bool { get }
    /// Whether it can be part of a number (`Character.isNumber`).
    var isNumber: Bool { get }
    /// Whether it can start a name (`Character.isLetter`).
    var isLetter: Bool { get }
    /// Whether it is `scalar`, one of the grammar's ASCII punctuation marks or letters.
    func `is`(_ scalar: Unicode.Scalar) -> Bool
    /// The text of `symbols`.
    static func text(_ symbols: ArraySlice<Self>) -> String
}

extension Character: ExpressionSymbol {
    var isSpace: Bool { isWhitespace }

    func `is`(_ scalar: Unicode.Scalar) -> Bool { self == Character(scalar) }

    static func text(_ symbols: ArraySlice<Character>) -> String { String(symbols) }

    /// The characters of `text`, with the typographic operators `−`, `×` and `÷` read as `-`,
    /// `*` and `/`.
    static func expressionSymbols(of text: String) -> [Character] {
        text.map { character in
            switch character {
            case "−": return "-"
            case "×": return "*"
            case "÷": return "/"
            default: return character
            }
        }
    }
}

/// The bytes of an ASCII text without carriage returns: there each byte is one character, and
/// classifying a byte gives what classifying its character gives, without Unicode tables.
extension UInt8: ExpressionSymbol {
    var isSpace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
    var isNumber: Bool { (0x30...0x39).contains(self) }
    var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }

    func `is`(_ scalar: Unicode.Scalar) -> Bool { scalar.value == UInt32(self) }

    static func text(_ symbols: ArraySlice<UInt8>) -> String { String(decoding: symbols, as: UTF8.self) }

    /// The bytes of `text` when it is ASCII without carriage returns (a `"\r\n"` pair is one
    /// character), nil otherwise.
    static func expressionSymbols(of text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        return bytes
    }
}
