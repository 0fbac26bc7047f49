import ParallaxEngine
import PresetCatalog
import PresetStore

extension JSONValue {
    /// Parses JSON text (RFC 8259). Numbers become correctly rounded `Double`s; an object with a
    /// duplicate key is refused rather than silently keeping one of the values.
    /// - Parameters:
    ///   - text: The document.
    ///   - source: What to call the document in error messages, e.g. a file name.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the line and column of the first problem.
    package init(parsing text: String, source: String) throws {
        var parser = JSONParser(scalars: Array(text.unicodeScalars), source: source)
        self = try parser.parseDocument()
    }
}

/// A recursive-descent reader over the Unicode scalars of a JSON document.
private struct JSONParser {
    let scalars: [Unicode.Scalar]
    let source: String
    var index = 0
    let maximumDepth = 512

    init(scalars: [Unicode.Scalar], source: String) {
        self.scalars = scalars
        self.source = source
    }

    mutating func parseDocument() throws -> JSONValue {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < scalars.count { throw failure("unexpected text after the JSON value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        skipWhitespace()
        guard index < scalars.count else { throw failure("unexpected end of the document") }
        switch scalars[index] {
        case "{": return try parseObject(depth: depth)
        case "[": return try parseArray(depth: depth)
        case "\"": return .string(try parseString())
        case "t": try expectWord("true"); return .bool(true)
        case "f": try expectWord("false"); return .bool(false)
        case "n": try expectWord("null"); return .null
        case "-", "0"..."9": return .number(try parseNumber())
        default: throw failure("unexpected character '\(messageText(String(scalars[index])))'")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == "}" {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == "\"" else { throw failure("expected a quoted member name") }
            let keyStart = index
            let key = try parseString()
            skipWhitespace()
            guard peek() == ":" else { throw failure("expected ':' after member name \"\(key)\"") }
            index += 1
            let value = try parseValue(depth: depth + 1)
            guard members.updateValue(value, forKey: key) == nil else {
                index = keyStart
                throw failure("duplicate member name \"\(key)\"")
            }
            skipWhitespace()
            switch peek() {
            case ",": index += 1
            case "}": index += 1; return .object(members)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == "]" {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case ",": index += 1
            case "]": index += 1; return .array(elements)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else { throw failure("unterminated string") }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return String(result)
            case "\\": result.append(try parseEscape())
            case _ where scalar.value < 0x20:
                index -= 1
                throw failure("control character in a string must be escaped")
            default: result.append(scalar)
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard index < scalars.count else { throw failure("unterminated escape") }
        let code = scalars[index]
        index += 1
        switch code {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let unit = try parseHexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard peek() == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                    throw failure("unpaired surrogate \\u\(String(unit, radix: 16))")
                }
                index += 2
                let low = try parseHexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("unpaired surrogate") }
            return scalar
        default:
            index -= 1
            throw failure("invalid escape '\\\(code)'")
        }
    }

    private mutating func parseHexUnit() throws -> UInt32 {
        guard index + 4 <= scalars.count,
            let unit = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
        else { throw failure("expected four hexadecimal digits after \\u") }
        index += 4
        return unit
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if peek() == "-" { index += 1 }
        if peek() == "0" {
            index += 1
        } else {
            guard consumeDigits() > 0 else { throw failure("expected a digit") }
        }
        if peek() == "." {
            index += 1
            guard consumeDigits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek() == "e" || peek() == "E" {
            index += 1
            if peek() == "+" || peek() == "-" { index += 1 }
            guard consumeDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let number = Double(text), number.isFinite else {
            index = start
            throw failure("number \(text) is out of range")
        }
        return number
    }

    private mutating func consumeDigits() -> Int {
        let start = index
        while let scalar = peek(), ("0"..."9").contains(scalar) { index += 1 }
        return index - start
    }

    private mutating func expectWord(_ word: String) throws {
        for expected in word.unicodeScalars {
            guard peek() == expected else { throw failure("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
            index += 1
        }
    }

    private func peek() -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func failure(_ problem: String) -> CatalogError {
        var line = 1
        var column = 1
        for scalar in scalars[..<Swift.min(index, scalars.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return CatalogError(.invalidData, "\(source): line \(line), column \(column): \(problem)")
    }
}
