import ParallaxEngine
import PresetStore

/// Validates many definitions in a row (one import) as ``DefinitionCompiler/validate(_:at:context:)``
/// does each, sharing what repeats between them: the context's values are worked out once, and
/// a curve, colour or expression text that appears again is not parsed again. Only successful
/// parses are kept, so a text that fails is parsed anew and fails with the same message. It is
/// also the parse cache of everything that reads one text: the format's check of each curve and
/// value, the whole check and the declared variables share one, so each text is parsed once.
package final class DefinitionValidator {
    private let values: [String: Double]
    private var easings: [String: Easing] = [:]
    private var colors: [String: RGBA] = [:]
    private var expressions: [String: ValueExpression] = [:]
    private let parseCurve: (String) throws -> Easing

    /// A validator whose checks evaluate expressions with `context` (default: a typical one)
    /// and read curves with `parseCurve` (default: the engine's `Easing(parsing:)`; the
    /// tooling's adds a "did you mean" to a mistyped curve name).
    package init(
        context: PresetContext = PresetContext(),
        parsingCurves parseCurve: @escaping (String) throws -> Easing = Easing.init(parsing:)
    ) {
        values = context.values
        self.parseCurve = parseCurve
    }

    /// Checks `preset` completely, as ``DefinitionCompiler/validate(_:at:context:)`` does, with
    /// the same messages; error paths start at `base`.
    public func validate(_ preset: PresetDefinition, at base: FieldPath = .root) throws {
        try DefinitionCompiler.requireBounds(preset, at: base)
        try DefinitionCompiler.check(DefinitionCompiler.animatorDefinition(for: preset, at: base, parses: self), at: base, knowing: values)
    }

    /// How many texts have been parsed (each distinct sound text once).
    package private(set) var parseCount = 0

    /// The curve `text` names.
    package func easing(_ text: String) throws -> Easing {
        if let known = easings[text] { return known }
        parseCount += 1
        let parsed = try parseCurve(text)
        easings[text] = parsed
        return parsed
    }

    /// The colour `text` writes.
    package func color(_ text: String) throws -> RGBA {
        if let known = colors[text] { return known }
        parseCount += 1
        let parsed = try RGBA(parsing: text)
        colors[text] = parsed
        return parsed
    }

    /// The expression `text` writes.
    package func expression(_ text: String) throws -> ValueExpression {
        if let known = expressions[text] { return known }
        parseCount += 1
        let parsed = try ValueExpression(parsing: text)
        expressions[text] = parsed
        return parsed
    }
}
