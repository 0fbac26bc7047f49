/// What the store accepts in a free-text field before writing it: summaries, titles, subtitles,
/// image URIs, easing texts and keyframe value texts (names are slugs, which the schema's CHECKs
/// hold to). Every field is refused with one line naming it when it holds a NUL character (which
/// SQLite would cut short), is longer than its limit, or holds a control character, a line or
/// paragraph separator, or a bidirectional embedding, override or isolate, which would break a
/// table's rows or make it show something else than it holds. The left-to-right and
/// right-to-left marks (U+200E, U+200F) stay allowed: mixed-direction titles need them, and they
/// only place neutral characters such as punctuation, never reorder a run of text.
package enum TextFieldRules {
    /// The longest text, in Unicode scalars, each free-text field takes; keyed by the field's
    /// last path component (`summary`, `items[2].title`, `tracks[0].keyframes[1].easing`).
    package static let limits: [String: Int] = [
        "summary": 1_000, "title": 200, "subtitle": 500, "uri": 2_048, "easing": 2_000, "value": 2_000,
    ]

    /// Throws ``PresetDatabaseError/invalidField(owner:field:problem:)`` for the first of `fields`
    /// that breaks a rule (a NUL character in any field; length and characters in the free-text
    /// ones).
    static func refuse(in fields: [(field: String, text: String)], owner: String) throws {
        try NULCharacters.refuse(in: fields, owner: owner)
        for (field, text) in fields {
            guard let limit = limits[lastComponent(of: field)] else { continue }
            if let problem = problem(with: text, limit: limit) {
                throw PresetDatabaseError.invalidField(owner: owner, field: field, problem: problem)
            }
        }
    }

    /// Every field of `fields` that breaks a rule, with the rule it breaks, in order.
    static func problems(in fields: [(field: String, text: String)]) -> [DefinitionProblem] {
        fields.compactMap { field, text in
            if NULCharacters.occur(in: text) { return DefinitionProblem(path: field, code: .invalidText, message: NULCharacters.problem) }
            guard let limit = limits[lastComponent(of: field)], let problem = problem(with: text, limit: limit) else { return nil }
            return DefinitionProblem(path: field, code: .invalidText, message: problem)
        }
    }

    /// Throws as ``refuse(in:owner:)`` does for `definition`'s text fields: at once when all of
    /// them are plain (``PresetDefinition/hasOnlyPlainText``), field by field otherwise.
    static func refuse(in definition: PresetDefinition, owner: @autoclosure () -> String) throws {
        guard !definition.hasOnlyPlainText else { return }
        try refuse(in: definition.textFields, owner: owner())
    }

    /// What is wrong with `text` as a free-text field of at most `limit` scalars, or nil.
    package static func problem(with text: String, limit: Int) -> String? {
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if isControl(scalar) {
                return "must not contain control characters or line breaks (\(codePoint(scalar)) at character \(count))"
            }
            if BidirectionalFormatting.isOverrideOrIsolate(scalar) {
                return "must not contain bidirectional embeddings, overrides or isolates (\(codePoint(scalar)) at character \(count))"
            }
        }
        return count > limit ? "must be at most \(limit) characters (it has \(count))" : nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func lastComponent(of field: String) -> String {
        String(field.split(separator: ".").last ?? Substring(field))
    }

    /// `U+202E`: the scalar's code point as Unicode writes it.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// The bidirectional formatting characters that reorder whole runs of text on screen (the
/// "Trojan Source" characters, CVE-2021-42574): U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and
/// U+2066–U+2069 (LRI, RLI, FSI, PDI).
enum BidirectionalFormatting {
    /// Whether `scalar` is one of them.
    static func isOverrideOrIsolate(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

extension PresetDefinition {
    /// Every text field that breaks a text rule (``TextFieldRules``: NUL, control, line-break
    /// and bidirectional override characters, lengths), with the rule: what `validate` reports
    /// for a catalog another program wrote, whose text the store never checked.
    package func textProblems() -> [DefinitionProblem] {
        hasOnlyPlainText ? [] : TextFieldRules.problems(in: textFields)
    }
}

extension ImageDefinition {
    /// Every text field that breaks a text rule, as ``PresetDefinition/textProblems()``.
    package func textProblems() -> [DefinitionProblem] { TextFieldRules.problems(in: textFields) }
}

extension MenuDefinition {
    /// Every text field of the menu and its items that breaks a text rule, as
    /// ``PresetDefinition/textProblems()``.
    package func textProblems() -> [DefinitionProblem] {
        TextFieldRules.problems(
            in: [("name", name), ("title", title)]
                + items.enumerated().flatMap { position, item in item.textFields.map { ("items[\(position)].\($0.field)", $0.text) } })
    }
}
