/// Random preset definitions in the contract's JSON format: `valid` builds one that follows every
/// rule, `mutated` then breaks it in one to three places while keeping it well-formed JSON
/// (wrong types, unknown names, edge numbers, missing or extra keys, reordered, emptied or
/// duplicated lists, hostile strings).
enum RandomPresetJSON {
    typealias Vocabulary = PresetVocabulary

    static func valid(using rng: inout some RandomNumberGenerator) -> JSONText {
        .object([
            .init(key: "name", value: .string(slug(using: &rng))),
            .init(key: "kind", value: .string(Vocabulary.kinds.randomElement(using: &rng)!)),
            .init(key: "summary", value: .string("random preset")),
            .init(key: "axis", value: .string(Vocabulary.axes.randomElement(using: &rng)!)),
            .init(key: "timeline", value: timeline(using: &rng)),
            .init(key: "tracks", value: .array(tracks(using: &rng))),
            .init(key: "children", value: .array(children(depth: 2, using: &rng))),
        ])
    }

    static func mutated(using rng: inout some RandomNumberGenerator) -> JSONText {
        var json = valid(using: &rng)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            json = JSONMutation.apply(to: json, using: &rng)
        }
        return json
    }

    static func slug(using rng: inout some RandomNumberGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var name = "p"
        for _ in 0..<Int.random(in: 3...12, using: &rng) { name.append(letters.randomElement(using: &rng)!) }
        return name
    }

    private static func timeline(using rng: inout some RandomNumberGenerator) -> JSONText {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .object(["viewportCenter": .object([])])
        case 1: return .object(["offset": .object([])])
        case 2:
            let from = Double(Int.random(in: -400...0, using: &rng))
            return .object(["scroll": .object(["from": .number(from), "to": .number(from + Double(Int.random(in: 1...400, using: &rng)))])])
        default:
            return .object([
                "view": .object([
                    "range": .string(Vocabulary.viewRanges.randomElement(using: &rng)!),
                    "start": .string("\(Int.random(in: 0...50, using: &rng))%"),
                    "end": Bool.random(using: &rng)
                        ? .string("\(Int.random(in: 51...100, using: &rng))%") : .number(Double(Int.random(in: 10...300, using: &rng))),
                    "inset": .array([.number(Double(Int.random(in: 0...40, using: &rng))), .number(0)]),
                ])
            ])
        }
    }

    private static func tracks(using rng: inout some RandomNumberGenerator) -> [JSONText] {
        var channels = (Vocabulary.scalarChannels + Vocabulary.colorChannels).shuffled(using: &rng)
        return (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let channel = channels.removeLast()
            let isColor = Vocabulary.colorChannels.contains(channel)
            var members: [JSONText.Member] = [
                .init(key: "target", value: .string(Vocabulary.targets.randomElement(using: &rng)!)),
                .init(key: "property", value: .string(channel)),
                .init(key: "keyframes", value: .array(keyframes(color: isColor, using: &rng))),
                .init(key: "extrapolate", value: .string(Vocabulary.extrapolations.randomElement(using: &rng)!)),
            ]
            if Bool.random(using: &rng) {
                members.append(.init(key: "range", value: .array([.number(0.1), .number(0.9)])))
            }
            if isColor {
                members.append(.init(key: "colorSpace", value: .string(Vocabulary.colorSpaces.randomElement(using: &rng)!)))
            }
            return .object(members)
        }
    }

    private static func keyframes(color: Bool, using rng: inout some RandomNumberGenerator) -> [JSONText] {
        let stops = (0..<Int.random(in: 2...4, using: &rng)).map { _ in Double.random(in: 0...1, using: &rng) }.sorted()
        return stops.map { at in
            let value: JSONText
            if color {
                value = .string(Vocabulary.colors.randomElement(using: &rng)!)
            } else if Bool.random(using: &rng) {
                value = .number(Double.random(in: -500...500, using: &rng))
            } else {
                value = .string(Vocabulary.expressions.randomElement(using: &rng)!)
            }
            return .object([
                "at": .number(at), "value": value, "easing": .string(Vocabulary.easings.randomElement(using: &rng)!),
            ])
        }
    }

    private static func children(depth: Int, using rng: inout some RandomNumberGenerator) -> [JSONText] {
        guard depth > 0 else { return [] }
        return (0..<Int.random(in: 0...2, using: &rng)).map { index in
            .object([
                "name": .string("child-\(index)"),
                "range": .array([.number(0.2), .number(0.8)]),
                "tracks": .array(tracks(using: &rng)),
                "children": .array(children(depth: depth - 1, using: &rng)),
            ])
        }
    }
}
