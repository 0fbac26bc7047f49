import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// Reads a preset definition or a catalog document from JSON text, finding every problem at
/// once: the text parsed; its shape checked against ``DefinitionFormat`` (types, members,
/// enumerations, bounds, counts) together with every curve, colour, expression and range; the
/// decoded definition held to the bound and text rules of the store (``DefinitionBounds``,
/// `TextFieldRules`: the totals over children the shape cannot state, among them), what they
/// find that the shape check has not said already added; then, when all that is sound, the
/// definition checked as a whole by the engine (``DefinitionValidator``: keyframe counts, a
/// channel animated twice, states on another timeline, expressions evaluated) and against its
/// `variables`, which must declare every variable its expressions read.
enum DefinitionReader {
    /// A checker of the preset format.
    static let presetChecker = FormatChecker(definitions: DefinitionFormat.definitions)
    /// A checker of the catalog document format.
    static let documentChecker = FormatChecker(definitions: DefinitionFormat.documentDefinitions)

    /// The preset `text` defines, or every problem of it. `isStoredRow` says `text` is a
    /// stored row written out, which keeps no `variables` member: its variables are not checked.
    static func preset(from text: String, isStoredRow: Bool = false) -> Result<PresetDefinition, DefinitionProblemList> {
        parsed(text).flatMap { preset(parsed: $0, isStoredRow: isStoredRow) }
    }

    /// The preset the parsed definition `value` defines, or every problem of it.
    static func preset(
        parsed value: JSONValue, isStoredRow: Bool = false, validator: DefinitionValidator = newValidator()
    ) -> Result<PresetDefinition, DefinitionProblemList> {
        let sound = decoded(
            PresetDefinition.self, parsed: value, checker: presetChecker, node: DefinitionFormat.preset, parses: validator,
            ruled: { $0.ruledProblems() })
        return sound.flatMap { preset in
            let declared = isStoredRow ? nil : declaredVariables(in: value) ?? []
            let whole = wholeProblems(of: preset, declaring: declared, at: .root, validator: validator)
            return whole.isEmpty ? .success(preset) : .failure(DefinitionProblemList(whole))
        }
    }

    /// The catalog document the parsed `value` holds, or every problem of it, each labelled with
    /// the entry it is in.
    static func document(
        parsed value: JSONValue, validator: DefinitionValidator = newValidator()
    ) -> Result<CatalogDocument, DefinitionProblemList> {
        let sound = decoded(
            CatalogDocument.self, parsed: value, checker: documentChecker, node: DefinitionFormat.document, parses: validator,
            ruled: { $0.ruledProblems() })
        let document: CatalogDocument
        switch sound {
        case .failure(let list): return .failure(DefinitionProblemList(list.problems, labelledIn: value))
        case .success(let decoded): document = decoded
        }
        var presetValues: [JSONValue] = []
        if case .object(let members) = value, case .array(let presets)? = members["presets"] { presetValues = presets }
        var found: [DefinitionProblem] = []
        for (index, preset) in document.presets.enumerated() {
            let declared = index < presetValues.count ? declaredVariables(in: presetValues[index]) ?? [] : []
            found += wholeProblems(
                of: preset, declaring: declared, at: FieldPath.root.member("presets").element(index), validator: validator)
        }
        return found.isEmpty ? .success(document) : .failure(DefinitionProblemList(found, labelledIn: value))
    }

    /// The parsed `value` decoded as a `Decoded` (from the tree itself, ``JSONValueDecoder``: the
    /// text is parsed once), when it is sound in shape and rules; otherwise every problem
    /// `checker` finds in it as `node`, then every problem of `ruled` (the decoded value's store
    /// rules) not already said; or, when those find none and the decoder still refuses it, the
    /// decoder's one problem. The problems are not labelled.
    private static func decoded<Decoded: Decodable>(
        _ type: Decoded.Type, parsed value: JSONValue, checker: FormatChecker, node: FormatNode, parses: DefinitionValidator,
        ruled: (Decoded) -> [DefinitionProblem]
    ) -> Result<Decoded, DefinitionProblemList> {
        var problems = FormatProblems(parsingThrough: parses)
        checker.check(value, as: node, into: &problems)
        let decoded = Result { try JSONValueDecoder().decode(type, from: value) }
        var found = problems.list
        if case .success(let sound) = decoded { found = RuledProblems.adding(ruled(sound), to: found) }
        guard found.isEmpty else { return .failure(DefinitionProblemList(found)) }
        return decoded.mapError { DefinitionProblemList([decodingProblem($0)]) }
    }

