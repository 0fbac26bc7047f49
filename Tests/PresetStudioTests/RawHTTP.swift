import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let connection = try Connection(port: port, timeout: timeout)
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

    /// One TCP connection to 127.0.0.1.
    final class Connection {
        let descriptor: Int32

        init(port: Int, timeout: TimeInterval) throws {
            #if canImport(Glibc)
                descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                descriptor = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            try #require(descriptor >= 0, "socket() failed")
            var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            // A server that answers before reading a whole body (413) stops reading it: a send
            // that cannot go on for a second ends the body there, as curl and browsers do.
            var sendTime = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTime, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0, "connect to 127.0.0.1:\(port) failed (errno \(errno))")
        }

        /// Writes all of `data`; stops quietly when the server has closed the connection or
        /// stopped reading (a server may answer 413 before a large body is all sent).
        func write(_ data: Data) throws {
            var offset = 0
            try data.withUnsafeBytes { buffer in
                while offset < buffer.count {
                    #if canImport(Glibc)
                        let written = Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                        let written = Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                    #endif
                    if written < 0 {
                        if [EPIPE, ECONNRESET, EAGAIN, EWOULDBLOCK].contains(errno) { return }
                        try #require(Bool(false), "send failed (errno \(errno))")
                    }
                    offset += written
                }
            }
        }

        /// Reads until the server closes the connection (or resets it after answering).
        func readToEnd() throws -> Data {
            var data = Data()
            while let chunk = try read() { data += chunk }
            return data
        }

        /// The next bytes; nil at the end of the stream.
        func read() throws -> Data? {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { return Data(buffer[0..<count]) }
            if count == 0 || errno == ECONNRESET { return nil }
            try #require(Bool(false), "recv failed or timed out (errno \(errno))")
            return nil
        }

        func close() {
            #if canImport(Glibc)
                _ = Glibc.close(descriptor)
            #else
                _ = Darwin.close(descriptor)
            #endif
        }
    }
}
