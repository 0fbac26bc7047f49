import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// One problem `validate` found: what it concerns and what is wrong, each one line.
package struct ValidationProblem: Hashable, Sendable {
    /// What the problem concerns: `catalog`, `preset 'fade-up'`, `menu 'aeris-map-layers' item 3`.
    package let subject: String
    /// What is wrong, naming the field: `tracks[0].keyframes[1].easing: unknown curve 'outCubik' (…)`.
    package let problem: String
    /// The JSON path of the field at fault inside the subject's definition; empty when the
    /// problem is not about one field.
    package let path: String
    /// What is wrong, without the path; the whole ``problem`` when there is no path.
    package let message: String
    /// The kind of a problem of the subject's definition (``PresetStore/DefinitionProblem/Code``);
    /// nil for one about the catalog's files and rows rather than a definition.
    package let code: DefinitionProblem.Code?

    /// A problem of `subject` told in one line, `problem`, not about its definition.
    package init(subject: String, problem: String) {
        self.subject = subject
        self.problem = problem
        path = ""
        message = problem
        code = nil
    }

    /// A problem of `subject`'s definition at `problem`'s path, told as `problem` is.
    package init(subject: String, problem: DefinitionProblem, line: String? = nil) {
        self.subject = subject
        self.problem = line ?? problem.description
        path = problem.path
        message = problem.message
        code = problem.code
    }
}

/// The variables one preset reads (names beyond the built-in ones), which an app must set.
package struct PresetVariables: Hashable, Sendable {
    /// The preset's name.
    package let preset: String
    /// The variables, in order of first appearance.
    package let variables: [String]
}

/// What `validate` found: the problems, and the presets that read variables.
package struct CatalogValidation: Hashable, Sendable {
    /// The problems, in the order they were found; empty when the catalog is sound.
    package let problems: [ValidationProblem]
    /// The presets that read variables, in name order (not problems: an app sets them).
    package let variables: [PresetVariables]
}

extension CatalogEditor {
    /// Checks the whole catalog: SQLite integrity, foreign keys and migration checksums; every
    /// CHECK and NOT NULL rule of the migrations' schema against every row (a catalog written
    /// with `ignore_check_constraints`: ``PresetDatabase/ruleViolations()``); every preset's
    /// definition (one that cannot be read is named, and the others still checked); the stored text of every preset, image and menu against the text
    /// rules and the stored numbers and counts of images and menus against their bounds (a
    /// catalog another program wrote was never checked by the store); every menu item's image
    /// against the cell-background rule and its preset for the item's own context (a variable
    /// the preset reads is left unknown, not guessed); every image file present against its
    /// recorded SHA-256. Reads only.
    package func validate() throws -> CatalogValidation {
        var problems = try CatalogError.translatingStoreErrors {
            try store.checkCatalog().problems.map { ValidationProblem(subject: "catalog", problem: $0) }
        }
        let violations = try CatalogError.translatingStoreErrors { try store.ruleViolations() }
        problems += violations.map { ValidationProblem(subject: $0.subject, problem: $0.problem) }
        let rowsBreakRules = !violations.isEmpty
        var definitions: [String: PresetDefinition] = [:]
        var variables: [PresetVariables] = []
        problems += try Self.rowCheck("presets", rowsBreakRules: rowsBreakRules) {
            try presetProblems(definitions: &definitions, variables: &variables)
        }
        problems += try Self.rowCheck("menu items", rowsBreakRules: rowsBreakRules) { try menuItemProblems(definitions: definitions) }
        problems += try Self.rowCheck("images", rowsBreakRules: rowsBreakRules) {
            try images().map(\.definition).flatMap { image in
                Self.problems(image.textProblems() + image.boundProblems(), subject: "image '\(image.name)'")
            }
        }
        problems += try Self.rowCheck("menus", rowsBreakRules: rowsBreakRules) {
            try menus().map(\.definition).flatMap { menu in
                Self.problems(menu.textProblems() + menu.boundProblems(), subject: "menu '\(menu.name)'")
            }
        }
        problems += try Self.rowCheck("image files", rowsBreakRules: rowsBreakRules) { try imageFileProblems() }
        problems += try Self.rowCheck("merge conflicts", rowsBreakRules: rowsBreakRules) { try mergeConflictProblems() }
        return CatalogValidation(problems: problems, variables: variables)
    }

