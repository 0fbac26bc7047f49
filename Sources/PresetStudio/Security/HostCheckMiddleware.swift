import Hummingbird

/// Refuses (403) a request whose `Host` is not the studio's own address or `localhost:PORT`:
/// a page on another site that rebinds its DNS name to 127.0.0.1 sends its own name as `Host`.
struct HostCheckMiddleware: RouterMiddleware {
    let address: StudioAddress

    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let authority = request.head.authority, address.accepts(authority: authority) else {
            let given = request.head.authority.map { "'\($0)'" } ?? "missing"
            throw StudioError(
                .forbidden, "Host \(given) is not this studio's address (use \(address.baseURL), or localhost with its port)",
                path: "Host")
        }
        return try await next(request, context)
    }
}
