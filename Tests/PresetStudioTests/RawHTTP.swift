import Foundation
import TestSupport
import Testing

/// A minimal HTTP/1.1 client over a plain TCP socket to 127.0.0.1, so a test sends exactly the
/// bytes it means (any `Host`, any `Origin`, a 10 MB body) and reads exactly what came back.
/// Each request is its own connection, closed by the server (`Connection: close`).
struct RawHTTP {
    let port: Int

    /// A response as it arrived.
    struct Response {
        let status: Int
        let headers: [(String, String)]
        let body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    /// Sends one request; `host` nil sends no Host header. Headers are sent as given.
    func send(
        _ method: String, _ path: String, host: String? = "default", headers: [(String, String)] = [], body: Data? = nil,
        timeout: TimeInterval = 30
    ) throws -> Response {
        let connection = try Self.connection(port: port, timeout: timeout)
        defer { connection.close() }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        if let host { head += "Host: \(host == "default" ? "127.0.0.1:\(port)" : host)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n"
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try connection.write(Data(head.utf8) + (body ?? Data()))
        return try Self.parse(connection.readToEnd())
    }

    /// A connection to the studio; a send that cannot go on for a second ends the body there (a
    /// server that answers 413 stops reading it).
    static func connection(port: Int, timeout: TimeInterval) throws -> LoopbackConnection {
        try LoopbackConnection(port: port, timeout: timeout, sendTimeout: 1)
    }

    /// Parses a whole response (Content-Length or chunked body, or everything to the end).
    static func parse(_ data: Data) throws -> Response {
        let separator = Data("\r\n\r\n".utf8)
        let end = try #require(data.range(of: separator), "no end of headers in \(data.count) bytes")
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = try #require(Int(lines[0].split(separator: " ")[1]))
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Data(data[end.upperBound...])
        let response = Response(status: status, headers: headers, body: body)
        if response.header("transfer-encoding")?.lowercased() == "chunked" {
            body = dechunked(body)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// The payload of a chunked body.
    static func dechunked(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let chunkEnd = rest.index(start, offsetBy: size)
            result += rest[start..<chunkEnd]
            rest = rest[rest.index(chunkEnd, offsetBy: min(2, rest.distance(from: chunkEnd, to: rest.endIndex)))...]
        }
        return result
    }
}
