import HTTPTypes
import Hummingbird

/// Refuses a request whose `Host` is not one field naming the studio: 400 when there is none or
/// more than one (RFC 9112 §3.2: a server must answer 400 to either, so two front ends can never
/// read different hosts from one request), 403 when it is not the studio's own address or
/// `localhost:PORT` (a page on another site that rebinds its DNS name to 127.0.0.1 sends its own
/// name as `Host`).
struct HostCheckMiddleware: RouterMiddleware {
    let address: StudioAddress

    /// The name of the header field; the request's first `Host` is its ``HTTPRequest/authority``
    /// and any other stays among its fields under this name.
    static let hostField = HTTPField.Name("Host")!

    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        guard let authority = request.head.authority else {
            throw StudioError(.badRequest, "the request has no Host header (HTTP/1.1 requires one)", path: "Host")
        }
        let others = request.headers[values: Self.hostField]
        guard others.isEmpty else {
            throw StudioError(
                .badRequest, "the request has \(others.count + 1) Host headers; exactly one is allowed (RFC 9112 §3.2)", path: "Host")
        }
        guard address.accepts(authority: authority) else {
            throw StudioError(
                .forbidden, "Host '\(authority)' is not this studio's address (use \(address.baseURL), or localhost with its port)",
                path: "Host")
        }
        return try await next(request, context)
    }
}
