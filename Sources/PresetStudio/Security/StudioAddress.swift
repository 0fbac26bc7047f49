import Foundation

/// Where the studio listens, as the security checks need it: the `Host` values it answers
/// (DNS-rebinding defence), its own origin, and the cookie name, all of which include the port,
/// known only once the server is bound (`--port 0`).
package final class StudioAddress: @unchecked Sendable {
    /// The address the server binds: an IP literal such as `127.0.0.1` or `::1`, a wildcard
    /// (`0.0.0.0`, `::`), or `localhost`.
    package let host: String

    private let lock = NSLock()
    private var boundPort: Int?
    private let fixedAuthorities: Set<String>?

    /// The address of a server binding `host`; its port is set by ``bind(port:)``.
    package init(host: String) {
        self.host = host
        fixedAuthorities = nil
    }

    /// An address that accepts exactly `authorities` as `Host` (for in-process tests, whose
    /// requests carry `Host: localhost`), with no port.
    package init(acceptingExactly authorities: Set<String>) {
        host = "localhost"
        fixedAuthorities = authorities
    }

    /// Records the port the server is bound to.
    package func bind(port: Int) {
        lock.withLock { boundPort = port }
    }

    /// The bound port; nil before the server is bound (and for fixed test addresses).
    package var port: Int? {
        lock.withLock { boundPort }
    }

    /// Whether the server listens on every interface.
    var isWildcard: Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }

    /// The host part of the URL the studio prints: the bound address, or `127.0.0.1` for a
    /// wildcard, bracketed when it is an IPv6 literal.
    package var urlHost: String {
        isWildcard ? "127.0.0.1" : (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    }

    /// The studio's base URL, `http://127.0.0.1:PORT`.
    package var baseURL: String {
        "http://\(urlHost)" + (port.map { ":\($0)" } ?? "")
    }

    /// Whether a request's `Host` (its authority) names this server: `localhost:PORT`, or the
    /// bound address with the port (any IP literal with the port when the server listens on
    /// every interface). A DNS name other than localhost never does: that is what a DNS-rebinding
    /// page would send.
    func accepts(authority: String) -> Bool {
        if let fixedAuthorities { return fixedAuthorities.contains(authority.lowercased()) }
        guard let port, let (host, givenPort) = Self.split(authority.lowercased()), givenPort == port else { return false }
        if host == "localhost" { return true }
        let bound = self.host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if isWildcard { return Self.isIPLiteral(host) }
        return host == bound
    }

    /// The cookie that carries the token in a browser: named with the port, because cookies are
    /// shared by every port of a host and two studios must not overwrite each other's.
    var cookieName: String {
        "preset-studio-token" + (port.map { "-\($0)" } ?? "")
    }

    /// `host:port` split, the host without an IPv6 literal's brackets; nil without a port.
    private static func split(_ authority: String) -> (String, Int)? {
        guard let colon = authority.lastIndex(of: ":"), let port = Int(authority[authority.index(after: colon)...]) else { return nil }
        var host = String(authority[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = String(host.dropFirst().dropLast())
        } else if host.contains(":") {
            return nil  // an IPv6 literal without brackets is not a valid Host
        }
        return (host, port)
    }

    /// Whether `host` is an IPv4 or IPv6 address literal.
    private static func isIPLiteral(_ host: String) -> Bool {
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        return inet_pton(AF_INET, host, &ipv4) == 1 || inet_pton(AF_INET6, host, &ipv6) == 1
    }
}
