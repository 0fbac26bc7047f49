import Foundation
import ParallaxEngine
import PresetStore
import Testing

/// Deep nesting must be refused with an error, not overflow the stack: parsers that recurse per
/// level need a bound. Modest nesting still works and gives the value worked out by hand.
@Suite struct NestingTests {
    static let depth = 10_000

    static func expectRefusedExpression(_ text: String, _ label: String) {
        do {
            _ = try ValueExpression(parsing: text)
            Issue.record("\(label) was accepted")
        } catch let error as EngineError {
            #expect(error.field == "expression")
            expectOneLine(error, label)
        } catch {
            Issue.record("\(label) threw \(type(of: error))")
        }
    }

    @Test func tenThousandNestedParenthesesAreRefused() {
        let text = String(repeating: "(", count: Self.depth) + "1" + String(repeating: ")", count: Self.depth)
        Self.expectRefusedExpression(text, "10,000 nested parentheses")
    }

    @Test func tenThousandUnclosedParenthesesAreRefused() {
        Self.expectRefusedExpression(String(repeating: "(", count: Self.depth), "10,000 unclosed parentheses")
    }

    @Test func tenThousandSignsAreRefused() {
        Self.expectRefusedExpression(String(repeating: "-", count: Self.depth) + "1", "10,000 unary minus signs")
    }

    @Test func tenThousandNestedCallsAreRefused() {
        let text = String(repeating: "max(1, ", count: Self.depth) + "1" + String(repeating: ")", count: Self.depth)
        Self.expectRefusedExpression(text, "10,000 nested max calls")
    }

    /// A left-leaning chain `1+1+…` builds a tree as deep as it is long; evaluating, comparing or
    /// freeing such a tree recurses once per term.
    @Test func tenThousandChainedOperatorsAreRefused() {
        Self.expectRefusedExpression("1" + String(repeating: " + 1", count: Self.depth), "10,000 chained additions")
    }

    /// By hand: 20 parentheses around 2 is 2, times 3 is 6; three nested negations of 1 is −1;
    /// max(1, max(2, max(3, 4))) is 4.
    @Test func modestNestingStillEvaluates() throws {
        let twenty = String(repeating: "(", count: 20) + "2" + String(repeating: ")", count: 20) + " * 3"
        #expect(try ValueExpression(parsing: twenty).evaluate([:]) == 6)
        #expect(try ValueExpression(parsing: "-(-(-(1)))").evaluate([:]) == -1)
        #expect(try ValueExpression(parsing: "max(1, max(2, max(3, 4)))").evaluate([:]) == 4)
        #expect(try ValueExpression(parsing: "1" + String(repeating: " + 1", count: 49)).evaluate([:]) == 50)
    }

    @Test func tenThousandParenthesesInACurveAreRefused() {
        let text = "cubic-bezier" + String(repeating: "(", count: Self.depth) + "0, 0, 1, 1" + String(repeating: ")", count: Self.depth)
        do {
            _ = try Easing(parsing: text)
            Issue.record("a curve with 10,000 parentheses was accepted")
        } catch {
            expectOneLine(error, "curve with 10,000 parentheses")
        }
    }

    /// A chain of 10,000 children, each inside the previous one's `children` array.
    @Test func tenThousandNestedChildrenAreRefused() {
        let opening = String(repeating: #"{"name":"c","tracks":[],"children":["#, count: Self.depth)
        let closing = String(repeating: "]}", count: Self.depth)
        let text =
            #"{"name":"deep","kind":"custom","timeline":{"offset":{}},"tracks":[],"children":["#
            + opening + #"{"name":"leaf"}"# + closing + "]}"
        do {
            _ = try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8))
            Issue.record("10,000 nested children were accepted")
        } catch {
            expectOneLine(error, "10,000 nested children")
        }
    }

    /// As deep as the JSON reader allows children to nest: decoded, stored and read back
    /// unchanged, or refused on one line; either way, no crash.
    @Test(arguments: [16, 100, 250])
    func deeplyNestedChildrenRoundTripOrAreRefused(depth: Int) throws {
        var child = PresetDefinition.Child(name: "leaf")
        for level in 0..<depth { child = PresetDefinition.Child(name: "c\(level)", children: [child]) }
        let definition = PresetDefinition(name: "deep", kind: .custom, timeline: .offset, children: [child])
        let data = try DefinitionJSON.encode(definition)
        let decoded: PresetDefinition
        do {
            decoded = try DefinitionJSON.decode(PresetDefinition.self, from: data)
        } catch {
            expectOneLine(error, "children nested \(depth) deep")
            return
        }
        #expect(decoded == definition)
        let store = try PresetDatabase.inMemory()
        do {
            try store.createPreset(decoded)
            #expect(try store.preset(named: "deep").definition == definition)
        } catch {
            expectOneLine(error, "storing children nested \(depth) deep")
        }
    }
}
