import Foundation
import ParallaxEngine
import PresetStore
import Testing

@testable import CatalogEditing

/// The schema and the tool never disagree on a file: on random definitions (mostly sound, each
/// possibly broken in one of many ways), every definition the tool accepts validates against
/// the schema by Python's `jsonschema`, so every one the schema rejects the tool refuses. New
/// random definitions every run; a failure prints the seed and the definition.
@Suite struct FormatAgreementTests {
    @Test func whatTheToolAcceptsTheSchemaValidates() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let texts = try (0..<1_500).map { _ in try RandomDefinition.make(&random).canonicalText(layout: .compact) }
        let schemaErrors = try PythonJSONSchema.errors(of: texts, against: PresetFormat.schemaText(.preset))
        var accepted = 0
        var rejectedBySchema = 0
        var refusedByToolOnly = 0
        for (text, errors) in zip(texts, schemaErrors) {
            let problems = PresetFormat.problems(inDefinition: Data(text.utf8))
            if problems.isEmpty {
                accepted += 1
                #expect(errors.isEmpty, "seed \(seed): the tool accepts what the schema rejects (\(errors)): \(text)")
            } else if errors.isEmpty {
                refusedByToolOnly += 1
            } else {
                rejectedBySchema += 1
            }
        }
        // Both kinds of outcome are well represented, or the property says little.
        #expect(accepted > 200, "seed \(seed)")
        #expect(rejectedBySchema > 200, "seed \(seed)")
        #expect(refusedByToolOnly > 20, "seed \(seed): the rules beyond the schema (curves, order…) were hardly tried")
    }

    /// The shapes alone agree exactly: when the tool's problems are all about shape (types,
    /// members, enumerations, bounds), the schema rejects the definition too.
    @Test func whatTheSchemaAcceptsTheToolFindsNoShapeProblemIn() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let texts = try (0..<800).map { _ in try RandomDefinition.make(&random).canonicalText(layout: .compact) }
        let schemaErrors = try PythonJSONSchema.errors(of: texts, against: PresetFormat.schemaText(.preset))
        for (text, errors) in zip(texts, schemaErrors) where errors.isEmpty {
            for problem in PresetFormat.problems(inDefinition: Data(text.utf8)) where Self.isAboutShape(problem.message) {
                Issue.record("seed \(seed): the schema accepts what the tool calls a shape problem (\(problem)): \(text)")
            }
        }
    }
}

extension FormatAgreementTests {
    /// Whether `message` is one the shape check writes (a type, a member, an enumeration, a
    /// bound, a count, a name's form), which the schema states too.
    static func isAboutShape(_ message: String) -> Bool {
        (message.hasPrefix("must be ") && message.contains(", not "))
            || [
                "is required", "unknown member", "unknown channel", "must be within", "must be at least", "must be at most",
                "must be greater than", "needs at least", "must have exactly one", "must not contain",
            ]
            .contains { message.hasPrefix($0) }
            || message.contains("' is not one of ") || message.contains("' is not a name") || message.contains("' is not a percentage")
            || (message.hasPrefix("has ") && message.contains("entries, more than"))
    }
}

