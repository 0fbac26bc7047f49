import CatalogEditing
import HTTPTypes
import PresetCatalog
import PresetStore

/// A refusal the studio answers with an HTTP status and the JSON body
/// `{"error": {"message": …, "path": …}}`, plus `"problems": [{"path", "code", "message"}]` when a
/// definition was at fault. ``ErrorMiddleware`` turns every error into one of these.
struct StudioError: Error, Sendable {
    /// The response's status.
    let status: HTTPResponse.Status
    /// One line saying what was wrong.
    let message: String
    /// Where: a member of the request body (`offsets`), a definition's field
    /// (`tracks[0].keyframes[1].easing`), a header (`If-Match`), or empty.
    let path: String
    /// Every problem of a refused definition; nil when no definition was at fault.
    var problems: [DefinitionProblem]?
    /// Extra response headers (e.g. `Retry-After`).
    var headers: HTTPFields = [:]
    /// A refusal a page acts on by name rather than by message (`catalog-replaced`): the body
    /// is then `{"error": code, "message", "path"}`. Nil for every other refusal.
    var code: String?
    /// The request member that gets past the refusal when set (`reachableOnly`,
    /// `withoutMotion`): the body's `error.remedy`, which the page offers as a button.
    var remedy: String?

    init(_ status: HTTPResponse.Status, _ message: String, path: String = "", problems: [DefinitionProblem]? = nil) {
        self.status = status
        self.message = message
        self.path = path
        self.problems = problems
    }

    /// The HTTP form of a catalog failure, the studio's one mapping (docs/STUDIO.md, "Errors"):
    /// a malformed value 400, not found 404, invalid data 422 (with the message as its one
    /// problem), a taken name, an entry in use or a catalog file replaced since the studio opened it
    /// 409 (`catalog-replaced`), a revision someone else saved 412, a busy
    /// catalog 503 (try again), and the catalog's own I/O failures 500. A failure about one of
    /// the request's members names it, as ``StudioWording`` words it.
    init(_ error: CatalogError) {
        let status: HTTPResponse.Status =
            switch error.kind {
            case .invalidArgument: .badRequest
            case .invalidData, .refusedUpdate: .unprocessableContent
            case .notFound: .notFound
            case .conflict(.nameTaken), .conflict(.inUse), .conflict(.catalogReplaced): .conflict
            case .conflict(.revisionChanged): .preconditionFailed
            case .busy: .serviceUnavailable
            case .cannotCreate, .ioFailure: .internalServerError
            }
        let message = StudioWording.message(of: error)
        if status == .unprocessableContent {
            self.init(status, message, problems: [DefinitionProblem(path: "", code: error.problem?.code ?? .refused, message: message)])
        } else {
            self.init(status, message, path: StudioWording.member(of: error) ?? "")
        }
        remedy = StudioWording.remedy(of: error)
        if status == .serviceUnavailable { headers[.retryAfter] = "1" }
        if error.kind == .conflict(.catalogReplaced) { code = "catalog-replaced" }
    }
}
