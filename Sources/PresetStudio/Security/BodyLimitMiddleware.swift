import HTTPTypes
import Hummingbird

/// Refuses (413) a request whose `Content-Length` passes ``studioMaximumBodyBytes``, on every
/// route, before anything reads it: a route that takes no body answers the same as one that
/// does. A body without a length (chunked) is bounded as it is read (`Request.bodyText()`).
struct BodyLimitMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        if let length = request.headers[.contentLength], Int(length).map({ $0 > studioMaximumBodyBytes }) ?? true {
            throw Request.bodyTooLarge
        }
        return try await next(request, context)
    }
}
