import ParallaxEngine
import Testing

@Suite struct ExpressionTests {
    let context = ["rowHeight": 100.0, "imageHeight": 260, "viewportHeight": 800]

    @Test func arithmeticWithPrecedenceAndParentheses() throws {
        #expect(try ValueExpression(parsing: "1 + 2 * 3").evaluate([:]) == 7)
        #expect(try ValueExpression(parsing: "(1 + 2) * 3").evaluate([:]) == 9)
        #expect(try ValueExpression(parsing: "10 - 4 - 3").evaluate([:]) == 3)
        #expect(try ValueExpression(parsing: "12 / 4 / 3").evaluate([:]) == 1)
        #expect(try ValueExpression(parsing: "--2").evaluate([:]) == 2)
        #expect(try ValueExpression(parsing: "2e3 + .5").evaluate([:]) == 2000.5)
    }

    @Test func namesAndFunctions() throws {
        // −(260 − 100)/2 = −80; (260 − 100)·100/800 = 20.
        #expect(try ValueExpression(parsing: "-(imageHeight - rowHeight) / 2").evaluate(context) == -80)
        #expect(try ValueExpression(parsing: "(imageHeight - rowHeight) * rowHeight / viewportHeight").evaluate(context) == 20)
        #expect(try ValueExpression(parsing: "min(rowHeight, 50) + max(-1, imageHeight)").evaluate(context) == 310)
        #expect(try ValueExpression(parsing: "2 × rowHeight − 50 ÷ 2").evaluate(context) == 175)
    }

    @Test func listsTheNamesItReads() throws {
        let expression = try ValueExpression(parsing: "min(rowHeight, imageHeight) - rowHeight * scale")
        #expect(expression.variableNames == ["rowHeight", "imageHeight", "scale"])
    }

    @Test func findsTheFirstNameAPredicateAccepts() throws {
        let expression = try ValueExpression(parsing: "-min(rowHeight, 2 * imageHeight) - rowHeight * scale / depth")
        #expect(expression.firstName { $0.hasSuffix("Height") } == "rowHeight")
        #expect(expression.firstName { $0 != "rowHeight" } == "imageHeight")
        #expect(expression.firstName { $0.count == 5 } == "scale")
        #expect(expression.firstName { $0.hasPrefix("d") } == "depth")
        #expect(expression.firstName { $0 == "viewportHeight" } == nil)
        #expect(try ValueExpression(parsing: "1 + 2").firstName { _ in true } == nil)
    }

    @Test(arguments: [
        ("1 +", "expression: '1 +' ends where a value was expected"),
        ("(1 + 2", "expression: '(1 + 2' is missing a ')'"),
        ("1 2", "expression: '1 2' unexpected '2' at position 3"),
        ("pow(2, 3)", "expression: 'pow(2, 3)' calls unknown function 'pow' (min and max are available)"),
        ("min(1)", "expression: 'min(1)' needs two arguments for min(a, b)"),
        ("", "expression: '' is empty"),
        ("2 $ 3", "expression: '2 $ 3' unexpected '$' at position 3"),
    ])
    func badTextNamesTheProblem(text: String, message: String) {
        #expect {
            try ValueExpression(parsing: text)
        } throws: { error in
            (error as? EngineError)?.description == message
        }
    }

    @Test func unknownNamesAndDivisionByZeroAreErrors() throws {
        #expect {
            try ValueExpression(parsing: "headerHeight + 1").evaluate(context)
        } throws: { error in
            (error as? EngineError)?.description == "expression: 'headerHeight + 1': unknown name 'headerHeight'"
        }
        #expect {
            try ValueExpression(parsing: "rowHeight / (imageHeight - 260)").evaluate(context)
        } throws: { error in
            (error as? EngineError)?.description == "expression: 'rowHeight / (imageHeight - 260)': division by zero"
        }
    }
}
