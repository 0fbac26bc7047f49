import ParallaxEngine
import PropertyBased
import Testing

/// Random text at `Easing(parsing:)`: a curve that parses is finite everywhere and reads back
/// from its own description; anything else is refused with a one-line `easing` error.
@Suite struct CurveParserFuzzTests {
    static let tokens = [
        "cubic-bezier", "steps", "linear", "spring", "back", "elastic", "in", "out", "inOut", "outIn", "Cubic",
        "Back", "Elastic", "Bounce", "Expo", "Sine", "Atan", "ease", "ease-in", "step-end", "smoothStep",
        "(", ")", ",", ":", "%", " ", "\n", "\t", "\u{0}", "-", "+", ".", "e", "0", "1", "0.5", "3", "1e308",
        "-1e308", "1e-300", "999999999", "nan", "inf", "jump-none", "jump-both", "start", "stiffness",
        "damping", "mass", "velocity", "duration", "bounce", "\u{2212}", "é", "🎞️",
    ]

    /// Inputs at which every curve must give a finite value.
    static let probes: [Double] = [-1e300, -1e6, -1, -0.25, 0, 1e-9, 0.37, 0.5, 0.999, 1, 1.5, 1e6, 1e300]

    @Test func tokenSoupParsesToAFiniteCurveOrIsRefusedOnOneLine() async {
        await propertyCheck(count: 3_000, input: RandomText.tokens(Self.tokens, maximum: 14)) { text in
            Self.expectCurveOrRefusal(text)
        }
    }

    @Test func wellFormedCallsWithRandomArgumentsParseToAFiniteCurveOrAreRefusedOnOneLine() async {
        let names = ["cubic-bezier", "steps", "linear", "spring", "back", "elastic", "inOutBack", "outElastic", "inCubic"]
        let arguments = [
            "0", "1", "-1", "0.5", "2", "1e308", "-1e308", "1e-308", "5e-324", "1e9", "40", "-40",
            "jump-none", "jump-both", "start", "50%", "0% 100%", "stiffness: 1e-300", "damping: 1e300",
            "mass: 1e300", "velocity: -1e300", "duration: 1e-300", "bounce: 0.999999", "stiffness: 100",
            "damping: 10", "duration: 0.5",
        ]
        let call = Generator<String, Shrink.None<String>> { rng in
            let count = Int.random(in: 0...5, using: &rng)
            let list = (0..<count).map { _ in arguments.randomElement(using: &rng)! }.joined(separator: ", ")
            return "\(names.randomElement(using: &rng)!)(\(list))"
        }
        await propertyCheck(count: 3_000, input: call) { text in
            Self.expectCurveOrRefusal(text)
        }
    }

    @Test func randomScalarsAreRefusedOnOneLine() async {
        await propertyCheck(count: 1_000, input: RandomText.scalars(length: 0...40)) { text in
            Self.expectCurveOrRefusal(text)
        }
    }

    static func expectCurveOrRefusal(_ text: String) {
        let easing: Easing
        do {
            easing = try Easing(parsing: text)
        } catch let error as EngineError {
            #expect(error.field == "easing", "\(text.debugDescription): \(error)")
            expectOneLine(error, "parsing \(text.debugDescription)")
            return
        } catch {
            Issue.record("\(text.debugDescription) threw \(type(of: error)): \(error)")
            return
        }
        for t in probes {
            #expect(easing(t).isFinite, "\(text.debugDescription) at \(t) gives \(easing(t))")
        }
        #expect((try? Easing(parsing: easing.description)) == easing, "\(text.debugDescription) → \(easing.description)")
    }
}
