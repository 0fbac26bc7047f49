import CatalogTooling
import HTTPTypes
import Hummingbird
import NIOCore
import PresetStore

/// The most bytes a request body may have: a definition's limit
/// (``CatalogLimits/maximumDefinitionBytes``, 1 MiB), which also bounds a preview request (a
/// definition with a few geometry members). A larger body is refused with 413 before it is
/// parsed, as soon as its `Content-Length` or its bytes pass the limit.
package let studioMaximumBodyBytes = CatalogLimits.maximumDefinitionBytes

extension Request {
    /// The body as UTF-8 text, read up to ``studioMaximumBodyBytes``.
    /// - Throws: ``StudioError`` — 413 past the limit, 400 when the bytes are not UTF-8.
    func bodyText() async throws -> String {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > studioMaximumBodyBytes {
            throw Self.tooLarge
        }
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: studioMaximumBodyBytes)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw Self.tooLarge
        }
        guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
            throw StudioError(.badRequest, "the request body is not UTF-8 text")
        }
        return text
    }

    /// The body as a JSON object (``RequestObject``).
    /// - Throws: ``StudioError`` — 413, or 400 when it is not JSON or not an object.
    func bodyObject() async throws -> RequestObject {
        try RequestObject(parsing: try await bodyText())
    }

    private static var tooLarge: StudioError {
        StudioError(.contentTooLarge, "the request body is larger than \(studioMaximumBodyBytes) bytes (1 MiB), the studio's limit")
    }
}
