import ParallaxEngine
import PropertyBased
import Testing

/// Random text at `ValueExpression(parsing:)` and the parsed expressions at `evaluate`: a finite
/// number or a one-line `expression` error (unknown name, division by zero, overflow), never a
/// crash.
@Suite struct ExpressionParserFuzzTests {
    static let tokens = [
        "rowHeight", "imageHeight", "viewportHeight", "headerHeight", "unknown", "_x", "min", "max", "sqrt",
        "(", ")", ",", "+", "-", "*", "/", "−", "×", "÷", " ", "\n", "0", "1", "2.5", ".5", "1e308", "1e309",
        "1e", "1.2.3", "é", "\u{0}", "%", "#",
    ]

    static let context: [String: Double] = [
        "rowHeight": 100, "imageHeight": 200, "viewportHeight": 800, "headerHeight": 180,
    ]

    @Test func tokenSoupEvaluatesToAFiniteNumberOrIsRefusedOnOneLine() async {
        await propertyCheck(count: 4_000, input: RandomText.tokens(Self.tokens, maximum: 24)) { text in
            Self.expectValueOrRefusal(text)
        }
    }

    @Test func randomScalarsAreRefusedOnOneLine() async {
        await propertyCheck(count: 1_000, input: RandomText.scalars(length: 0...40)) { text in
            Self.expectValueOrRefusal(text)
        }
    }

    static func expectValueOrRefusal(_ text: String) {
        do {
            let expression = try ValueExpression(parsing: text)
            let value = try expression.evaluate(context)
            #expect(value.isFinite, "\(text.debugDescription) gives \(value)")
        } catch let error as EngineError {
            #expect(error.field == "expression", "\(text.debugDescription): \(error)")
            expectOneLine(error, "expression \(text.debugDescription)")
        } catch {
            Issue.record("\(text.debugDescription) threw \(type(of: error)): \(error)")
        }
    }
}
