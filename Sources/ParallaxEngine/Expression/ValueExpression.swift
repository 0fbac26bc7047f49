/// An arithmetic expression over named context values, such as `-(imageHeight - rowHeight) / 2`.
///
/// Grammar: numbers, names (letters, digits and `_`, not starting with a digit), `+ − * /`
/// (also `−`, `×`, `÷`), parentheses, unary minus and plus, `min(a, b)`, `max(a, b)`; the usual
/// precedence, left-associative. Parse once; `evaluate` walks the parsed tree, so resolve
/// expressions when building an animator, never per frame.
public struct ValueExpression: Hashable, Sendable, CustomStringConvertible {
    /// A parsed expression. Only the cases that hold nodes are boxed: a number or a name is
    /// stored inline, without an allocation of its own.
    enum Node: Hashable, Sendable {
        case number(Double)
        case name(String)
        indirect case negate(Node)
        indirect case binary(Operator, Node, Node)
        indirect case call(Function, Node, Node)
    }

    enum Operator: Character, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    enum Function: String, Hashable, Sendable {
        case min, max
    }

    /// The text the expression was read from.
    public let text: String
    let root: Node

    /// Parses `text`.
    /// - Throws: `EngineError` with field `expression` naming the text and what is wrong.
    public init(parsing text: String) throws {
        if let bytes = UInt8.expressionSymbols(of: text) {
            var parser = ExpressionParser(text: text, symbols: bytes)
            root = try parser.parseWhole()
        } else {
            var parser = ExpressionParser(text: text, symbols: Character.expressionSymbols(of: text))
            root = try parser.parseWhole()
        }
        self.text = text
    }

    /// The names the expression reads, each once, in order of first appearance.
    public var variableNames: [String] {
        var names: [String] = []
        func collect(_ node: Node) {
            switch node {
            case .number: return
            case .name(let name): if !names.contains(name) { names.append(name) }
            case .negate(let operand): collect(operand)
            case .binary(_, let left, let right), .call(_, let left, let right):
                collect(left)
                collect(right)
            }
        }
        collect(root)
        return names
    }

    /// The first name the expression reads, in order of appearance, that `predicate` accepts;
    /// nil when it accepts none. Lists nothing on the way (``variableNames`` does).
    public func firstName(where predicate: (String) -> Bool) -> String? {
        func first(in node: Node) -> String? {
            switch node {
            case .number: nil
            case .name(let name): predicate(name) ? name : nil
            case .negate(let operand): first(in: operand)
            case .binary(_, let left, let right), .call(_, let left, let right): first(in: left) ?? first(in: right)
            }
        }
        return first(in: root)
    }

    /// The value with each name replaced by its value in `context`.
    /// - Throws: `EngineError` when a name is missing from `context`, on division by zero, or
    ///   when the result is not a finite number.
    public func evaluate(_ context: [String: Double]) throws -> Double {
        // A missing name throws, so the value is always known.
        try value(in: context, missingNames: .fail) ?? 0
    }

    /// The value when `context` holds every name the expression reads; nil when it lacks some
    /// (the value is unknown, not a guess). What fails whatever the missing names' values are
    /// still throws: a division by a zero worked out from known values, or a known result that
    /// is not a finite number.
    /// - Throws: `EngineError` on such a division or result.
    public func partialValue(in context: [String: Double]) throws -> Double? {
        try value(in: context, missingNames: .leaveUnknown)
    }

    /// What evaluating does with a name the context lacks.
    private enum MissingNames {
        case fail, leaveUnknown
    }

    private func value(in context: [String: Double], missingNames: MissingNames) throws -> Double? {
        guard let value = try evaluate(root, context, missingNames) else { return nil }
        guard value.isFinite else {
            throw EngineError(field: "expression", problem: "'\(messageText(text))' does not give a finite number")
        }
        return value
    }

    private func evaluate(_ node: Node, _ context: [String: Double], _ missingNames: MissingNames) throws -> Double? {
        switch node {
        case .number(let value):
            return value
        case .name(let name):
            if let value = context[name] { return value }
            guard missingNames == .leaveUnknown else {
                throw EngineError(field: "expression", problem: "'\(messageText(text))': unknown name '\(messageText(name))'")
            }
            return nil
        case .negate(let operand):
            return try evaluate(operand, context, missingNames).map { -$0 }
        case .binary(let op, let leftNode, let rightNode):
            let left = try evaluate(leftNode, context, missingNames)
            let right = try evaluate(rightNode, context, missingNames)
            if op == .divide, right == 0 {
                throw EngineError(field: "expression", problem: "'\(messageText(text))': division by zero")
            }
            guard let left, let right else { return nil }
            switch op {
            case .add: return left + right
            case .subtract: return left - right
            case .multiply: return left * right
            case .divide: return left / right
            }
        case .call(let function, let firstNode, let secondNode):
            let first = try evaluate(firstNode, context, missingNames)
            let second = try evaluate(secondNode, context, missingNames)
            guard let first, let second else { return nil }
            return function == .min ? Swift.min(first, second) : Swift.max(first, second)
        }
    }

    /// The text the expression was read from.
    public var description: String { text }

    /// Expressions are equal when they parse to the same tree (spacing does not matter).
    public static func == (lhs: ValueExpression, rhs: ValueExpression) -> Bool { lhs.root == rhs.root }
    /// Hashes the parsed tree.
    public func hash(into hasher: inout Hasher) { hasher.combine(root) }
}
