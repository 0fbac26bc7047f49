import Foundation
import TestSupport
import Testing

/// The built studio against clients that misbehave, over real sockets: bodies past the limit
/// however framed, redirects to another origin, several cookies, ETags that only parse as a
/// revision, idle and half-sent requests, more connections than it serves, a read-only mount.
@Suite(.serialized, .onOwnThreads) struct ClientBoundsTests {
    /// `body` as chunks of `size` bytes (RFC 9112 §7.1), ended by the last chunk.
    static func chunked(_ body: Data, size: Int) -> Data {
        var result = Data()
        var start = body.startIndex
        while start < body.endIndex {
            let end = min(start + size, body.endIndex)
            result += Data((String(end - start, radix: 16) + "\r\n").utf8) + body[start..<end] + Data("\r\n".utf8)
            start = end
        }
        return result + Data("0\r\n\r\n".utf8)
    }

    /// Sends a POST of `body` in chunks, with the token and a same-origin `Origin`.
    static func postChunked(_ studio: StudioProcess, _ path: String, body: Data) throws -> RawHTTP.Response {
        let connection = try RawHTTP.connection(port: studio.port, timeout: 30)
        defer { connection.close() }
        let head =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n"
            + "Origin: http://127.0.0.1:\(studio.port)\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
            + "Connection: close\r\n\r\n"
        try? connection.write(Data(head.utf8) + Self.chunked(body, size: 64 << 10))
        return try RawHTTP.parse(connection.readToEnd())
    }

    @Test func aChunkedBodyPastTheLimitIs413AndOneWithinItIsRead() throws {
        let studio = try StudioProcess()
        let before = try studio.contentHash()
        let large = Data(repeating: UInt8(ascii: " "), count: 2 << 20)
        for path in ["/api/presets", "/api/preview", "/api/validate"] {
            let response = try Self.postChunked(studio, path, body: large)
            #expect(response.status == 413, "\(path): \(response.status) \(response.text.prefix(200))")
            #expect(response.text.contains("larger than 1048576 bytes"), "\(path): \(response.text.prefix(200))")
            #expect(!response.text.contains("NIO"), "\(path)")
        }
        #expect(try studio.contentHash() == before)
        // The same framing within the limit: the preset is created (chunks are collected, not refused).
        let definition = try studio.cli(["export", "fade-up"]).standardOutput.replacingOccurrences(
            of: "\"fade-up\"", with: "\"fade-up-chunked\"")
        let created = try Self.postChunked(studio, "/api/presets", body: Data(definition.utf8))
        #expect(created.status == 201, "\(created.text.prefix(300))")
        #expect(try studio.cli(["export", "fade-up-chunked"]).standardOutput == definition)
    }

    @Test func aSignInRedirectNeverLeavesThisOrigin() throws {
        let studio = try StudioProcess()
        for (path, location) in [
            ("//evil.com/", "/evil.com/"), ("///evil.com/x", "/evil.com/x"), ("/\\evil.com/", "/evil.com/"), ("/menus", "/menus"),
        ] {
            let response = try studio.http.send("GET", path + "?token=\(studio.token)&tab=2")
            #expect(response.status == 303, "\(path)")
            #expect(response.header("Location") == location + "?tab=2", "\(path): \(response.header("Location") ?? "none")")
        }
    }

    @Test func theStudiosCookieIsFoundAmongOthersOfTheSameName() throws {
        let studio = try StudioProcess()
        let signIn = try studio.http.send("GET", "/?token=\(studio.token)")
        let cookie = try #require(signIn.header("Set-Cookie")?.split(separator: ";").first?.split(separator: "=").first.map(String.init))
        let sent: [[(String, String)]] = [
            [("Cookie", "\(cookie)=stale; \(cookie)=\(studio.token)")],
            [("Cookie", "other=1; \(cookie)=\(studio.token); \(cookie)=stale")],
            [("Cookie", "\(cookie)=stale"), ("Cookie", "\(cookie)=\(studio.token)")],
        ]
        for headers in sent {
            #expect(try studio.http.send("GET", "/api/presets", headers: headers).status == 200, "\(headers)")
        }
        #expect(try studio.http.send("GET", "/api/presets", headers: [("Cookie", "\(cookie)=stale; \(cookie)=worse")]).status == 401)
    }

    @Test func ifMatchTakesExactlyTheETagTheServerSent() throws {
        let studio = try StudioProcess()
        let shown = try studio.http.send("GET", "/api/presets/fade-up", headers: [studio.bearer])
        #expect(shown.header("ETag") == "\"1\"")
        let definition = try studio.cli(["export", "fade-up"]).standardOutput.replacingOccurrences(of: "\"ease\"", with: "\"outQuint\"")
        let before = try studio.contentHash()
        let origin = ("Origin", "http://127.0.0.1:\(studio.port)")
        for tag in ["\"01\"", "\"+1\"", "\" 1\"", "\"1.0\"", "W/\"1\""] {
            let response = try studio.http.send(
                "PUT", "/api/presets/fade-up", headers: [studio.bearer, origin, ("If-Match", tag)], body: Data(definition.utf8))
            #expect(response.status == 412, "\(tag): \(response.status)")
        }
        #expect(try studio.contentHash() == before)
        let saved = try studio.http.send(
            "PUT", "/api/presets/fade-up", headers: [studio.bearer, origin, ("If-Match", "\"1\"")], body: Data(definition.utf8))
        #expect(saved.status == 200 && saved.header("ETag") == "\"2\"", "\(saved.text.prefix(300))")
    }

    /// The file descriptors of process `pid` that are sockets.
    static func socketCount(of pid: Int32) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))?.hasPrefix("socket:") == true
        }.count
    }

    /// 300 idle connections and one that sent half a header: the studio holds at most its cap
    /// of them, closes them all after its idle timeout, and then answers a normal request.
    @Test func idleAndHalfSentConnectionsAreCappedAndClosed() async throws {
        let studio = try StudioProcess()
        let pid = studio.process.processIdentifier
        let baseline = try Self.socketCount(of: pid)
        var idle: [LoopbackConnection] = []
        defer { idle.forEach { $0.close() } }
        let half = try RawHTTP.connection(port: studio.port, timeout: 90)
        defer { half.close() }
        try half.write(Data("GET /api/presets HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthoriz".utf8))
        // Past the cap and the listen queue a connect may not complete at once: those count as refused.
        for _ in 0..<300 {
            if let connection = try? RawHTTP.connection(port: studio.port, timeout: 90) { idle.append(connection) }
        }
        try await Task.sleep(for: .seconds(2))
        let held = try Self.socketCount(of: pid) - baseline
        // The cap is 256; Hummingbird's accept loop takes the connection that reaches it before it pauses.
        #expect(held <= 257, "the studio holds \(held) client sockets")
        // Past the idle timeout (30 s) every one of them is closed by the server: a read ends.
        let start = ContinuousClock.now
        #expect(try half.readToEnd().isEmpty)
        let waited = ContinuousClock.now - start
        #expect(waited < .seconds(45), "the half-sent request stayed open \(waited)")
        let answer = try studio.http.send("GET", "/api/presets", headers: [studio.bearer], timeout: 60)
        #expect(answer.status == 200)
        try await Task.sleep(for: .seconds(35))
        #expect(try Self.socketCount(of: pid) - baseline <= 1)
    }
}
