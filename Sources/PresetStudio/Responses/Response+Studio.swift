import CatalogEditing
import HTTPTypes
import Hummingbird
import NIOCore
import PresetStore

extension Response {
    /// A response whose body is `text`, with the given content type.
    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A JSON response whose body is exactly `text` (the CLI's JSON output, newline included).
    static func json(text: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        Self.text(text, contentType: "application/json; charset=utf-8", status: status, headers: headers)
    }

    /// A JSON response: `body` as ``StudioJSON`` writes it, as the CLI prints JSON (sorted keys,
    /// two-space indentation, a final newline).
    static func json(_ body: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        json(text: try StudioJSON.text(body) + "\n", status: status, headers: headers)
    }

    /// A report's JSON, byte for byte what the CLI prints with `--format json`.
    static func json(_ report: Report, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        json(text: try report.rendered(as: .json), status: status, headers: headers)
    }

    /// The error body: `{"error": {"message", "path"}}`, with `"problems"` when a definition was
    /// at fault; `{"error": code, "message", "path"}` for a refusal with a ``StudioError/code``.
    static func error(_ error: StudioError) -> Response {
        // Every member is text, so the canonical form cannot fail.
        let text = (try? StudioJSON.text(ErrorBody(refusal: error))) ?? "{}"
        return json(text: text + "\n", status: error.status, headers: error.headers)
    }
}
