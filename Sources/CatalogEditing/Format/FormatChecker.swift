import ParallaxEngine
import PresetCatalog
import PresetStore

/// Checks a parsed JSON value against a ``FormatNode`` and collects every problem: wrong types,
/// missing and unknown members, values outside an enumeration or bounds, too many or too few
/// entries, and the node's ``FormatRule``s. It checks exactly what the JSON Schema written from
/// the same nodes states (its rules add checks the schema cannot state), so a value it accepts
/// validates against the schema, and one the schema rejects it refuses.
struct FormatChecker {
    /// The nodes ``FormatNode/Shape/reference(_:)`` names.
    let definitions: [FormatName: FormatNode]

    /// Every problem of `value` as `node` describes it, found at the document's root.
    func check(_ value: JSONValue, as node: FormatNode, into problems: inout FormatProblems) {
        check(value, as: node, at: { FieldPath.root }, context: FormatContext(), into: &problems)
    }

    // Paths are passed as closures down the walk: one is written out only for a problem (most
    // values have none, and a path is an allocation per step).
    private func check(
        _ value: JSONValue, as node: FormatNode, at path: () -> FieldPath, context: FormatContext, into problems: inout FormatProblems
    ) {
        let before = problems.list.count
        switch node.shape {
        case .object(let object):
            checkObject(value, object, at: path, context: context, into: &problems)
        case .map(let keys, let keyMeaning, let element):
            checkMap(value, keys: keys, keyMeaning: keyMeaning, element: element, at: path, context: context, into: &problems)
        case .array(let element, let minimumCount, let maximumCount):
            guard case .array(let elements) = value else {
                return problems.append(.wrongType, Self.mismatch(value, expected: "an array"), at: path())
            }
            if elements.count < minimumCount ?? 0 || elements.count > maximumCount ?? .max {
                problems.append(
                    .count, Self.countProblem(elements.count, minimum: minimumCount, maximum: maximumCount, at: path()), at: path())
            }
            for (index, item) in elements.enumerated() {
                check(item, as: element, at: { path().element(index) }, context: context, into: &problems)
            }
        case .string(let form):
            guard case .string(let text) = value else {
                return problems.append(.wrongType, Self.mismatch(value, expected: "a string"), at: path())
            }
            if let (code, problem) = Self.problem(with: text, as: form) { problems.append(code, problem, at: path()) }
        case .number(let bounds):
            guard case .number(let number) = value else {
                return problems.append(.wrongType, Self.mismatch(value, expected: "a number"), at: path())
            }
            if let problem = bounds.problem(with: number) { problems.append(.outOfBounds, problem, at: path()) }
        case .anyOf(let alternatives):
            guard let alternative = alternatives.first(where: { $0.accepts(kindOf: value, definitions) }) else {
                let expected = alternatives.map { $0.kindPhrase(definitions) }.joined(separator: " or ")
                return problems.append(.wrongType, Self.mismatch(value, expected: expected), at: path())
            }
            check(value, as: alternative, at: path, context: context, into: &problems)
        case .constant(let constant):
            if value != constant { problems.append(.notAllowed, "must be \(Self.quoted(constant)) (is \(Self.quoted(value)))", at: path()) }
        case .reference(let name):
            guard let referenced = definitions[name] else { preconditionFailure("the format defines no '\(name.rawValue)'") }
            check(value, as: referenced, at: path, context: context, into: &problems)
        }
        // A rule runs on a value of the right shape: a container of the right type (its rule
        // reads only the parts that are sound), a scalar without a problem of its own.
        let isSound = node.isContainer ? value.kindName == node.kindName : problems.list.count == before
        if let rule = node.rule, isSound {
            rule.check(value, path, context, &problems)
        }
    }

