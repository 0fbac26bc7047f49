import PresetStore

/// One problem of a definition as a response holds it: `{"path", "code", "message"}`.
struct ProblemBody: Encodable {
    /// The JSON path of the member at fault; empty for the definition as a whole.
    let path: String
    /// The kind of problem (``PresetStore/DefinitionProblem/Code``), for scripts.
    let code: String
    /// What is wrong, in words.
    let message: String

    init(_ problem: DefinitionProblem) {
        path = problem.path
        code = problem.code.rawValue
        message = problem.message
    }
}

/// `POST /api/validate`: `{"problems": [...]}`, empty for a valid definition.
struct ValidationResult: Encodable {
    let problems: [ProblemBody]

    init(problems: [DefinitionProblem]) {
        self.problems = problems.map(ProblemBody.init)
    }
}