    /// The problems of a decoded preset, sound in shape and rules, as a whole: the engine's
    /// first, then its declared variables against what its expressions read (unless `declared`
    /// is nil: a stored row, which keeps no declaration).
    static func wholeProblems(
        of preset: PresetDefinition, declaring declared: [String]?, at base: FieldPath, validator: DefinitionValidator
    ) -> [DefinitionProblem] {
        var problems: [DefinitionProblem] = []
        do {
            try validator.validate(preset, at: base)
        } catch let error as CatalogError {
            problems.append(error.problem ?? DefinitionProblem(splitting: error.message, code: .inconsistent))
        } catch {
            problems.append(DefinitionProblem(thrown: error, at: base, code: .inconsistent))
        }
        guard let declared else { return problems }
        return problems + DeclaredVariables.problems(declared, of: preset, at: base, parses: validator)
    }

    /// A parse cache and validator for one reading: curves read with a "did you mean" for a
    /// mistyped name, the context a typical one.
    static func newValidator() -> DefinitionValidator {
        DefinitionValidator(parsingCurves: Easing.init(parsingWithHint:))
    }

    /// The names a definition's `variables` member lists (its shape already checked), or nil.
    private static func declaredVariables(in value: JSONValue) -> [String]? {
        guard case .object(let members) = value, case .array(let names)? = members[DeclaredVariables.member] else { return nil }
        return names.compactMap { name in
            if case .string(let text) = name { return text }
            return nil
        }
    }

    /// The JSON value of `text`, or the one problem that it is not JSON, or not an object.
    /// Text that cannot be a definition or a document at all (empty, or not starting with `{`)
    /// is "not JSON" rather than a parser's complaint about its first character, or, when it
    /// is JSON of another kind, says what it is instead.
    static func parsed(_ text: String) -> Result<JSONValue, DefinitionProblemList> {
        guard let first = text.unicodeScalars.first(where: { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) }) else {
            let emptiness = text.isEmpty ? "it is empty" : "it holds only whitespace, \(text.utf8.count) bytes"
            return .failure(DefinitionProblemList([DefinitionProblem(path: "", code: .notJSON, message: "not JSON (\(emptiness))")]))
        }
        let expected = "a preset definition or a catalog document is a JSON object, starting with '{'"
        do {
            let value = try JSONValue(parsing: text, source: "")
            guard case .object = value else {
                return .failure(
                    DefinitionProblemList([
                        DefinitionProblem(path: "", code: .notJSON, message: "a JSON \(value.kindName), not an object (\(expected))")
                    ]))
            }
            return .success(value)
        } catch let error as CatalogError {
            guard first == "{" else {
                return .failure(DefinitionProblemList([DefinitionProblem(path: "", code: .notJSON, message: "not JSON (\(expected))")]))
            }
            let message = error.message.hasPrefix(": ") ? String(error.message.dropFirst(2)) : error.message
            return .failure(DefinitionProblemList([DefinitionProblem(path: "", code: .notJSON, message: message)]))
        } catch {
            return .failure(DefinitionProblemList([DefinitionProblem(path: "", code: .notJSON, message: "not JSON")]))
        }
    }

    /// A decoding failure the shape check let through, which would be a gap in
    /// ``DefinitionFormat``: its path, and the tree decoder's words for a value of the wrong kind
    /// (any other refusal, whose text may name a Swift type, says only that the value is not one
    /// the member takes).
    private static func decodingProblem(_ error: any Error) -> DefinitionProblem {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return DefinitionProblem(
                path: JSONValueDecoder.memberPath(context.codingPath), code: .wrongType, message: context.debugDescription)
        case .keyNotFound(_, let context)?:
            return DefinitionProblem(path: JSONValueDecoder.memberPath(context.codingPath), code: .missingMember, message: "is required")
        case .dataCorrupted(let context)?:
            return DefinitionProblem(
                path: JSONValueDecoder.memberPath(context.codingPath), code: .notAllowed, message: "is not a value this member takes")
        default:
            return DefinitionProblem(path: "", code: .notAllowed, message: "cannot be read")
        }
    }
}

/// Problems of a definition or document, with the entries they are in.
struct DefinitionProblemList: Error {
    /// The problems.
    let problems: [DefinitionProblem]
    /// For each problem, `preset 'fade-up': ` when it is inside a named entry of a document, else "".
    let entryLabels: [String]

    /// Problems of a lone preset.
    init(_ problems: [DefinitionProblem]) {
        self.problems = problems
        entryLabels = problems.map { _ in "" }
    }

    /// Problems of the document `document`, each labelled with its entry.
    init(_ problems: [DefinitionProblem], labelledIn document: JSONValue) {
        self.problems = problems
        entryLabels = problems.map { EntryLabel.prefix(forPath: $0.path, in: document) }
    }

    /// The refusal of `source` for these problems.
    func refusal(of source: String) -> DefinitionRefusal {
        DefinitionRefusal(source: source, problems: problems, entryLabels: entryLabels)
    }
}