    /// Every preset's problems: one that cannot be read is named and the others still checked;
    /// fills `definitions` with the sound ones and `variables` with those that read variables.
    private func presetProblems(
        definitions: inout [String: PresetDefinition], variables: inout [PresetVariables]
    ) throws -> [ValidationProblem] {
        let (readable, unreadable) = try readablePresets()
        var problems = unreadable.map { ValidationProblem(subject: "preset '\(messageText($0.name, limit: 80))'", problem: $0.problem) }
        for summary in readable {
            let definition: PresetDefinition
            do {
                definition = try preset(named: summary.name).definition
            } catch let error as CatalogError where error.kind == .invalidData {
                // One malformed row: named, and the rest of the catalog still checked.
                problems.append(ValidationProblem(subject: "preset '\(messageText(summary.name, limit: 80))'", problem: error.message))
                continue
            }
            problems += Self.problems(definition.textProblems(), subject: "preset '\(summary.name)'")
            do {
                try DefinitionCompiler.validate(definition)
                definitions[summary.name] = definition
                let names = try DefinitionCompiler.variableNames(of: definition)
                if !names.isEmpty { variables.append(PresetVariables(preset: summary.name, variables: names)) }
            } catch let error as CatalogError where error.kind == .invalidData {
                let subject = "preset '\(summary.name)'"
                let every = Self.everyProblem(of: definition).map { ValidationProblem(subject: subject, problem: $0) }
                problems += every.isEmpty ? [ValidationProblem(subject: subject, problem: error.message)] : every
            }
        }
        return problems
    }

    /// Every menu item's problems: the cell-background rule for its image, and its preset (one
    /// of the sound `definitions`) in the item's own context.
    private func menuItemProblems(definitions: [String: PresetDefinition]) throws -> [ValidationProblem] {
        let ruleProblems = try CatalogError.translatingStoreErrors {
            Dictionary(
                try store.menuItemRuleViolations().map { ("menu '\($0.menuName)' item \($0.position)", $0.problem) },
                uniquingKeysWith: { first, _ in first })
        }
        var problems: [ValidationProblem] = []
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
        return problems
    }

    /// Runs `check`, one of the checks that read whole rows of `what`. When some rows break the
    /// schema's rules (`rowsBreakRules`, each already reported row by row) a row may not even
    /// be read (a NULL where the schema forbids one): the check is then reported as not run,
    /// naming `what` and why, and the other checks still run. Without such rows a failure is
    /// the file's or the disk's, and is thrown as it comes.
    private static func rowCheck(
        _ what: String, rowsBreakRules: Bool, _ check: () throws -> [ValidationProblem]
    ) throws -> [ValidationProblem] {
        do {
            return try check()
        } catch  where rowsBreakRules {
            let reason = messageText(String(describing: error).prefix { $0 != "," }, limit: 160)
            return [
                ValidationProblem(
                    subject: "catalog",
                    problem:
                        "the \(what) were not checked further: a row cannot be read (\(reason)); fix the rows that break the schema's rules first"
                )
            ]
        }
    }

    /// `problems` of the row `subject` names, each as "field rule".
    private static func problems(_ problems: [DefinitionProblem], subject: String) -> [ValidationProblem] {
        problems.map { ValidationProblem(subject: subject, problem: $0, line: "\($0.path) \($0.message)") }
    }

    /// Every problem of a stored definition that fails validation, as a definition file
    /// holding it would show them.
    private static func everyProblem(of definition: PresetDefinition) -> [DefinitionProblem] {
        guard let data = try? DefinitionJSON.encode(definition, pretty: false),
            case .failure(let list) = DefinitionReader.preset(from: String(decoding: data, as: UTF8.self), isStoredRow: true)
        else { return [] }
        return list.problems
    }

    /// The findings as a report. Table and CSV: one row per problem (columns subject and
    /// problem); the table also lists, below, the presets that read variables. JSON:
    /// `{"problems": [{"subject": …, "problem": …, "path": …, "code": …, "message": …}], "variables":
    /// {"preset": ["name", …]}}`: `path` is the field's JSON path inside the subject's definition
    /// (empty when the problem is about no one field), `code` the kind of a definition's problem
    /// (null for one about the catalog's files and rows) and `message` the problem without the path.
    package static func report(of validation: CatalogValidation) -> Report {
        Report(
            columns: [Table.Column("subject"), Table.Column("problem")],
            rows: validation.problems.map { [.text($0.subject), .text($0.problem)] },
            json: .object([
                "problems": .array(
                    validation.problems.map { problem in
                        .object([
                            "subject": .string(problem.subject), "problem": .string(problem.problem), "path": .string(problem.path),
                            "code": problem.code.map { .string($0.rawValue) } ?? .null, "message": .string(problem.message),
                        ])
                    }),
                "variables": .object(
                    Dictionary(uniqueKeysWithValues: validation.variables.map { ($0.preset, .array($0.variables.map(JSONValue.string))) })),
            ])
        )
    }

    /// One line per preset that reads variables, `preset 'card-slide' reads variables: inset`,
    /// for the table format.
    package static func variableLines(of validation: CatalogValidation) -> [String] {
        validation.variables.map { "preset '\($0.preset)' reads variables: " + $0.variables.joined(separator: ", ") }
    }
}
