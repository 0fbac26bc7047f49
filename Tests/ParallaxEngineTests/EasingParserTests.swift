import ParallaxEngine
import Testing

@Suite struct EasingParserTests {
    @Test(arguments: [
        ("outCubic", "outCubic"),
        ("inOutQuad", "inOutQuadratic"),
        ("outInExpo", "outInExponential"),
        (" inCirc ", "inCircular"),
        ("ease-in-out", "ease-in-out"),
        ("cubic-bezier(0.42, 0, 0.58, 1)", "ease-in-out"),
        ("cubic-bezier(0.68,-0.55,0.265,1.55)", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"),
        ("steps(4)", "steps(4, end)"),
        ("steps(4, jump-end)", "steps(4, jump-end)"),
        ("step-start", "steps(1, start)"),
        ("linear(0, 0.25 75%, 1)", "linear(0 0%, 0.25 75%, 1 100%)"),
        ("elastic(1, 0.3)", "outElastic"),
        ("elastic(1.5, 0.3)", "outElastic(1.5, 0.3)"),
        ("inOutElastic(1, 0.45)", "inOutElastic"),
        ("back(1.70158)", "outBack"),
        ("inOutBack(2)", "inOutBack(2)"),
        ("spring(damping: 10, stiffness: 100)", "spring(stiffness: 100, damping: 10, mass: 1)"),
        ("spring(duration: 0.5, bounce: 0.2, velocity: 3)", "spring(duration: 0.5, bounce: 0.2, velocity: 3)"),
    ])
    func textReadsToItsCanonicalFormAndBack(text: String, canonical: String) throws {
        let easing = try Easing(parsing: text)
        #expect(easing.description == canonical)
        #expect(try Easing(parsing: canonical) == easing)
    }

    @Test func everyParadeNameIsItsOwnCanonicalText() throws {
        for name in Easing.paradeNames {
            #expect(try Easing(parsing: name).description == name)
        }
    }

    @Test(arguments: [
        ("steps(0, jump-end)", "easing: steps(0, jump-end): step count must be ≥ 1"),
        ("steps(1, jump-none)", "easing: steps(1, jump-none): step count must be ≥ 2 for jump-none"),
        ("steps(2.5)", "easing: steps(2.5): step count must be a whole number"),
        (
            "steps(3, sideways)",
            "easing: steps(3, sideways): unknown step position 'sideways' (jump-start, jump-end, jump-none, jump-both, start, end)"
        ),
        ("cubic-bezier(1.2, 0, 0.5, 1)", "easing: cubic-bezier(1.2, 0, 0.5, 1): x1 must be in 0…1"),
        ("cubic-bezier(0.2, 0, 1)", "easing: cubic-bezier(0.2, 0, 1): cubic-bezier needs 4 numbers x1, y1, x2, y2"),
        ("cubic-bezier(0.2, a, 0.5, 1)", "easing: cubic-bezier(0.2, a, 0.5, 1): 'a' is not a number"),
        ("linear(0.5)", "easing: linear(0.5): linear() needs at least two points"),
        ("outCubic(2)", "easing: outCubic(2): outCubic takes no parameters"),
        ("elastic(0.5, 0.3)", "easing: elastic(0.5, 0.3): amplitude must be ≥ 1"),
        ("inElastic(1, 0)", "easing: inElastic(1, 0): period must be > 0"),
        ("spring(stiffness: 100)", "easing: spring(stiffness: 100): a spring needs stiffness and damping, or a duration"),
        ("spring(stiffness: 100, damping: 0)", "easing: spring(stiffness: 100, damping: 0): damping must be a positive number"),
        ("spring(duration: 0.5, bounce: 1)", "easing: spring(duration: 0.5, bounce: 1): bounce must be between −1 and 1 (exclusive)"),
        ("wiggle(2)", "easing: wiggle(2): unknown curve function 'wiggle'"),
        ("ease-in-out(", "easing: ease-in-out(: missing closing parenthesis"),
    ])
    func badTextNamesTheProblem(text: String, message: String) {
        #expect {
            try Easing(parsing: text)
        } throws: { error in
            (error as? EngineError)?.description == message
        }
    }

    @Test func unknownNameSaysWhatIsExpected() {
        #expect {
            try Easing(parsing: "wobble")
        } throws: { error in
            (error as? EngineError)?.description.hasPrefix("easing: unknown curve 'wobble'") == true
        }
    }
}
