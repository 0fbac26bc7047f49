/// The text `presets edit` hands an editor and reads back, as `git commit` and `kubectl edit`
/// do: the definition's JSON under a block of `//` comment lines (what to do, or the problems
/// the last save had). Every line whose first non-blank characters are `//` is a comment, and is
/// emptied before the JSON is read (JSON strings cannot span lines, so no JSON line starts with
/// `//`); emptied rather than removed, so a syntax error's line number is the line the editor shows.
package enum EditBuffer {
    /// What the editor shows first: how editing works, then `definitionText`.
    package static func initial(presetName name: String, definitionText: String) -> String {
        comments([
            "Editing preset '\(name)'. Save and close to write a new revision; every problem is",
            "shown here and the file reopened until the definition is valid.",
            "Lines starting with // are ignored. Close without changes, or empty the file, to cancel.",
            "docs/PRESETS.md describes the format (preset-manager schema prints its JSON Schema).",
        ]) + definitionText
    }

    /// What the editor shows after a save with problems: them, then the saved text without its
    /// comment lines.
    package static func reopened(problems: [String], savedText: String) -> String {
        let kept = savedText.split(separator: "\n", omittingEmptySubsequences: false).filter { !isComment($0) }
        let header = [
            "The definition was not saved: it has \(problems.count == 1 ? "a problem" : "problems"). Fix and save again,",
            "or close without changes, or empty the file, to cancel.",
        ]
        return comments(header + problems) + kept.joined(separator: "\n")
    }

    /// `text` with every comment line emptied.
    package static func strippingComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { isComment($0) ? "" : String($0) }.joined(separator: "\n")
    }

    /// Whether `text` holds nothing but comments and blanks (the user emptied it: cancel).
    package static func isBlank(_ text: String) -> Bool {
        strippingComments(text).allSatisfy(\.isWhitespace)
    }

    /// Whether two texts are the same once comments are emptied and blank lines and line-end
    /// blanks ignored (closing the editor without changes: cancel).
    package static func isUnchanged(_ saved: String, from shown: String) -> Bool {
        content(saved) == content(shown)
    }

    private static func content(_ text: String) -> [String] {
        strippingComments(text).split(separator: "\n").map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }

    private static func isComment(_ line: Substring) -> Bool {
        line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//")
    }

    private static func comments(_ lines: [String]) -> String {
        lines.map { "// " + $0 + "\n" }.joined()
    }
}
