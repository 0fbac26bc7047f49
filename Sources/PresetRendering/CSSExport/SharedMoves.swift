import ParallaxEngine
import PresetStore

/// Properties whose keyframes follow a curve CSS lacks (written as several pieces) share their
/// keyframes by *move* rather than by property: one `@keyframes` per distinct move, animating a
/// registered `<number>` custom property (`--px-mN`) from 0 to 1, and each such property
/// written as `calc(start + change × var(--px-mN) + …)` on its target. Every export
/// registers its `--px-mN` alike (not inherited, initially 0), so presets sharing a page
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
    /// Moves that every property runs in the same proportion, one after the other, are folded
    /// into one (``Move/followed(by:times:)``).
    init(preset name: String, animations: [TargetAnimations]) {
        guard animations.contains(where: { $0.properties.contains { Self.moves(of: $0).map(Self.hasCurveInPieces) ?? false } })
        else { return }
        var moves: [Move] = []
        var indexOfBody: [String: Int] = [:]
        var uses: [Use] = []
        for target in animations {
            for keyframed in target.properties {
                guard let own = Self.moves(of: keyframed) else { continue }
                var use = Use(
                    key: Self.key(target: target.target, property: keyframed.property), property: keyframed.property.name,
                    start: keyframed.keyframes[0].value, terms: Array(repeating: [], count: keyframed.keyframes[0].value.count))
                for move in own {
                    let index =
                        indexOfBody[move.body]
                        ?? {
                            indexOfBody[move.body] = moves.count
                            moves.append(move)
                            return moves.count - 1
                        }()
                    for (component, change) in move.changes.enumerated() where change != 0 {
                        use.terms[component].append((change, index))
                    }
                }
                uses.append(use)
            }
        }
        Self.fold(&moves, uses: &uses)
        // Numbered in the order of first use.
        var number: [Int: Int] = [:]
        for use in uses {
            for term in use.terms.joined() where number[term.move] == nil {
                let assigned = number.count + 1
                number[term.move] = assigned
                let keyframesName = "px-\(cssIdentifierFragment(name))_m\(assigned)"
                blocks +=
                    [
                        "@property --px-m\(assigned) { syntax: \"<number>\"; inherits: false; initial-value: 0; }",
                        "@keyframes \(keyframesName) {",
                    ] + moves[term.move].body.replacingAll("--move:", with: "--px-m\(assigned):").split(separator: "\n").map(String.init)
                    + ["}"]
            }
        }
        for use in uses {
            var names: [String] = []
            for term in use.terms.joined() {
                let keyframesName = "px-\(cssIdentifierFragment(name))_m\(number[term.move]!)"
                if !names.contains(keyframesName) { names.append(keyframesName) }
            }
            let text = zip(use.start, use.terms).map { start, terms in
                Self.calc(start: start, terms: terms.map { ($0.change, "--px-m\(number[$0.move]!)") })
            }.joined(separator: " ")
            converted[use.key] = ("\(use.property): \(text)", names)
        }
    }

    /// A property written by moves: its start and, for each component, how far each move
    /// (an index into the moves) changes it.
    private struct Use {
        let key: String
        let property: String
        let start: [CSSComponent]
        var terms: [[(change: Double, move: Int)]]
    }

    /// Folds move `b` into move `a` wherever every property runs `b` with `k` times the change it
    /// runs `a` with (the same `k` everywhere) and `b` starts where or after `a` ends: the two
    /// are then one move, `a` then `k·b`, which the properties run as they ran `a`. Repeated until
    /// no pair folds, so a chain of moves becomes one.
    private static func fold(_ moves: inout [Move], uses: inout [Use]) {
        var live = Set(moves.indices)
        var folding = true
        while folding {
            folding = false
            search: for a in live.sorted() {
                for b in live.sorted() where b != a && moves[a].offsets.last! <= moves[b].offsets.first! {
                    guard let k = commonRatio(of: b, to: a, in: uses) else { continue }
                    moves[a] = moves[a].followed(by: moves[b], times: k)
                    for index in uses.indices {
                        uses[index].terms = uses[index].terms.map { terms in terms.filter { $0.move != b } }
                    }
                    live.remove(b)
                    folding = true
                    break search
                }
            }
        }
    }

    /// The `k` with which every property runs move `b` at `k` times its change of move `a`, or
    /// nil when there is none (one runs without the other, or in another proportion).
    private static func commonRatio(of b: Int, to a: Int, in uses: [Use]) -> Double? {
        var ratio: Double?
        for use in uses {
            for terms in use.terms {
                let changeA = terms.filter { $0.move == a }.reduce(0) { $0 + $1.change }
                let changeB = terms.filter { $0.move == b }.reduce(0) { $0 + $1.change }
                if changeA == 0, changeB == 0 { continue }
                guard changeA != 0, changeB != 0 else { return nil }
                let k = changeB / changeA
                if let ratio, abs(ratio - k) > 1e-9 * max(1, abs(k)) { return nil }
                ratio = ratio ?? k
            }
        }
        return ratio
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

        /// This move, then `later` (which starts where or after this one ends) `k` times over: the
        /// progress runs this one's from 0 to 1, then 1 + k × the later one's, to 1 + k. Where
        /// the two meet at one offset, that keyframe is the later one's first.
        func followed(by later: Move, times k: Double) -> Move {
            var offsets = self.offsets
            var progress = self.progress
            var easings = self.easings
            let end = progress.last!
            if offsets.last == later.offsets.first {
                offsets.removeLast()
                progress.removeLast()
                easings.removeLast()
            }
            for (offset, (value, easing)) in zip(later.offsets, zip(later.progress, later.easings)) {
                offsets.append(offset)
                progress.append(end + k * value)
                easings.append(easing)
            }
            return Move(offsets: offsets, progress: progress, easings: easings, changes: changes)
        }

        /// The `@keyframes` body, with `--move` for the custom property: 0 before the move and
        /// its last progress (1, unless moves were folded into it) after it.
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
            // After its last keyframe it holds there; a hold at 0 is what a keyframes rule without
            // a 100% one ends on by itself.
            if offsets[offsets.count - 1] < 1, progress[progress.count - 1] != 0 {
                lines.append("  100% { --move: \(DecimalText.text(progress[progress.count - 1], decimals: 8)); }")
            }
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
