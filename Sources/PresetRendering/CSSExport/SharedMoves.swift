import ParallaxEngine
import PresetStore

/// Properties whose keyframes follow a curve CSS lacks (written as several pieces) share their
/// keyframes by *move* rather than by property: one `@keyframes` per distinct move, animating a
/// registered `<number>` custom property (`--px-move-N`) from 0 to 1, and each such property
/// written as `calc(start + change × var(--px-move-N) + …)` on its target. Every export
/// registers its `--px-move-N` alike (not inherited, initially 0), so presets sharing a page
/// share the registrations and never a value: each element's own animations set its own.
///
/// A move is a run of keyframe stretches over which the property keeps changing, between holds
/// and between two jumps in a row (`steps()`: a Parade state's centre band, where the value
/// jumps onto its rest and off it again, ends one move and begins the next). Jumps belong to the
/// eased stretches beside them: where a state's curve is cut by the band, the jump is the
/// curve's remainder, the same fraction of the move for every property on that curve. Targets that run the same
/// curve over the same part of the range (a Parade state's alpha, rotation and scale, its
/// centre along either axis for every target) then share that curve's pieces however far each
/// one moves, where per-property keyframes repeat them for every value.
///
/// The browser computes `start + change × progress`, the start and changes at six decimals as
/// every exported number, the progress at eight: within 5e-7 + 5e-9 of the change of the
/// engine's value at each keyframe, as the property's own keyframes would be.
struct SharedMoves {
    /// The moves' `@property` rules and `@keyframes` blocks, in the order of first use.
    private(set) var blocks: [String] = []
    /// For each converted property (``key(target:property:)``): its declaration and the moves
    /// it runs.
    private(set) var converted: [String: (declaration: String, moves: [String])] = [:]

    /// The moves of `animations`: none unless one of its properties runs a curve in pieces
    /// (``hasCurveInPieces(_:)``), so a preset whose curves CSS writes keeps keyframes of its own.
    init(preset name: String, animations: [TargetAnimations]) {
        guard animations.contains(where: { $0.properties.contains { Self.moves(of: $0).map(Self.hasCurveInPieces) ?? false } })
        else { return }
        var nameOfBody: [String: String] = [:]
        var moveProperty: [String: String] = [:]
        for target in animations {
            for keyframed in target.properties {
                guard let moves = Self.moves(of: keyframed) else { continue }
                var names: [String] = []
                var terms = Array(repeating: [(change: Double, property: String)](), count: keyframed.keyframes[0].value.count)
                for move in moves {
                    let body = move.body
                    let shared =
                        nameOfBody[body]
                        ?? {
                            let number = nameOfBody.count + 1
                            let keyframesName = "px-\(cssIdentifierFragment(name))_move-\(number)"
                            nameOfBody[body] = keyframesName
                            moveProperty[keyframesName] = "--px-move-\(number)"
                            blocks +=
                                [
                                    "@property --px-move-\(number) { syntax: \"<number>\"; inherits: false; initial-value: 0; }",
                                    "@keyframes \(keyframesName) {",
                                ] + body.replacingAll("--move:", with: "--px-move-\(number):").split(separator: "\n").map(String.init) + [
                                    "}"
                                ]
                            return keyframesName
                        }()
                    if !names.contains(shared) { names.append(shared) }
                    for (index, change) in move.changes.enumerated() where change != 0 {
                        terms[index].append((change, moveProperty[shared]!))
                    }
                }
                let start = keyframed.keyframes[0].value
                let text = zip(start, terms).map { Self.calc(start: $0, terms: $1) }.joined(separator: " ")
                converted[Self.key(target: target.target, property: keyframed.property)] = (
                    "\(keyframed.property.name): \(text)", names
                )
            }
        }
    }

    /// The key of `property` of `target` in ``converted``.
    static func key(target: String, property: CSSProperty) -> String {
        target + "\u{0}" + property.keyframesName
    }

    /// One move: keyframes `first…last` of a property, as progress from 0 to 1, and how far each
    /// component changes over it.
    struct Move {
        let offsets: [Double]
        let progress: [Double]
        let easings: [Easing]
        let changes: [Double]

        /// The `@keyframes` body, with `--move` for the custom property: 0 before the move and 1
        /// after it.
        var body: String {
            var lines: [String] = []
            // Before its first keyframe the move holds 0 by itself: a keyframes rule without a 0%
            // one starts from the property's own value, its initial 0.
            for index in offsets.indices {
                let easing =
                    index == offsets.count - 1 || easings[index] == .linear
                    ? "" : " animation-timing-function: \(cssEasing(easings[index]));"
                lines.append("  \(cssPercent(offsets[index])) { --move: \(DecimalText.text(progress[index], decimals: 8));\(easing) }")
            }
            if offsets[offsets.count - 1] < 1 { lines.append("  100% { --move: 1; }") }
            return lines.joined(separator: "\n")
        }
    }

