import Foundation
@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// One problem `validate` found: what it concerns and what is wrong, each one line.
public struct ValidationProblem: Hashable, Sendable {
    /// What the problem concerns: `catalog`, `preset 'fade-up'`, `menu 'aeris-map-layers' item 3`.
    public let subject: String
    /// What is wrong, naming the field: `tracks[0].keyframes[1].easing: unknown curve 'outCubik' (…)`.
    public let problem: String
}

/// The variables one preset reads (names beyond the built-in ones), which an app must set.
public struct PresetVariables: Hashable, Sendable {
    /// The preset's name.
    public let preset: String
    /// The variables, in order of first appearance.
    public let variables: [String]
}

/// What `validate` found: the problems, and the presets that read variables.
public struct CatalogValidation: Hashable, Sendable {
    /// The problems, in the order they were found; empty when the catalog is sound.
    public let problems: [ValidationProblem]
    /// The presets that read variables, in name order (not problems: an app sets them).
    public let variables: [PresetVariables]
}

extension CatalogEditor {
    /// Checks the whole catalog: SQLite integrity, foreign keys and migration checksums; every
    /// preset's definition; every menu item's image against the cell-background rule and its
    /// preset for the item's own context (a variable the preset reads is left unknown, not
    /// guessed); every image file present against its recorded SHA-256. Reads only.
    public func validate() throws -> CatalogValidation {
        var problems = try CatalogError.translatingStoreErrors {
            try store.checkCatalog().problems.map { ValidationProblem(subject: "catalog", problem: $0) }
        }
        var definitions: [String: PresetDefinition] = [:]
        var variables: [PresetVariables] = []
        for summary in try presets() {
            let definition = try preset(named: summary.name).definition
            do {
                try DefinitionCompiler.validate(definition)
                definitions[summary.name] = definition
                let names = try DefinitionCompiler.variableNames(of: definition)
                if !names.isEmpty { variables.append(PresetVariables(preset: summary.name, variables: names)) }
            } catch let error as CatalogError where error.kind == .invalidData {
                let subject = "preset '\(summary.name)'"
                let all = Self.everyProblem(of: definition).map { ValidationProblem(subject: subject, problem: $0.description) }
                problems += all.isEmpty ? [ValidationProblem(subject: subject, problem: error.message)] : all
            }
        }
        let ruleProblems = try CatalogError.translatingStoreErrors {
            Dictionary(
                try store.menuItemRuleViolations().map { ("menu '\($0.menuName)' item \($0.position)", $0.problem) },
                uniquingKeysWith: { first, _ in first })
        }
        for use in try allItemUses() {
            let subject = "menu '\(use.menuName)' item \(use.position)"
            if let problem = ruleProblems[subject] {
                problems.append(ValidationProblem(subject: subject, problem: problem))
            }
            guard let definition = definitions[use.presetName] else { continue }
            do {
                let context = PresetContext(rowHeight: use.rowHeight, imageHeight: use.image.pointHeight, imageWidth: use.image.pointWidth)
                try DefinitionCompiler.validate(definition, context: context)
            } catch let error as CatalogError where error.kind == .invalidData {
                problems.append(ValidationProblem(subject: subject, problem: "preset '\(use.presetName)': " + error.message))
            }
        }
        problems += try imageFileProblems()
        return CatalogValidation(problems: problems, variables: variables)
    }

    /// Every problem of a stored definition that fails validation, as a definition file
    /// holding it would show them.
    private static func everyProblem(of definition: PresetDefinition) -> [DefinitionProblem] {
        guard let data = try? DefinitionJSON.encode(definition, pretty: false),
            case .failure(let list) = DefinitionReader.preset(from: String(decoding: data, as: UTF8.self))
        else { return [] }
        return list.problems
    }

    /// The findings as a report. Table and CSV: one row per problem (columns subject and
    /// problem); the table also lists, below, the presets that read variables. JSON:
    /// `{"problems": [{"subject": …, "problem": …, "path": …, "message": …}], "variables":
    /// {"preset": ["name", …]}}`, `problem` being `path: message` (the path inside the preset's
    /// definition, empty for the whole).
    public static func report(of validation: CatalogValidation) -> Report {
        Report(
            columns: [Table.Column("subject"), Table.Column("problem")],
            rows: validation.problems.map { [.text($0.subject), .text($0.problem)] },
            json: .object([
                "problems": .array(
                    validation.problems.map { problem in
                        let split = DefinitionProblem(splitting: problem.problem)
                        return .object([
                            "subject": .string(problem.subject), "problem": .string(problem.problem), "path": .string(split.path),
                            "message": .string(split.message),
                        ])
                    }),
                "variables": .object(
                    Dictionary(uniqueKeysWithValues: validation.variables.map { ($0.preset, .array($0.variables.map(JSONValue.string))) })),
            ])
        )
    }

    /// One line per preset that reads variables, `preset 'card-slide' reads variables: inset`,
    /// for the table format.
    public static func variableLines(of validation: CatalogValidation) -> [String] {
        validation.variables.map { "preset '\($0.preset)' reads variables: " + $0.variables.joined(separator: ", ") }
    }
}
