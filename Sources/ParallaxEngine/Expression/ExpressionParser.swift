/// Recursive-descent parser for `Expression`:
/// sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*;
/// unary := ('-' | '+') unary | primary; primary := number | name | name '(' sum ',' sum ')' | '(' sum ')'.
struct ExpressionParser {
    private let text: String
    private let characters: [Character]
    private var position = 0

    init(text: String) {
        self.text = text
        characters = text.map { character in
            switch character {
            case "−": return "-"
            case "×": return "*"
            case "÷": return "/"
            default: return character
            }
        }
    }

    mutating func parseWhole() throws -> Expression.Node {
        skipSpaces()
        guard position < characters.count else { throw failure("is empty") }
        let node = try parseSum()
        skipSpaces()
        guard position == characters.count else { throw failure("unexpected '\(characters[position])' at position \(position + 1)") }
        return node
    }

    private func failure(_ problem: String) -> EngineError {
        EngineError(field: "expression", problem: "'\(text)' \(problem)")
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    private mutating func next(_ expected: Character) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position] == expected else { return false }
        position += 1
        return true
    }

    private mutating func parseSum() throws -> Expression.Node {
        var node = try parseProduct()
        while true {
            if next("+") {
                node = .binary(.add, node, try parseProduct())
            } else if next("-") {
                node = .binary(.subtract, node, try parseProduct())
            } else {
                return node
            }
        }
    }

    private mutating func parseProduct() throws -> Expression.Node {
        var node = try parseUnary()
        while true {
            if next("*") {
                node = .binary(.multiply, node, try parseUnary())
            } else if next("/") {
                node = .binary(.divide, node, try parseUnary())
            } else {
                return node
            }
        }
    }

    private mutating func parseUnary() throws -> Expression.Node {
        if next("-") { return .negate(try parseUnary()) }
        if next("+") { return try parseUnary() }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> Expression.Node {
        skipSpaces()
        guard position < characters.count else { throw failure("ends where a value was expected") }
        let character = characters[position]
        if next("(") {
            let node = try parseSum()
            guard next(")") else { throw failure("is missing a ')'") }
            return node
        }
        if character.isNumber || character == "." { return try parseNumber() }
        if character.isLetter || character == "_" { return try parseNameOrCall() }
        throw failure("unexpected '\(character)' at position \(position + 1)")
    }

    private mutating func parseNumber() throws -> Expression.Node {
        let start = position
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            position += 1
        }
        if position < characters.count, characters[position] == "e" || characters[position] == "E" {
            var lookahead = position + 1
            if lookahead < characters.count, characters[lookahead] == "-" || characters[lookahead] == "+" {
                lookahead += 1
            }
            if lookahead < characters.count, characters[lookahead].isNumber {
                position = lookahead
                while position < characters.count, characters[position].isNumber { position += 1 }
            }
        }
        let literal = String(characters[start..<position])
        guard let value = Double(literal), value.isFinite else { throw failure("has a bad number '\(literal)'") }
        return .number(value)
    }

    private mutating func parseNameOrCall() throws -> Expression.Node {
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
            position += 1
        }
        let name = String(characters[start..<position])
        guard next("(") else { return .name(name) }
        guard let function = Expression.Function(rawValue: name) else {
            throw failure("calls unknown function '\(name)' (min and max are available)")
        }
        let first = try parseSum()
        guard next(",") else { throw failure("needs two arguments for \(name)(a, b)") }
        let second = try parseSum()
        guard next(")") else { throw failure("is missing a ')' after \(name)(a, b)") }
        return .call(function, first, second)
    }
}
