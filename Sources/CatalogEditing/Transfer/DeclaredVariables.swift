import ParallaxEngine
import PresetCatalog
import PresetStore

/// A preset's `variables` member in the definition JSON: the variables its expressions read
/// (names beyond the built-in ones), which an app must set. `presets show --format json` writes
/// it when there are any; a definition read from text must list every variable its expressions
/// read and no other, so a file declares what an app sets, and a name that is a mistake (a
/// typo, `"one"` for `1`) shows before anything is stored. It is derived: the catalog does not
/// store it.
enum DeclaredVariables {
    /// The member's name.
    static let member = "variables"

    /// `definition` as JSON, with `variables` when the preset reads any (and compiles).
    static func json(of definition: PresetDefinition) throws -> JSONValue {
        let json = try DefinitionText.jsonValue(of: definition)
        guard case .object(var members) = json, let names = try? DefinitionCompiler.variableNames(of: definition), !names.isEmpty
        else { return json }
        members[member] = .array(names.map(JSONValue.string))
        return .object(members)
    }

    /// `variables: a, b` (or `none`) for `presets show`'s table, for a preset that compiles;
    /// nothing for one that does not.
    static func preambleLine(of definition: PresetDefinition) -> [(label: String, value: String)] {
        guard let names = try? DefinitionCompiler.variableNames(of: definition) else { return [] }
        return [("variables", names.isEmpty ? "none" : names.joined(separator: ", "))]
    }

    /// The problems of `declared` (the `variables` member, empty when absent) against the
    /// variables `definition`, whose JSON sits at `base`, reads: each variable read but not
    /// declared, at the first value that reads it; then each name declared but not read, at the
    /// member. (A name a letter away from a built-in one never gets here: the format's check of
    /// each expression refuses it first, saying which built-in name it resembles.)
    /// Expressions are read through `parses`, which has parsed them already when the format's
    /// check ran.
    static func problems(
        _ declared: [String], of definition: PresetDefinition, at base: FieldPath, parses: DefinitionValidator
    ) -> [DefinitionProblem] {
        var problems: [DefinitionProblem] = []
        var read: [String] = []
        for value in ExpressionValues.of(definition, at: base) {
            guard let expression = try? parses.expression(value.text) else { continue }
            for name in VariableNames.variables(among: expression.variableNames) where !read.contains(name) {
                read.append(name)
                guard !declared.contains(name) else { continue }
                problems.append(
                    DefinitionProblem(path: value.path.description, code: .undeclaredVariable, message: undeclaredMessage(name)))
            }
        }
        let memberPath = base.member(member).description
        for name in declared where !read.contains(name) {
            problems.append(
                DefinitionProblem(
                    path: memberPath, code: .unusedVariable, message: "lists '\(messageText(name))', which no expression reads"))
        }
        return problems
    }

    /// What is wrong with a value that reads the variable `name` its definition does not declare.
    static func undeclaredMessage(_ name: String) -> String {
        "reads the variable '\(messageText(name))', which \"\(member)\" does not declare "
            + "(add it to \"\(member)\" if the app supplies it)"
    }
}
