import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One TCP connection to a server on 127.0.0.1 over a blocking socket, so a test sends exactly
/// the bytes it means and reads exactly what comes back (the studio's raw HTTP client, the
/// browser tests' WebDriver client: Foundation's URLSession on Linux refuses chromedriver's
/// replies, whose header lines have no space after the colon).
package final class LoopbackConnection {
    /// A socket call that failed, or a read that timed out.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let descriptor: Int32

    /// Connects to `port`, waiting at most `timeout` seconds for each read. With `sendTimeout`,
    /// a send that cannot go on for that long ends the write there (a server may answer 413 and
    /// stop reading a large body, as curl and browsers find).
    package init(port: Int, timeout: TimeInterval, sendTimeout: TimeInterval? = nil) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed (errno \(errno))") }
        var receiveTime = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &receiveTime, socklen_t(MemoryLayout<timeval>.size))
        if let sendTimeout {
            var sendTime = timeval(tv_sec: Int(sendTimeout), tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendTime, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close()
            throw Failure(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
    }

    /// Writes all of `data`; stops quietly when the server has closed the connection or
    /// stopped reading (a server may answer before a large body is all sent).
    package func write(_ data: Data) throws {
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
                    throw Failure(description: "send failed (errno \(errno))")
                }
                offset += written
            }
        }
    }

    /// The next bytes; nil at the end of the stream (or when the server reset it after answering).
    /// - Throws: ``Failure`` when the read fails or times out.
    package func read() throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count > 0 { return Data(buffer[0..<count]) }
        if count == 0 || errno == ECONNRESET { return nil }
        throw Failure(description: "recv failed or timed out (errno \(errno))")
    }

    /// Reads until the server closes the connection.
    package func readToEnd() throws -> Data {
        var data = Data()
        while let chunk = try read() { data += chunk }
        return data
    }

    package func close() {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }
}
