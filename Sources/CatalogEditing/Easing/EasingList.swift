import ParallaxEngine
import PresetCatalog
import PresetStore

/// Every curve a keyframe's `easing` takes, with its parameters: what `easing --list` prints.
/// The names come from the engine (``Easing/bareWordNames``), the defaults from its constants,
/// so the list cannot drift from what the parser accepts.
package enum EasingList {
    /// One curve: how to write it, its parameters and what it is.
    struct Entry: Equatable {
        let curve: String
        let parameters: String
        let description: String
    }

    /// The list as a report: columns curve, parameters, description (wrapped so that the text
    /// table stays within 120 columns); JSON an array of `{"curve", "parameters", "description"}`.
    package static func report() -> Report {
        let entries = entries()
        return Report(
            columns: [
                Table.Column("curve", wrapWidth: 32), Table.Column("parameters", wrapWidth: 39),
                Table.Column("description", wrapWidth: 45),
            ],
            rows: entries.map { [.text($0.curve), .text($0.parameters), .text($0.description)] },
            json: .array(
                entries.map {
                    .object(["curve": .string($0.curve), "parameters": .string($0.parameters), "description": .string($0.description)])
                })
        )
    }

    static func entries() -> [Entry] {
        Easing.bareWordNames.map(entry(named:)) + functions
    }

    private static func entry(named name: String) -> Entry {
        let easing = try? Easing(parsing: name)
        switch easing {
        case .family(.back(let overshoot), let direction)?:
            return Entry(
                curve: "\(name)(overshoot)", parameters: "overshoot ≥ 0, default \(number(overshoot))",
                description: "\(phrase(direction)) back (easings.net)")
        case .family(.elastic(let amplitude, let period), let direction)?:
            return Entry(
                curve: "\(name)(amplitude, period)",
                parameters: "amplitude ≥ 1, default \(number(amplitude)); period > 0, default \(number(period))",
                description: "\(phrase(direction)) elastic (easings.net)")
        case .family(_, let direction)?:
            return Entry(curve: name, parameters: "", description: "\(phrase(direction)) (easings.net)")
        case .cubicBezier?, .steps?:
            return Entry(curve: name, parameters: "", description: "CSS keyword: \(easing!.cssText)")
        default:
            return Entry(curve: name, parameters: "", description: (paradeFormulas[name] ?? "") + " (Parade)")
        }
    }

    /// The Parade curves that are no family, by their formulas in x (0…1).
    private static let paradeFormulas: [String: String] = [
        "linear": "x", "smoothStep": "x²(3 − 2x)", "smootherStep": "x³(x(6x − 15) + 10)",
        "inAtan": "atan(15(x − 1))/atan(15) + 1", "outAtan": "atan(15x)/atan(15)",
        "inOutAtan": "atan(15(x − ½))/(2·atan(7.5)) + ½",
    ]

    /// The curves written as functions.
    private static let functions: [Entry] = [
        Entry(
            curve: "cubic-bezier(x1, y1, x2, y2)", parameters: "x1, x2 in 0…1; y1, y2 any number",
            description: "CSS cubic Bézier from (0, 0) to (1, 1)"),
        Entry(
            curve: "steps(n, position)",
            parameters: "n ≥ 1 (≥ 2 for jump-none); position "
                + StepPosition.allCases.map(\.rawValue).joined(separator: ", ") + "; default jump-end",
            description: "CSS steps"),
        Entry(
            curve: "linear(y [x%] [x%], …)", parameters: "at least two points; inputs in % are optional",
            description: "CSS piecewise-linear, e.g. linear(0, 0.25 75%, 1)"),
        Entry(
            curve: "back(overshoot)", parameters: "overshoot ≥ 0", description: "the same as outBack(overshoot), as in GSAP"),
        Entry(
            curve: "elastic(amplitude, period)", parameters: "amplitude ≥ 1; period > 0, default \(number(EasingFamily.standardPeriod))",
            description: "the same as outElastic(amplitude, period), as in GSAP"),
        Entry(
            curve: "spring(stiffness: k, damping: c, mass: m, velocity: v)",
            parameters: "k, c, m > 0; mass default 1; velocity default 0 (per second)",
            description: "damped spring m·x″ = −k·(x − 1) − c·x′ from 0 to 1, its settling time mapped onto 0…1, ending exactly at 1"),
        Entry(
            curve: "spring(duration: d, bounce: b, velocity: v)", parameters: "d > 0 seconds; −1 < b < 1, default 0; velocity default 0",
            description: "Apple's perceptual spring: stiffness (2π/d)², damping ratio 1 − b (b ≥ 0) or 1/(1 + b)"),
    ]

    private static func phrase(_ direction: EasingDirection) -> String {
        switch direction {
        case .in: "eases in"
        case .out: "eases out"
        case .inOut: "eases in, then out"
        case .outIn: "eases out, then in"
        }
    }

    private static func number(_ value: Double) -> String {
        DecimalText.text(value)
    }
}

extension Easing {
    /// The curve's CSS text, e.g. `cubic-bezier(0.25, 0.1, 0.25, 1)` for `ease`.
    fileprivate var cssText: String {
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "cubic-bezier(" + [x1, y1, x2, y2].map { DecimalText.text($0) }.joined(separator: ", ") + ")"
        case .steps(let count, let position): "steps(\(count), \(position.rawValue))"
        default: description
        }
    }
}
