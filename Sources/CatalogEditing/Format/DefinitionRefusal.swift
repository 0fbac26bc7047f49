import PresetCatalog
import PresetStore

/// A definition or catalog document refused, with every problem found in it: what `presets
/// create`, `update`, `import`, `validate --file` and `preview --definition` report, one line
/// per problem (at most ``listedLimit``, then "and N more problems"), or as
/// `{"problems": [{"path": …, "code": …, "message": …}]}`.
package struct DefinitionRefusal: Error, Sendable, CustomStringConvertible {
    /// How messages name the text refused, e.g. its file name.
    package let source: String
    /// Every problem, in the order found; never empty.
    package let problems: [DefinitionProblem]
    /// For each problem, the catalog document's entry it is in (`preset 'fade-up': `), or "".
    let entryLabels: [String]

    /// The most problems the lines list before "and N more problems".
    package static let listedLimit = 20

    /// A refusal of `source` for `problems` (at least one), each labelled with its entry.
    init(source: String, problems: [DefinitionProblem], entryLabels: [String]? = nil) {
        precondition(!problems.isEmpty, "a refusal has a problem")
        self.source = source
        self.problems = problems
        self.entryLabels = entryLabels ?? problems.map { _ in "" }
    }

    /// One line per problem, `source: [entry: ]path: message`, at most ``listedLimit``, then
    /// `source: and N more problems` when there are more.
    package var lines: [String] {
        let prefix = source.isEmpty ? "" : source + ": "
        var lines = zip(problems, entryLabels).prefix(Self.listedLimit).map { problem, label in prefix + label + problem.description }
        let more = problems.count - Self.listedLimit
        if more > 0 { lines.append(prefix + "and \(more) more problem\(more == 1 ? "" : "s")") }
        return lines
    }

    /// The lines, one per line.
    package var description: String { lines.joined(separator: "\n") }

    /// `{"problems": [{"path": …, "code": …, "message": …}]}`, every problem.
    package var json: JSONValue { Self.json(of: problems) }

    /// `{"problems": [{"path": …, "code": …, "message": …}]}` for `problems`.
    package static func json(of problems: [DefinitionProblem]) -> JSONValue {
        .object([
            "problems": .array(
                problems.map { .object(["path": .string($0.path), "code": .string($0.code.rawValue), "message": .string($0.message)]) })
        ])
    }

    /// `{"problems": [{"path": …, "code": …, "message": …}]}` for one error worded as
    /// `message`: the problem it carries, with the message's words, or else a `refused`
    /// problem, the message's leading `PATH: ` (when it has one) as its path.
    package static func json(of error: CatalogError, worded message: String) -> JSONValue {
        json(of: [DefinitionProblem(splitting: message, code: error.problem?.code ?? .refused)])
    }

    /// The refusal as one catalog error (invalid data, 65): the first line, and how many more.
    package var catalogError: CatalogError {
        let first = lines[0]
        return CatalogError(.invalidData, problems.count == 1 ? first : first + " (and \(problems.count - 1) more)")
    }
}
