/// Recursive-descent parser for `ValueExpression`:
/// sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*;
/// unary := ('-' | '+') unary | primary; primary := number | name | name '(' sum ',' sum ')' | '(' sum ')'.
///
/// Nesting is bounded by `maximumDepth`: the parser recurses once per parenthesis, sign and call,
/// and evaluating, comparing and freeing the tree recurse once per tree level, so without a
/// bound hostile input (10,000 nested parentheses, a chain of 10,000 additions) would overflow
/// the stack instead of being refused.
struct ExpressionParser {
    /// The most levels accepted, counting each parenthesis, sign, call and chained operator.
    static let maximumDepth = 100

    /// A parsed subtree and its depth (a leaf is 1).
    private struct Parsed {
        let node: ValueExpression.Node
        let depth: Int
    }

    private let text: String
    private let characters: [Character]
    private var position = 0
    /// How many parentheses, signs and calls enclose the current position.
    private var nesting = 0

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

    mutating func parseWhole() throws -> ValueExpression.Node {
        skipSpaces()
        guard position < characters.count else { throw failure("is empty") }
        let parsed = try parseSum()
        skipSpaces()
        guard position == characters.count else {
            throw failure("unexpected '\(messageText(String(characters[position])))' at position \(position + 1)")
        }
        return parsed.node
    }

    private func failure(_ problem: String) -> EngineError {
        EngineError(field: "expression", problem: "'\(messageText(text))' \(problem)")
    }

    private var tooDeep: EngineError {
        failure("nests more than \(Self.maximumDepth) levels deep (parentheses, signs, calls and chained operators)")
    }

    /// A node over `operands`, one level deeper than the deepest of them.
    private func combine(_ node: ValueExpression.Node, _ operands: Parsed...) throws -> Parsed {
        let depth = 1 + operands.reduce(0) { max($0, $1.depth) }
        guard depth <= Self.maximumDepth else { throw tooDeep }
        return Parsed(node: node, depth: depth)
    }

    /// Counts one more enclosing parenthesis, sign or call; balance with `nesting -= 1`.
    private mutating func enterNesting() throws {
        nesting += 1
        guard nesting <= Self.maximumDepth else { throw tooDeep }
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

    private mutating func parseSum() throws -> Parsed {
        try parseChain(of: [.add, .subtract]) { try $0.parseProduct() }
    }

    private mutating func parseProduct() throws -> Parsed {
        try parseChain(of: [.multiply, .divide]) { try $0.parseUnary() }
    }

    /// One precedence level: `operand (operator operand)*` with `operators`, left-associative.
    private mutating func parseChain(
        of operators: [ValueExpression.Operator], operand: (inout ExpressionParser) throws -> Parsed
    ) throws -> Parsed {
        var parsed = try operand(&self)
        while let op = operators.first(where: { next($0.rawValue) }) {
            let right = try operand(&self)
            parsed = try combine(.binary(op, parsed.node, right.node), parsed, right)
        }
        return parsed
    }

    private mutating func parseUnary() throws -> Parsed {
        if next("-") {
            try enterNesting()
            defer { nesting -= 1 }
            let operand = try parseUnary()
            return try combine(.negate(operand.node), operand)
        }
        if next("+") {
            try enterNesting()
            defer { nesting -= 1 }
            return try parseUnary()
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> Parsed {
        skipSpaces()
        guard position < characters.count else { throw failure("ends where a value was expected") }
        let character = characters[position]
        if next("(") {
            try enterNesting()
            defer { nesting -= 1 }
            let parsed = try parseSum()
            guard next(")") else { throw failure("is missing a ')'") }
            return parsed
        }
        if character.isNumber || character == "." { return try parseNumber() }
        if character.isLetter || character == "_" { return try parseNameOrCall() }
        throw failure("unexpected '\(messageText(String(character)))' at position \(position + 1)")
    }

    private mutating func parseNumber() throws -> Parsed {
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
        guard let value = Double(literal), value.isFinite else { throw failure("has a bad number '\(messageText(literal))'") }
        return Parsed(node: .number(value), depth: 1)
    }

    private mutating func parseNameOrCall() throws -> Parsed {
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
            position += 1
        }
        let name = String(characters[start..<position])
        guard next("(") else { return Parsed(node: .name(name), depth: 1) }
        guard let function = ValueExpression.Function(rawValue: name) else {
            throw failure("calls unknown function '\(messageText(name))' (min and max are available)")
        }
        try enterNesting()
        defer { nesting -= 1 }
        let first = try parseSum()
        guard next(",") else { throw failure("needs two arguments for \(name)(a, b)") }
        let second = try parseSum()
        guard next(")") else { throw failure("is missing a ')' after \(name)(a, b)") }
        return try combine(.call(function, first.node, second.node), first, second)
    }
}
