import ParallaxEngine

extension CatalogError {
    /// An engine error as invalid data, its field placed under `path`
    /// (e.g. `tracks[0].keyframes[1]` + `easing: unknown curve 'outCubik'`).
    static func invalidData(_ error: EngineError, under path: FieldPath, replacingField: Bool = false) -> CatalogError {
        let field = replacingField || error.field.isEmpty ? path.description : joined(path.description, error.field)
        return CatalogError(.invalidData, field.isEmpty ? error.problem : field + ": " + error.problem)
    }

    private static func joined(_ prefix: String, _ field: String) -> String {
        prefix.isEmpty ? field : prefix + (field.hasPrefix("[") ? "" : ".") + field
    }
}
