import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client for a server on 127.0.0.1 (chromedriver), over a blocking socket:
/// one request per connection, the reply read as far as its `Content-Length` says. Foundation's
/// URLSession on Linux refuses chromedriver's replies (its header lines have no space after
/// the colon).
enum LocalHTTP {
    /// The reply's body to `method path` with `body` (JSON), waiting at most `timeout` seconds
    /// for each read.
    static func request(_ method: String, port: Int, path: String, body: Data?, timeout: Int = 180) throws -> Data {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ChromiumFailure(description: "cannot open a socket") }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ChromiumFailure(description: "cannot connect to 127.0.0.1:\(port)") }
        let payload = body ?? Data()
        var request = Data(
            ("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n").utf8)
        request.append(payload)
        try request.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let written = send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, 0)
                guard written > 0 else { throw ChromiumFailure(description: "cannot send to 127.0.0.1:\(port)") }
                sent += written
            }
        }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
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
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else {
                throw ChromiumFailure(description: "no complete reply from 127.0.0.1:\(port) within \(timeout) s")
            }
            reply.append(contentsOf: buffer[0..<count])
        }
    }
}
