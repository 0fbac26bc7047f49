import HTTPTypes
import Hummingbird

/// Refuses (403) a state-changing request (any method but GET, HEAD and OPTIONS) from another
/// origin, as Jupyter does: when it carries an `Origin`, that must be the studio's own
/// (`http://` and the request's `Host`, which ``HostCheckMiddleware`` has vouched for); `null`
/// never is. A request without `Origin` is let through only with the bearer token: a browser
/// sends `Origin` with every such request and carries the cookie on its own, while a script
/// that holds the token in a header is no forged request.
struct OriginCheckMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        if ![.get, .head, .options].contains(request.method) {
            if let origin = request.headers[.origin] {
                guard let authority = request.head.authority, origin.lowercased() == "http://" + authority.lowercased() else {
                    throw StudioError(
                        .forbidden, "Origin '\(origin)' is not this studio's: a page of another site cannot change the catalog",
                        path: "Origin")
                }
            } else if context.credential != .bearer {
                throw StudioError(.forbidden, "a change made with the studio's cookie must carry the page's Origin", path: "Origin")
            }
        }
        return try await next(request, context)
    }
}
