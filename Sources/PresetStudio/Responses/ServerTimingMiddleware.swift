import Foundation
import HTTPTypes
import Hummingbird

/// Adds `Server-Timing: app;dur=MILLISECONDS` to every response: the time from the request
/// reaching the studio's routes to its response being ready (reading the body, the work, the
/// JSON), so a client or a benchmark reads the server's own share of a round trip.
struct ServerTimingMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: StudioRequestContext, next: (Request, StudioRequestContext) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        response.headers[.serverTiming] = "app;dur=" + String(format: "%.3f", milliseconds)
        return response
    }
}
