import Testing

@testable import CatalogEditing

/// The text `presets edit` shows: `//` lines are comments the reader empties, keeping every
/// other line where it was, so a syntax error's line number is the line the editor shows.
@Suite struct EditBufferTests {
    @Test func commentsAreEmptiedNotRemoved() {
        let shown = EditBuffer.reopened(problems: ["kind: 'card' is not one of …"], savedText: "{\n  \"name\": \"x\",\n  oops\n}")
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("// ") })
        let stripped = EditBuffer.strippingComments(shown)
        #expect(stripped.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count)
        // "oops" is on line 6 of what the editor shows: two header lines, one problem, then the JSON.
        #expect(lines[5] == "  oops")
        do {
            _ = try DefinitionText.preset(from: stripped, source: "x.json")
            Issue.record("accepted")
        } catch let refusal as DefinitionRefusal {
            #expect(refusal.problems.first?.message.hasPrefix("line 6, column 3: ") == true, "\(refusal)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aReopenedFileKeepsOnlyTheLatestProblems() {
        let first = EditBuffer.reopened(problems: ["a: first"], savedText: "{}")
        let second = EditBuffer.reopened(problems: ["b: second"], savedText: first)
        #expect(!second.contains("a: first"))
        #expect(second.contains("// b: second"))
        #expect(second.hasSuffix("\n{}"))
    }

    @Test func blankAndUnchangedTexts() {
        #expect(EditBuffer.isBlank("// only a comment\n  \n"))
        #expect(!EditBuffer.isBlank("// a comment\n{}"))
        let shown = EditBuffer.initial(presetName: "x", definitionText: "{\n  \"a\": 1\n}\n")
        #expect(EditBuffer.isUnchanged(shown, from: shown))
        #expect(EditBuffer.isUnchanged("{\n  \"a\": 1\n}   \n\n", from: shown))
        #expect(!EditBuffer.isUnchanged("{\n  \"a\": 2\n}\n", from: shown))
        // A comment line's text never counts as JSON, a line starting with "//" after blanks included.
        #expect(EditBuffer.strippingComments("  // note\n{}") == "\n{}")
    }
}
