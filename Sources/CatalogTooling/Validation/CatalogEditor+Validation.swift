@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// One problem `validate` found: what it concerns and what is wrong, each one line.
public struct ValidationProblem: Hashable, Sendable {
    /// What the problem concerns: `catalog`, `preset 'fade-up'`, `menu 'aeris-map-layers' item 3`.
    public let subject: String
    /// What is wrong, naming the field: `tracks[0].keyframes[1].easing: unknown curve 'outCubik' (…)`.
    public let problem: String
}

extension CatalogEditor {
    /// Checks the whole catalog: SQLite integrity, foreign keys and migration checksums; every
    /// preset's definition; every menu item's preset for the item's own context and its image
    /// against the cell-background rule. Reads only.
    /// - Returns: The problems found, in that order; empty when the catalog is sound.
    public func validate() throws -> [ValidationProblem] {
        var problems = try CatalogError.translatingStoreErrors {
            try store.checkCatalog().problems.map { ValidationProblem(subject: "catalog", problem: $0) }
        }
        var invalidPresets: Set<String> = []
        for summary in try presets() {
            do {
                try DefinitionCompiler.validate(try preset(named: summary.name).definition)
            } catch let error as CatalogError where error.kind == .invalidData {
                problems.append(ValidationProblem(subject: "preset '\(summary.name)'", problem: error.message))
                invalidPresets.insert(summary.name)
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
            guard !invalidPresets.contains(use.presetName) else { continue }
            do {
                _ = try animator(
                    named: use.presetName,
                    context: PresetContext(
                        rowHeight: use.rowHeight, imageHeight: use.image.pointHeight, imageWidth: use.image.pointWidth))
            } catch let error as CatalogError where error.kind == .invalidData {
                problems.append(ValidationProblem(subject: subject, problem: error.message))
            }
        }
        return problems
    }

    /// The problems as a report: columns subject and problem; JSON an array of
    /// `{"subject": …, "problem": …}`.
    public static func report(of problems: [ValidationProblem]) -> Report {
        Report(
            columns: [Table.Column("subject"), Table.Column("problem")],
            rows: problems.map { [.text($0.subject), .text($0.problem)] },
            json: .array(problems.map { .object(["subject": .string($0.subject), "problem": .string($0.problem)]) })
        )
    }
}
