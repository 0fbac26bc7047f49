/// Recursive-descent parser for `ValueExpression`:
/// sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*;
/// unary := ('-' | '+') unary | primary; primary := number | name | name '(' sum ',' sum ')' | '(' sum ')'.
///
/// Nesting is bounded by `maximumDepth`: the parser recurses once per parenthesis, sign and call,
/// and evaluating, comparing and freeing the tree recurse once per tree level, so without a
/// bound hostile input (10,000 nested parentheses, a chain of 10,000 additions) would overflow
/// the stack instead of being refused.
///
/// Generic over what it reads (``ExpressionSymbol``): the bytes of an ASCII text (most
/// expressions), or the characters of any other, which give the same results more slowly.
struct ExpressionParser<Symbol: ExpressionSymbol> {
    /// The most levels accepted, counting each parenthesis, sign, call and chained operator.
    static var maximumDepth: Int { 100 }

    /// A parsed subtree and its depth (a leaf is 1).
    private struct Parsed {
        let node: ValueExpression.Node
        let depth: Int
    }

    private let text: String
    private let characters: [Symbol]
    private var position = 0
    /// How many parentheses, signs and calls enclose the current position.
    private var nesting = 0

    /// A parser of `text`, read as `symbols` (one per character of `text`).
    init(text: String, symbols: [Symbol]) {
        self.text = text
        characters = symbols
    }

    mutating func parseWhole() throws -> ValueExpression.Node {
        skipSpaces()
        guard position < characters.count else { throw failure("is empty") }
        let parsed = try parseSum()
        skipSpaces()
        guard position == characters.count else {
            throw failure("unexpected '\(messageText(Symbol.text(characters[position...position])))' at position \(position + 1)")
        }
        return parsed.node
    }

    private func failure(_ problem: String) -> EngineError {
        EngineError(field: "expression", problem: "'\(messageText(text))' \(problem)")
    }

    private var tooDeep: EngineError {
        failure("nests more than \(Self.maximumDepth) levels deep (parentheses, signs, calls and chained operators)")
    }

    /// A node over `operand` (and `other`), one level deeper than the deepest of them.
    private func combine(_ node: ValueExpression.Node, _ operand: Parsed, _ other: Parsed? = nil) throws -> Parsed {
        let depth = 1 + max(operand.depth, other?.depth ?? 0)
        guard depth <= Self.maximumDepth else { throw tooDeep }
        return Parsed(node: node, depth: depth)
    }

    /// Counts one more enclosing parenthesis, sign or call; balance with `nesting -= 1`.
    private mutating func enterNesting() throws {
        nesting += 1
        guard nesting <= Self.maximumDepth else { throw tooDeep }
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isSpace { position += 1 }
    }

    private mutating func next(_ expected: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position].is(expected) else { return false }
        position += 1
        return true
    }

    private mutating func parseSum() throws -> Parsed {
        try parseChain(of: (.add, .subtract)) { try $0.parseProduct() }
    }

    private mutating func parseProduct() throws -> Parsed {
        try parseChain(of: (.multiply, .divide)) { try $0.parseUnary() }
    }

    /// One precedence level: `operand (operator operand)*` with either of `operators`,
    /// left-associative.
    private mutating func parseChain(
        of operators: (ValueExpression.Operator, ValueExpression.Operator), operand: (inout Self) throws -> Parsed
    ) throws -> Parsed {
        var parsed = try operand(&self)
        while true {
            let op: ValueExpression.Operator
            if next(operators.0.symbol) {
                op = operators.0
            } else if next(operators.1.symbol) {
                op = operators.1
            } else {
                return parsed
            }
            let right = try operand(&self)
            parsed = try combine(.binary(op, parsed.node, right.node), parsed, right)
        }
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
        if character.isNumber || character.is(".") { return try parseNumber() }
        if character.isLetter || character.is("_") { return try parseNameOrCall() }
        throw failure("unexpected '\(messageText(Symbol.text(characters[position...position])))' at position \(position + 1)")
    }

    private mutating func parseNumber() throws -> Parsed {
        let start = position
        while position < characters.count, characters[position].isNumber || characters[position].is(".") {
            position += 1
        }
        if position < characters.count, characters[position].is("e") || characters[position].is("E") {
            var lookahead = position + 1
            if lookahead < characters.count, characters[lookahead].is("-") || characters[lookahead].is("+") {
                lookahead += 1
            }
            if lookahead < characters.count, characters[lookahead].isNumber {
                position = lookahead
                while position < characters.count, characters[position].isNumber { position += 1 }
            }
        }
        let literal = Symbol.text(characters[start..<position])
        guard let value = Double(literal), value.isFinite else { throw failure("has a bad number '\(messageText(literal))'") }
        return Parsed(node: .number(value), depth: 1)
    }

    private mutating func parseNameOrCall() throws -> Parsed {
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position].is("_")
        {
            position += 1
        }
        let name = Symbol.text(characters[start..<position])
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

extension ValueExpression.Operator {
    /// The operator's sign.
    fileprivate var symbol: Unicode.Scalar {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        }
    }
}