    /// The moves of `keyframed`, or nil when it is written as keyframes of its own: it is
    /// discrete, a transform function, not made of plain numbers, lengths and angles, has no
    /// move of several stretches, or a move along which its components do not change in
    /// proportion (or one returns to where it began).
    static func moves(of keyframed: PropertyKeyframes) -> [Move]? {
        let keyframes = keyframed.keyframes
        guard mayShare(keyframed.property), keyframes.count > 2,
            keyframes.allSatisfy({ $0.value.allSatisfy(\.isPlainScalar) })
        else { return nil }
        var runs: [(first: Int, last: Int)] = []
        var index = 0
        while index < keyframes.count - 1 {
            guard !keyframes[index].value.matches(keyframes[index + 1].value) else {
                index += 1
                continue
            }
            var last = index + 1
            while last < keyframes.count - 1, !keyframes[last].value.matches(keyframes[last + 1].value),
                !(keyframes[last - 1].easing.isSteps && keyframes[last].easing.isSteps)
            {
                last += 1
            }
            runs.append((index, last))
            index = last
        }
        guard runs.contains(where: { $0.last - $0.first > 1 }) else { return nil }
        var moves: [Move] = []
        for run in runs {
            let from = keyframes[run.first].value.map(\.scalar)
            let changes = zip(keyframes[run.last].value.map(\.scalar), from).map { $0 - $1 }
            guard let leading = changes.indices.max(by: { abs(changes[$0]) < abs(changes[$1]) }), changes[leading] != 0
            else { return nil }
            let progress = (run.first...run.last).map { (keyframes[$0].value[leading].scalar - from[leading]) / changes[leading] }
            // Every component follows the leading one's progress.
            for (offset, fraction) in zip(run.first...run.last, progress) {
                let values = keyframes[offset].value.map(\.scalar)
                for component in values.indices {
                    let expected = from[component] + changes[component] * fraction
                    guard abs(values[component] - expected) <= 1e-7 * max(1, abs(values[component])) else { return nil }
                }
            }
            moves.append(
                Move(
                    offsets: (run.first...run.last).map { keyframes[$0].offset }, progress: progress,
                    easings: (run.first...run.last).map { keyframes[$0].easing }, changes: changes))
        }
        return moves
    }

    /// Whether one of `moves` runs a curve CSS lacks, in pieces: two eased stretches or more.
    static func hasCurveInPieces(_ moves: [Move]) -> Bool {
        moves.contains { move in move.easings.dropLast().filter { !$0.isSteps }.count > 1 }
    }

    /// Whether `property` may be written by moves: it is neither discrete nor one function of a
    /// composed transform (those keep keyframes of their own, each added to the transform).
    static func mayShare(_ property: CSSProperty) -> Bool {
        !property.isDiscrete && property.transformFunction == nil
    }

    /// `start` plus each change times its move's progress, in `start`'s unit.
    static func calc(start: CSSComponent, terms: [(change: Double, property: String)]) -> String {
        guard !terms.isEmpty else { return start.text }
        let unit: (Double) -> String =
            switch start {
            case .length: cssLength
            case .angle: cssAngle
            default: cssNumber
            }
        // `0 + ` and `1 * ` left out: a start of 0 and a change of ±1 (a plain number) read so.
        var text = start.scalar == 0 ? "" : unit(start.scalar)
        for term in terms {
            let sign = term.change < 0 ? "-" : "+"
            var factor = unit(abs(term.change)) == "1" ? "" : "\(unit(abs(term.change))) * "
            if text.isEmpty, sign == "-" {
                factor = "-" + (factor.isEmpty ? "1 * " : factor)
            } else if !text.isEmpty {
                text += " \(sign) "
            }
            text += "\(factor)var(\(term.property))"
        }
        return text.hasPrefix("var(") && terms.count == 1 ? text : "calc(\(text))"
    }
}

extension CSSComponent {
    /// Whether it is a plain number, length or angle, which `calc()` adds and scales.
    var isPlainScalar: Bool {
        switch self {
        case .number, .length, .angle: true
        case .perspective, .color, .keyword: false
        }
    }
}

extension Easing {
    /// Whether it is a `steps()` function: a jump, a move of its own.
    var isSteps: Bool {
        if case .steps = self { return true }
        return false
    }
}
