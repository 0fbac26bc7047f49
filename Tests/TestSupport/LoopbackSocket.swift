import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to 127.0.0.1 on a port the system picks (port 0), listening for up to
/// `backlog` connections when given one.
/// - Returns: The socket's descriptor, which the caller closes, and its port.
/// - Throws: `ChromiumFailure` saying which call failed; the socket is closed then.
package func loopbackSocket(listening backlog: Int32? = nil) throws -> (descriptor: Int32, port: Int) {
    #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw ChromiumFailure(description: "socket() failed (errno \(errno))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(descriptor, pointer, length) == 0 && (backlog.map { listen(descriptor, $0) == 0 } ?? true)
                && getsockname(descriptor, pointer, &length) == 0
        }
    }
    guard bound else {
        let failure = errno
        close(descriptor)
        throw ChromiumFailure(description: "cannot \(backlog == nil ? "bind" : "listen on") a port on 127.0.0.1 (errno \(failure))")
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
}

/// A TCP port on 127.0.0.1 nothing listens on now (the system's choice for port 0), for a
/// driver that cannot say which port it took.
package func unusedLoopbackPort() throws -> Int {
    let (descriptor, port) = try loopbackSocket()
    close(descriptor)
    return port
}
