import ParallaxEngine
import PresetStore

/// The variables of presets: names their expressions read beyond ``PresetContext/builtInNames``.
package enum VariableNames {
    /// The names among `names` that are not built in, in their order.
    package static func variables(among names: [String]) -> [String] {
        names.filter { !PresetContext.builtInNames.contains($0) }
    }

    /// The built-in name `name` is most likely a misspelling of, if any: the same but for
    /// letter case, or but for one letter added, removed, changed or two neighbours swapped
    /// (`imageHeigth`, `rowheight`). Such a name is refused as a variable: a typo would
    /// otherwise become a variable no app sets.
    static func builtInName(resembling name: String) -> String? {
        PresetContext.builtInNames.first { builtIn in
            name != builtIn && (name.lowercased() == builtIn.lowercased() || isOneEditApart(Array(name), Array(builtIn)))
        }
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    private static func isOneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        guard let first = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) else { return true }
        if a.count == b.count {
            let swapped = first + 1 < a.count && a[first] == b[first + 1] && a[first + 1] == b[first]
            let rest = swapped ? first + 2 : first + 1
            return a[rest...] == b[rest...]
        }
        return a.count > b.count ? a[(first + 1)...] == b[first...] : a[first...] == b[(first + 1)...]
    }

    /// Refuses a context that does not set a variable `definition`'s expressions read (the
    /// first in ``AnimatorDefinition/expressionNames``' order), a variable named like a built-in,
    /// or a variable that is not a finite number.
    /// - Throws: ``CatalogError`` — invalid argument, naming the variable and `scope` (e.g. `preset 'card-slide'`).
    static func require(
        variablesOf definition: AnimatorDefinition, in context: PresetContext, scope: @autoclosure () -> String
    ) throws {
        let variables = context.variables
        // Without variables (most contexts) only the third check can fail.
        if !variables.isEmpty {
            if let builtIn = variables.keys.sorted().first(where: PresetContext.builtInNames.contains) {
                throw CatalogError(
                    .invalidArgument, "variable '\(messageText(builtIn))' is a built-in name; set the context's \(builtIn) instead")
            }
            if let (name, value) = variables.sorted(by: { $0.key < $1.key }).first(where: { !$0.value.isFinite }) {
                throw CatalogError(.invalidArgument, "variable '\(messageText(name))' must be a finite number (is \(value))")
            }
        }
        if let missing = definition.firstExpressionName(where: {
            (variables.isEmpty || variables[$0] == nil) && !PresetContext.builtInNames.contains($0)
        }) {
            throw CatalogError(.invalidArgument, "\(scope()) reads the variable '\(messageText(missing))', which is not set")
        }
    }
}
