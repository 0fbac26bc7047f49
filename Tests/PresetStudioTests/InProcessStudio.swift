import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// What the studio answered to one in-process request.
struct StudioResponse: Sendable {
    let head: HTTPResponse
    /// The status.
    var status: HTTPResponse.Status { head.status }
    /// The header fields.
    var headers: HTTPFields { head.headerFields }
    /// The whole body.
    let body: ByteBuffer
}

/// Hands requests straight to an application's responder, without a socket: each request goes
/// through the whole middleware chain and the router, with `Host: localhost`, and an error thrown
/// out of the chain is a bare 500, as with HummingbirdTesting's router framework. The package does
/// not depend on HummingbirdTesting because its other clients bring AsyncHTTPClient, SwiftNIO's
/// SSL and HTTP/2 and a second BoringSSL into the test build (BENCHMARKS.md, "The test run").
/// The studio has no services and nothing to run before its server starts, so there is nothing
/// to start around the requests.
struct InProcessStudio<App: ApplicationProtocol>: Sendable {
    let responder: App.Responder
    let logger: Logger

    init(_ application: App) async throws {
        responder = try await application.responder
        logger = application.logger
    }

    /// Sends one request and collects the response.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> StudioResponse {
        var headers = headers
        if let body {
            headers[.contentLength] = String(body.readableBytes)
        }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = App.Context(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collected = CollectedBody()
        try await response.body.write(collected)
        return StudioResponse(head: response.head, body: collected.buffer)
    }
}

/// A response body written into one buffer.
private final class CollectedBody: ResponseBodyWriter, @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ByteBuffer()

    var buffer: ByteBuffer { lock.withLock { collected } }

    func write(_ buffer: ByteBuffer) async throws {
        lock.withLock { collected.writeImmutableBuffer(buffer) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
