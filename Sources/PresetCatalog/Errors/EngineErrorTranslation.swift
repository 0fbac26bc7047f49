import ParallaxEngine
import PresetStore

extension CatalogError {
    /// An engine error as invalid data of kind `code`, its field placed under `path`
    /// (e.g. `tracks[0].keyframes[1]` + `easing: unknown curve 'outCubik'`).
    static func invalidData(
        _ error: EngineError, under path: FieldPath, replacingField: Bool = false, code: DefinitionProblem.Code
    ) -> CatalogError {
        let field = replacingField || error.field.isEmpty ? path.description : joined(path.description, error.field)
        return invalidData(DefinitionProblem(path: field, code: code, message: error.problem))
    }

    /// Invalid data at `path` of a definition: `problem` of kind `code` there, as a value
    /// (``problem``) and as the message `path: problem`.
    static func invalidData(at path: FieldPath, _ code: DefinitionProblem.Code, _ problem: String) -> CatalogError {
        invalidData(DefinitionProblem(path: path.description, code: code, message: problem))
    }

    /// Invalid data about one member of a definition: `problem` as it is, and its text as the
    /// message.
    package static func invalidData(_ problem: DefinitionProblem) -> CatalogError {
        var error = CatalogError(.invalidData, problem.description)
        error.problem = problem
        return error
    }

    private static func joined(_ prefix: String, _ field: String) -> String {
        prefix.isEmpty ? field : prefix + (field.hasPrefix("[") ? "" : ".") + field
    }
}