    private func checkObject(
        _ value: JSONValue, _ object: ObjectShape, at path: () -> FieldPath, context: FormatContext, into problems: inout FormatProblems
    ) {
        guard case .object(let members) = value else {
            return problems.append(.wrongType, Self.mismatch(value, expected: "an object"), at: path())
        }
        if members.keys.contains(where: { key in !object.members.contains { $0.name == key } }) {
            let names = object.members.map(\.name)
            for key in members.keys.sorted() where !names.contains(key) {
                let expected = names.isEmpty ? "it takes no members" : "expected one of \(names.sorted().joined(separator: ", "))"
                problems.append(
                    .unknownMember, "unknown member\(NameSuggestion.hint(for: key, among: names)) (\(expected))",
                    at: path().member(messageText(key)))
            }
        }
        for member in object.members where member.isRequired && members[member.name] == nil {
            problems.append(.missingMember, member.node.missingMessage(definitions), at: path().member(member.name))
        }
        if object.minimumMembers == 1, object.maximumMembers == 1, members.count != 1 {
            let names = object.members.map(\.name)
            let given = names.filter { members[$0] != nil }
            let has = given.isEmpty ? "none" : given.sorted().joined(separator: " and ")
            problems.append(.missingMember, "must have exactly one of \(names.sorted().joined(separator: ", ")) (has \(has))", at: path())
        }
        if let (required, unless) = object.requiredUnlessNonEmpty, members[required] == nil {
            let nonEmpty: Bool
            if case .array(let elements)? = members[unless] { nonEmpty = !elements.isEmpty } else { nonEmpty = false }
            if !nonEmpty, let node = object.members.first(where: { $0.name == required })?.node {
                problems.append(
                    .missingMember, node.missingMessage(definitions) + " (only a preset with \(unless) may leave it out)",
                    at: path().member(required))
            }
        }
        var inner = context
        if let channelMember = object.channelMember, case .string(let channel)? = members[channelMember] {
            inner.channel = channel
        }
        for member in object.members {
            if let memberValue = members[member.name] {
                check(memberValue, as: member.node, at: { path().member(member.name) }, context: inner, into: &problems)
            }
        }
    }

    private func checkMap(
        _ value: JSONValue, keys: [String], keyMeaning: String, element: FormatNode, at path: () -> FieldPath, context: FormatContext,
        into problems: inout FormatProblems
    ) {
        guard case .object(let members) = value else {
            return problems.append(.wrongType, Self.mismatch(value, expected: "an object"), at: path())
        }
        for (key, memberValue) in members.sorted(by: { $0.key < $1.key }) {
            guard keys.contains(key) else {
                problems.append(
                    .unknownMember,
                    "unknown \(keyMeaning) '\(messageText(key))'\(NameSuggestion.hint(for: key, among: keys)) "
                        + "(expected one of \(keys.joined(separator: ", ")))", at: path().member(messageText(key)))
                continue
            }
            var inner = context
            inner.channel = key
            check(memberValue, as: element, at: { path().member(key) }, context: inner, into: &problems)
        }
    }

    /// What is wrong with `text` as a string of `form`, and its kind, or nil.
    static func problem(with text: String, as form: StringForm) -> (DefinitionProblem.Code, String)? {
        switch form {
        case .any:
            return nil
        case .text(let maximumLength, let notBlank):
            // Printable ASCII within the limit breaks no rule: most text is, and is told apart by
            // its bytes faster than the rules look its characters up.
            let isPlain = text.utf8.count <= maximumLength && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            if !isPlain, let problem = TextFieldRules.problem(with: text, limit: maximumLength) { return (.invalidText, problem) }
            return notBlank && text.allSatisfy({ $0 == " " }) ? (.invalidText, "must not be empty") : nil
        case .slug:
            return FormatText.isSlug(text)
                ? nil
                : (
                    .notAllowed,
                    "'\(messageText(text))' is not a name: 1-64 lowercase letters, digits or hyphens, starting with a letter or digit"
                )
        case .oneOf(let values):
            return values.contains(text)
                ? nil
                : (
                    .notAllowed,
                    "'\(messageText(text))' is not one of \(values.joined(separator: ", "))\(NameSuggestion.hint(for: text, among: values))"
                )
        case .percentage:
            return FormatText.isPercentage(text) ? nil : percentageProblem(with: text)
        case .sha256:
            return FormatText.isSHA256(text) ? nil : (.notAllowed, "must be 64 lowercase hexadecimal digits")
        }
    }

