import CatalogEditing
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import PresetCatalog

/// The outermost middleware: every error becomes a JSON response (``StudioError``), so a bad
/// request is always a 4xx with `{"error": {"message", "path"}}` and never reaches Hummingbird's
/// bare 500; and every response gets the headers that keep a browser from sniffing types,
/// framing the studio in another site or leaking its address.
struct ErrorMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            let refusal = Self.studioError(for: error)
            if refusal.status == .internalServerError {
                context.logger.error("\(request.method) \(request.uri.path): \(refusal.message)")
            }
            response = .error(refusal)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.xFrameOptions] = "SAMEORIGIN"
        response.headers[.referrerPolicy] = "no-referrer"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }

    /// The response an error stands for.
    static func studioError(for error: any Error) -> StudioError {
        switch error {
        case let error as StudioError: error
        case let error as CatalogError: StudioError(error)
        case let refusal as DefinitionRefusal: StudioError(refusal)
        case let error as HTTPError where error.status == .contentTooLarge: Request.bodyTooLarge
        case let error as HTTPError: StudioError(error.status, error.body ?? error.status.reasonPhrase)
        case is NIOTooManyBytesError: Request.bodyTooLarge
        default: StudioError(.internalServerError, "internal error: \(error)")
        }
    }
}
