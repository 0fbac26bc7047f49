import ParallaxEngine
import PresetStore

/// `POST /api/expression-names`: `{"expressions": [TEXT, …]}`, the expression texts whose names
/// the page asks for; answered by ``ExpressionNames``.
struct ExpressionNamesRequest: StudioRequest {
    /// The expression texts, in the page's order.
    let expressions: [String]

    static let members: KeyValuePairs<String, String> = ["expressions": "a list of expression texts"]

    /// The most texts one request may ask about: every value a definition can hold (its
    /// keyframes and state entries), so one request covers a whole definition.
    static let maximumCount = CatalogLimits.maximumKeyframes + CatalogLimits.maximumStateEntries
}

/// The answer to ``ExpressionNamesRequest``: `{"names": [[NAME, …], …]}`, for each text the
/// names it reads as the engine parses it (``ValueExpression/variableNames``: built-in sizes and
/// the app's variables alike, each once, in order of first appearance; a function's name is no
/// name it reads). A text that is no expression reads nothing here: `POST /api/validate` says
/// what is wrong with it.
struct ExpressionNames: Encodable {
    let names: [[String]]

    /// The names each of `expressions` reads.
    init(_ expressions: [String]) {
        names = expressions.map { text in (try? ValueExpression(parsing: text))?.variableNames ?? [] }
    }
}
