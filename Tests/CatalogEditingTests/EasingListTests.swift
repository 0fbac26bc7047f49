import ParallaxEngine
import Testing

@testable import CatalogEditing

/// `easing --list` against the names Parade's README lists (typed here), and the parser.
@Suite struct EasingListTests {
    static let paradeNames: [String] =
        ["linear", "smoothStep", "smootherStep", "inAtan", "outAtan", "inOutAtan"]
        + ["Sine", "Quadratic", "Cubic", "Quartic", "Quintic", "Exponential", "Circular", "Back", "Elastic", "Bounce"].flatMap {
            family in ["in", "out", "inOut", "outIn"].map { $0 + family }
        }

    @Test func everyParadeNameIsListedAndEveryListedNameParses() throws {
        let entries = EasingList.entries()
        let names = entries.map { String($0.curve.prefix { $0 != "(" }) }
        #expect(Self.paradeNames.count == 46)
        for name in Self.paradeNames { #expect(names.contains(name), "\(name) is not listed") }
        for name in ["ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"] { #expect(names.contains(name)) }
        for entry in entries where !entry.curve.contains("(") || entry.parameters.contains("default") && !entry.curve.contains(":") {
            let bare = String(entry.curve.prefix { $0 != "(" })
            guard !["back", "elastic", "steps", "cubic-bezier"].contains(bare) else { continue }
            #expect((try? Easing(parsing: bare)) != nil, "\(bare) does not parse")
        }
    }

    @Test func parametersShowTheEnginesDefaults() {
        let entries = EasingList.entries()
        let inOutBack = entries.first { $0.curve == "inOutBack(overshoot)" }
        #expect(inOutBack?.parameters == "overshoot ≥ 0, default 2.5949095")  // 1.70158 × 1.525 (easings.net's c₂)
        let outElastic = entries.first { $0.curve == "outElastic(amplitude, period)" }
        #expect(outElastic?.parameters == "amplitude ≥ 1, default 1; period > 0, default 0.3")
        #expect(entries.contains { $0.curve == "spring(duration: d, bounce: b, velocity: v)" })
        #expect(entries.contains { $0.curve.hasPrefix("spring(stiffness:") && $0.description.contains("ending exactly at 1") })
        #expect(entries.first { $0.curve == "ease" }?.description == "CSS keyword: cubic-bezier(0.25, 0.1, 0.25, 1)")
    }

    /// The text table fits a 120-column terminal, and the wrapped cells still hold every word.
    @Test func textTableFitsAWideTerminal() throws {
        let text = try EasingList.report().rendered(as: .table)
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest <= 120, "a line of \(longest) characters")
        let words = Set(text.split { $0 == " " || $0 == "\n" })
        for entry in EasingList.entries() {
            for word in (entry.curve + " " + entry.parameters + " " + entry.description).split(separator: " ") {
                #expect(words.contains(word), "\(word) is missing")
            }
        }
    }
}