/// A small, fast, seedable generator (Steele, Lea, Flood, "Fast splittable pseudorandom number
/// generators", 2014), so a failing run can be repeated from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random preset definitions as JSON values: a sound one, then, two times in three, one to
/// three mutations (a member removed, added or retyped; a value out of bounds, of another
/// enumeration, or a broken text).
enum RandomDefinition {
    static func make(_ random: inout SplitMix64) -> JSONValue {
        var value = sound(&random)
        if Int.random(in: 0..<5, using: &random) == 0 { value = flawed(value, &random) }
        if Int.random(in: 0..<3, using: &random) > 0 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                value = mutate(value, &random)
            }
        }
        return value
    }

    static let curves = [
        "linear", "outCubic", "inOutBack", "ease-in-out", "cubic-bezier(0.25, 0.1, 0.25, 1)", "steps(4, jump-end)",
        "spring(duration: 0.5, bounce: 0.2)", "outBack(1.7)",
    ]
    static let badCurves = ["outCubik", "steps(0, jump-end)", "", "cubic-bezier(1, 2)", "ease in"]
    static let expressions = ["rowHeight / 2", "-(imageHeight - rowHeight) / 2", "viewportHeight * 0.1", "headerHeight", "cardInset * 2"]
    static let badExpressions = ["rowHeight /", "rowHieght", "(1", "2 ** 3", "#zz"]
    static let colors = ["#336699", "#000000CC", "teal", "rgb(10 20 30)", "oklch(70% 0.1 200)"]
    static let slugs = ["card", "image", "title", "background", "a1", "x-y"]
    static let badSlugs = ["Card", "-x", "", "a b", String(repeating: "a", count: 65)]

    static func sound(_ random: inout SplitMix64) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(pick(slugs, &random) + "-preset"),
            "kind": .string(pick(PresetKind.allCases.map(\.rawValue), &random)),
        ]
        if bool(&random) { members["summary"] = .string(pick(["", "A card sliding in", "Ünïcödé ✓"], &random)) }
        if bool(&random) { members["axis"] = .string(pick(["vertical", "horizontal"], &random)) }
        if bool(&random) { members["reducedMotion"] = .string(pick(ReducedMotionPolicy.allCases.map(\.rawValue), &random)) }
        if bool(&random) { members["$schema"] = .string("urn:parallax-presets:schema:preset:1") }
        if Int.random(in: 0..<4, using: &random) == 0 {
            members["states"] = .array((0..<Int.random(in: 1...2, using: &random)).map { index in states(index, &random) })
            if bool(&random) { members["timeline"] = .object(["viewportCenter": .object([:])]) }
        } else {
            members["timeline"] = timeline(&random)
            var targets = Array(slugs.shuffled(using: &random).prefix(3))
            members["tracks"] = .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in track(target: targets.popLast() ?? "z", &random) })
            if Int.random(in: 0..<4, using: &random) == 0 {
                members["children"] = .array([
                    .object([
                        "name": .string("child"), "range": .array([.number(0.25), .number(0.75)]),
                        "tracks": .array([track(target: "child-layer", &random)]),
                    ])
                ])
            }
        }
        return .object(members)
    }

    static func timeline(_ random: inout SplitMix64) -> JSONValue {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            var view: [String: JSONValue] = [
                "range": .string(pick(ViewTimelineRange.allCases.map(\.rawValue), &random)),
                "start": pick([.string("0%"), .string("25.5%"), .number(40), .string("-10%"), .string("1e1%")], &random),
                "end": pick([.string("100%"), .number(-20), .string("+50%")], &random),
            ]
            if bool(&random) { view["inset"] = .array([.number(0), .number(Double(Int.random(in: -50...50, using: &random)))]) }
            return .object(["view": .object(view)])
        case 1:
            return .object(["scroll": .object(["from": .number(-200), "to": .number(Double(Int.random(in: 1...400, using: &random)))])])
        case 2: return .object(["offset": .object([:])])
        default: return .object(["viewportCenter": .object([:])])
        }
    }

    static func track(target: String, _ random: inout SplitMix64) -> JSONValue {
        let channel = pick(Channel.allCases, &random)
        let count = Int.random(in: 2...4, using: &random)
        let keyframes: [JSONValue] = (0..<count).map { index in
            var keyframe: [String: JSONValue] = ["at": .number(Double(index) / Double(count - 1)), "value": value(for: channel, &random)]
            if bool(&random) { keyframe["easing"] = .string(pick(curves, &random)) }
            return .object(keyframe)
        }
        var members: [String: JSONValue] = [
            "target": .string(target), "property": .string(channel.rawValue), "keyframes": .array(keyframes),
        ]
        if bool(&random) { members["range"] = .array([.number(0), .number(0.5)]) }
        if bool(&random) { members["extrapolate"] = .string(pick(["clamp", "extend"], &random)) }
        if channel.isColor, bool(&random) { members["colorSpace"] = .string(pick(ColorSpace.allCases.map(\.rawValue), &random)) }
        return .object(members)
    }

    static func states(_ index: Int, _ random: inout SplitMix64) -> JSONValue {
        let channel = pick([Channel.alpha, .scale, .translationY, .backgroundColor, .cornerRadius], &random)
        var state: [String: JSONValue] = ["value": value(for: channel, &random)]
        if bool(&random) { state["easing"] = .string(pick(curves, &random)) }
        if bool(&random) { state["range"] = .array([.number(0.25), .number(1)]) }
        var members: [String: JSONValue] = ["target": .string(index == 0 ? "cell" : "image")]
        members[pick(["start", "end", "startEnd"], &random)] = .object([channel.rawValue: .object(state)])
        if channel.identity == nil {
            members["rest"] = .object([channel.rawValue: channel.isColor ? .string("#000000") : .string("underlying")])
        }
        return .object(members)
    }

    static func value(for channel: Channel, _ random: inout SplitMix64) -> JSONValue {
        if channel.isColor { return .string(pick(colors, &random)) }
        return bool(&random) ? .number(Double(Int.random(in: -500...500, using: &random)) / 4) : .string(pick(expressions, &random))
    }

    /// `value` with a flaw only the tool's rules find: a curve that does not parse, or
    /// keyframes out of order.
    static func flawed(_ value: JSONValue, _ random: inout SplitMix64) -> JSONValue {
        guard case .object(var members) = value, case .array(var tracks)? = members["tracks"], case .object(var track)? = tracks.first,
            case .array(var keyframes)? = track["keyframes"], case .object(var first)? = keyframes.first
        else { return value }
        if bool(&random) {
            first["easing"] = .string(pick(badCurves, &random))
            keyframes[0] = .object(first)
        } else {
            keyframes.reverse()
        }
        track["keyframes"] = .array(keyframes)
        tracks[0] = .object(track)
        members["tracks"] = .array(tracks)
        return .object(members)
    }

    /// `value` with one thing changed somewhere in it.
    static func mutate(_ value: JSONValue, _ random: inout SplitMix64) -> JSONValue {
        switch value {
        case .object(var members):
            let keys = members.keys.sorted()
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where !keys.isEmpty:
                members[pick(keys, &random)] = nil
            case 1:
                members[pick(["easeing", "colour", "x", "$schema", "variables", "Name"], &random)] =
                    pick([.string("x"), .number(1), .array([.string("cardInset")]), .object([:])], &random)
            case 2 where !keys.isEmpty:
                members[pick(keys, &random)] = scalar(&random)
            default:
                guard let key = keys.randomElement(using: &random), let inner = members[key] else { break }
                members[key] = mutate(inner, &random)
            }
            return .object(members)
        case .array(var elements):
            if elements.isEmpty || Int.random(in: 0..<8, using: &random) == 0 {
                return pick([.array([]), .array([.number(1), .number(0)]), .array([.number(2)]), scalar(&random)], &random)
            }
            let index = Int.random(in: 0..<elements.count, using: &random)
            elements[index] = mutate(elements[index], &random)
            if Int.random(in: 0..<6, using: &random) == 0 { elements.swapAt(0, elements.count - 1) }
            return .array(elements)
        case .string:
            return .string(
                pick(
                    badCurves + badExpressions + badSlugs + ["card", "sideways", "150%", "10 %", "\u{202E}x", "a\nb", "underlying"], &random
                ))
        case .number:
            return pick([.number(-1), .number(1.5), .number(2_000_000), .number(-2_000_000), .number(0.25), .string("1"), .null], &random)
        default:
            return scalar(&random)
        }
    }

    static func scalar(_ random: inout SplitMix64) -> JSONValue {
        pick([.null, .bool(false), .number(0), .number(1e7), .string("x"), .array([]), .object([:])], &random)
    }

    static func pick<Element>(_ elements: [Element], _ random: inout SplitMix64) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    static func bool(_ random: inout SplitMix64) -> Bool { Bool.random(using: &random) }
}
