import CatalogEditing
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
    /// The body as UTF-8 text, read up to ``studioMaximumBodyBytes`` within
    /// ``StudioLimits/bodySeconds``.
    /// - Throws: ``StudioError`` — 413 past the limit, however the body is framed (a
    ///   `Content-Length`, or chunks that add up past it); 408 when it has not arrived in time;
    ///   400 when the bytes are not UTF-8.
    func bodyText() async throws -> String {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > studioMaximumBodyBytes {
            throw Self.bodyTooLarge
        }
        let body = self.body
        let buffer: ByteBuffer
        do {
            buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await body.collect(upTo: studioMaximumBodyBytes) }
                group.addTask {
                    try await Task.sleep(for: .seconds(StudioLimits.bodySeconds))
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let collected = first else {
                    throw StudioError(.requestTimeout, "the request body did not arrive within \(StudioLimits.bodySeconds) s")
                }
                return collected
            }
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw Self.bodyTooLarge
        } catch is NIOTooManyBytesError {
            throw Self.bodyTooLarge
        }
        guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
            throw StudioError(.badRequest, "the request body is not UTF-8 text")
        }
        return text
    }

    /// The refusal of a body over ``studioMaximumBodyBytes``.
    static var bodyTooLarge: StudioError {
        StudioError(.contentTooLarge, "the request body is larger than \(studioMaximumBodyBytes) bytes (1 MiB), the studio's limit")
    }
}
