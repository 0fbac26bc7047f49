/// One random change to a JSON tree at a random node, keeping the text well-formed JSON.
enum JSONMutation {
    typealias Vocabulary = PresetVocabulary

    /// `json` with one node (chosen uniformly among all nodes) replaced by a mutated version.
    static func apply(to json: JSONText, using rng: inout some RandomNumberGenerator) -> JSONText {
        let target = Int.random(in: 0..<nodeCount(json), using: &rng)
        var index = 0
        return rewrite(json, target: target, index: &index, using: &rng)
    }

    private static func nodeCount(_ json: JSONText) -> Int {
        switch json {
        case .array(let elements): return 1 + elements.reduce(0) { $0 + nodeCount($1) }
        case .object(let members): return 1 + members.reduce(0) { $0 + nodeCount($1.value) }
        default: return 1
        }
    }

    private static func rewrite(
        _ json: JSONText, target: Int, index: inout Int, using rng: inout some RandomNumberGenerator
    ) -> JSONText {
        if index == target {
            index += nodeCount(json)
            return mutate(json, using: &rng)
        }
        index += 1
        switch json {
        case .array(let elements):
            return .array(elements.map { rewrite($0, target: target, index: &index, using: &rng) })
        case .object(let members):
            return .object(members.map { .init(key: $0.key, value: rewrite($0.value, target: target, index: &index, using: &rng)) })
        default:
            return json
        }
    }

    private static func mutate(_ json: JSONText, using rng: inout some RandomNumberGenerator) -> JSONText {
        if Int.random(in: 0..<4, using: &rng) == 0 { return wrongType(for: json, using: &rng) }
        switch json {
        case .string:
            return .string(Vocabulary.wrongStrings.randomElement(using: &rng)!)
        case .number, .bool, .null:
            return .number(Vocabulary.edgeNumbers.randomElement(using: &rng)!)
        case .array(var elements):
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return .array([])
            case 1: return .array(elements.reversed())
            case 2:
                if let first = elements.first { elements.append(first) }
                return .array(elements)
            case 3:
                if !elements.isEmpty { elements.remove(at: Int.random(in: 0..<elements.count, using: &rng)) }
                return .array(elements)
            default:
                return .array(elements + [wrongType(for: elements.first ?? .null, using: &rng)])
            }
        case .object(var members):
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                if !members.isEmpty { members.remove(at: Int.random(in: 0..<members.count, using: &rng)) }
            case 1:
                members.append(.init(key: "unknownKey", value: .number("1")))
            case 2:
                if let first = members.first { members.append(.init(key: first.key, value: wrongType(for: first.value, using: &rng))) }
            default:
                members = []
            }
            return .object(members)
        }
    }

    /// A value of another JSON type than `json`.
    private static func wrongType(for json: JSONText, using rng: inout some RandomNumberGenerator) -> JSONText {
        let candidates: [JSONText] = [
            .null, .bool(true), .number("0"), .string("x"), .array([]), .object([]),
            .array([.number("1"), .number("2"), .number("3")]),
        ]
        let others = candidates.filter { !sameType($0, json) }
        return others.randomElement(using: &rng)!
    }

    private static func sameType(_ a: JSONText, _ b: JSONText) -> Bool {
        switch (a, b) {
        case (.null, .null), (.bool, .bool), (.number, .number), (.string, .string), (.array, .array), (.object, .object): true
        default: false
        }
    }
}
