import Hummingbird

/// Refuses (403) every request of the routes that change the catalog when the studio runs with
/// `--read-only` (or the catalog file itself is read-only).
struct ReadOnlyMiddleware: RouterMiddleware {
    let catalog: StudioCatalog

    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        guard !catalog.isReadOnly else {
            throw StudioError(.forbidden, "the studio is read-only (started with --read-only, or the catalog file is): nothing was changed")
        }
        return try await next(request, context)
    }
}
