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

extension HTTPField.Name {
    /// `X-Frame-Options`: which pages may frame the studio's (its own only).
    static let xFrameOptions = Self("X-Frame-Options")!
    /// `Referrer-Policy`: the studio's addresses are never sent to other sites.
    static let referrerPolicy = Self("Referrer-Policy")!
    /// `X-Accel-Buffering`: `no` keeps a proxy from holding the event stream back.
    static let xAccelBuffering = Self("X-Accel-Buffering")!
    /// `Server-Timing`: the server's own share of a response's time.
    static let serverTiming = Self("Server-Timing")!
}

/// The studio's one JSON configuration for what it writes itself (the bodies of
/// ``CatalogSummary``, ``PresetListing``, ``ErrorBody``…): an `Encodable` value turned into a
/// ``JSONValue`` (``JSONValueEncoder``) and written by the one writer in canonical text: keys
/// sorted, numbers as the CLI's computed numbers are (``JSONValue/NumberStyle/rounded``),
/// strings with invisible characters escaped. What a command prints (``Report``) is sent as the
/// command prints it.
enum StudioJSON {
    /// The text of `body`: two-space indentation, or one line for ``JSONValue/Layout/compact``.
    /// - Throws: ``CatalogError`` for a number JSON cannot hold (NaN, infinities).
    static func text(_ body: some Encodable, layout: JSONValue.Layout = .pretty) throws -> String {
        try JSONValueEncoder().encode(body).canonicalText(layout: layout, numbers: .rounded)
    }
}
