import Foundation

/// A minimal HTTP/1.1 client for a server on 127.0.0.1 (chromedriver), over a
/// ``LoopbackConnection``: one request per connection, the reply read as far as its
/// `Content-Length` says. Foundation's URLSession on Linux refuses chromedriver's replies (its
/// header lines have no space after the colon).
package enum LocalHTTP {
    /// The reply's body to `method path` with `body` (JSON), waiting at most `timeout` seconds
    /// for each read.
    package static func request(_ method: String, port: Int, path: String, body: Data?, timeout: Int = 180) throws -> Data {
        let connection = try LoopbackConnection(port: port, timeout: TimeInterval(timeout))
        defer { connection.close() }
        let payload = body ?? Data()
        var request = Data(
            ("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n").utf8)
        request.append(payload)
        try connection.write(request)
        var reply = Data()
        // Read until the headers and as many body bytes as they announce have arrived (the
        // server may keep the connection open).
        while true {
            if let end = reply.range(of: Data("\r\n\r\n".utf8)) {
                let headers = String(decoding: reply[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = headers.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                if let length, reply.count - end.upperBound >= length {
                    return reply.subdata(in: end.upperBound..<(end.upperBound + length))
                }
            }
            guard let chunk = try connection.read() else {
                throw ChromiumFailure(description: "no complete reply from 127.0.0.1:\(port) (the connection closed)")
            }
            reply.append(chunk)
        }
    }
}