    /// What is wrong with `text` as a percentage: outside the bound, in the words of
    /// `PresetDefinition.boundProblems()`, or not written as one.
    private static func percentageProblem(with text: String) -> (DefinitionProblem.Code, String) {
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, !NumberBound.coordinate.contains(value),
            text.first.map({ $0.isNumber || "+-.".contains($0) }) == true
        {
            let limit = DecimalText.exactText(CatalogLimits.maximumCoordinate)
            return (.outOfBounds, "must be a percentage within ±\(limit)% (is \(DecimalText.exactText(value))%)")
        }
        return (
            .notAllowed,
            "'\(messageText(text))' is not a percentage like \"25%\" (a decimal number within ±"
                + "\(DecimalText.exactText(CatalogLimits.maximumCoordinate)), any exponent negative, then %)"
        )
    }

    /// Too few or too many entries at `path`: a pair's "must have exactly 2 entries (has 3)", a
    /// list's "needs at least 2 keyframes (has 1)" or "has 1001 tracks; at most 1000 are
    /// allowed", the list named by its member as the engine and the bound checks of
    /// ``DefinitionBounds`` (`PresetDefinition.boundProblems()`) name it, so they say the same.
    private static func countProblem(_ count: Int, minimum: Int?, maximum: Int?, at path: FieldPath) -> String {
        if let minimum, minimum == maximum { return "must have exactly \(minimum) \(entries(minimum)) (has \(count))" }
        let member = path.description.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? ""
        let noun = member.isEmpty ? "entries" : member
        if let minimum, count < minimum { return "needs at least \(minimum) \(noun) (has \(count))" }
        return "has \(count) \(noun); at most \(maximum ?? count) are allowed"
    }

    /// "must be a number, not a string ('abc')".
    static func mismatch(_ value: JSONValue, expected: String) -> String {
        "must be \(expected), not \(describe(value))"
    }

    /// The value as messages name it: "a string ('abc')", "an array", "null".
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): "a number (\(DecimalText.text(number)))"
        case .string(let text): "a string ('\(messageText(text))')"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static func quoted(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "'\(messageText(text))'"
        case .number(let number): DecimalText.text(number)
        default: describe(value)
        }
    }

    private static func entries(_ count: Int) -> String { count == 1 ? "entry" : "entries" }
}

extension FormatNode {
    /// The JSON kind of a container node ("object", "array"), as ``JSONValue/kindName`` names it;
    /// "" for any other.
    fileprivate var kindName: String {
        switch shape {
        case .object, .map: "object"
        case .array: "array"
        default: ""
        }
    }

    /// Whether the node is an object, a map or an array.
    fileprivate var isContainer: Bool { !kindName.isEmpty }

    /// The node itself, or the one it refers to.
    func resolved(_ definitions: [FormatName: FormatNode]) -> FormatNode {
        guard case .reference(let name) = shape, let node = definitions[name] else { return self }
        return node.resolved(definitions)
    }

    /// Whether a value of `value`'s JSON type can be this node (alternatives of an `anyOf` differ
    /// in type, so the type picks the one to check).
    fileprivate func accepts(kindOf value: JSONValue, _ definitions: [FormatName: FormatNode]) -> Bool {
        switch (resolved(definitions).shape, value) {
        case (.object, .object), (.map, .object), (.array, .array), (.string, .string), (.number, .number): true
        case (.constant(let constant), _): constant.kindName == value.kindName
        case (.anyOf(let alternatives), _): alternatives.contains { $0.accepts(kindOf: value, definitions) }
        default: false
        }
    }

    /// "a number", "a string", … for messages.
    fileprivate func kindPhrase(_ definitions: [FormatName: FormatNode]) -> String {
        switch resolved(definitions).shape {
        case .object, .map: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let bounds): bounds.isWhole ? "a whole number" : "a number"
        case .anyOf(let alternatives): alternatives.map { $0.kindPhrase(definitions) }.joined(separator: " or ")
        case .constant(let value): FormatChecker.describe(value)
        case .reference: "a value"
        }
    }

    /// The message for this member missing: "is required (one of a, b)" or "(e.g. …)", the
    /// member's own example first, then its definition's.
    fileprivate func missingMessage(_ definitions: [FormatName: FormatNode]) -> String {
        let node = resolved(definitions)
        if case .string(.oneOf(let values)) = node.shape { return "is required (one of \(values.joined(separator: ", ")))" }
        guard let example = examples.first ?? node.examples.first, let text = try? example.canonicalText(layout: .compact),
            text.count <= 60
        else {
            return "is required (\(kindPhrase(definitions)))"
        }
        return "is required (e.g. \(text))"
    }
}
