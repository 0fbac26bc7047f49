import Foundation
/// SQL text in a form where two spellings of the same statement compare equal.
///
/// SQLite stores each object's creating statement in `sqlite_master` as it was written, then
/// edits that text itself: `ALTER TABLE … ADD COLUMN` splices the column in, `RENAME` quotes the
/// new name, and releases have differed in the spacing they keep. The comparison must not call
/// such a catalog altered, yet must see any change of meaning, a CHECK dropped or a default
/// changed. So the text is cut into SQL tokens: comments and whitespace go, keywords and
/// identifiers are folded to ASCII lower case (SQLite ignores their ASCII case), identifiers
/// lose their quotes when they do not need them, and string literals stay exactly as written.
enum SQLText {
    /// The tokens of `sql`, joined by single spaces.
    static func normalized(_ sql: String) -> String {
        var tokens: [String] = []
        let scalars = Array(sql.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == "-" {
                index = endOfLineComment(in: scalars, from: index)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index = endOfBlockComment(in: scalars, from: index + 2)
            } else if scalar == "'" {
                let end = endOfQuoted(in: scalars, from: index, closing: "'")
                tokens.append(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
            } else if let closing = identifierQuotes[scalar] {
                let end = endOfQuoted(in: scalars, from: index, closing: closing)
                let inner = String(String.UnicodeScalarView(scalars[(index + 1)..<max(index + 1, end - 1)]))
                tokens.append(identifierToken(inner.replacingOccurrences(of: String(closing) + String(closing), with: String(closing))))
                index = end
            } else if isWordCharacter(scalar) {
                var end = index
                while end < scalars.count, isWordCharacter(scalars[end]) { end += 1 }
                tokens.append(asciiLowercased(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else {
                tokens.append(String(scalar))
                index += 1
            }
        }
        return tokens.joined(separator: " ")
    }

    /// `text` with ASCII letters in lower case and everything else unchanged, as SQLite folds
    /// names and keywords.
    static func asciiLowercased(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }

    /// The opening quote characters of quoted identifiers, and their closing ones.
    static let identifierQuotes: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "`": "`", "[": "]"]

    /// An identifier as one token: bare when it is a plain name, else double-quoted.
    private static func identifierToken(_ name: String) -> String {
        let folded = asciiLowercased(name)
        let isPlain =
            !folded.isEmpty && !(folded.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true)
            && folded.unicodeScalars.allSatisfy(isWordCharacter)
        return isPlain ? folded : "\"" + folded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Letters, digits, `_`, `$` and every non-ASCII character: what SQLite's tokenizer reads as
    /// part of a name, keyword or number.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "$"
    }

    /// The index just past the quote closing the quoted token that starts at `start` (a doubled
    /// closing quote is part of the token), or the end of the text.
    static func endOfQuoted(in scalars: [Unicode.Scalar], from start: Int, closing: Unicode.Scalar) -> Int {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == closing {
                if closing != "]", index + 1 < scalars.count, scalars[index + 1] == closing {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return scalars.count
    }

    /// The index just past the `*/` closing a block comment whose text starts at `start`.
    static func endOfBlockComment(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "*", scalars[index + 1] == "/" { return index + 2 }
            index += 1
        }
        return scalars.count
    }

    /// The index of the line break ending a `--` comment that starts at `start`, or the end of
    /// the text.
    static func endOfLineComment(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return index
    }
}
