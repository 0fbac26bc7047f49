import Foundation
import TestSupport
import Testing

/// The built studio's handling of connections over real loopback sockets: `Host` as RFC 9112
/// §3.2 requires it, `HEAD` on every GET route, and clients without the token, which may hold
/// only a few connections (16 per peer, `StudioLimits.maximumConnectionsBeforeSignIn`) for a
/// short time (10 s, `StudioLimits.signInSeconds`), as docs/RELIABILITY.md states.
@Suite(.serialized, .onOwnThreads) struct ConnectionHandlingTests {
    /// A second `Host` (the same or another) and a missing one are 400, before the token and
    /// before any route: a change carrying two is refused and the catalog is unchanged.
    @Test func aRequestWithoutExactlyOneHostIs400() throws {
        let studio = try StudioProcess()
        let before = try studio.contentHash()
        let own = "127.0.0.1:\(studio.port)"
        for second in [own, "evil.example", "localhost:\(studio.port)"] {
            let read = try studio.http.send("GET", "/api/presets", headers: [studio.bearer, ("Host", second)])
            #expect(read.status == 400, "second Host \(second): \(read.status) \(read.text.prefix(200))")
            #expect(read.text.contains("2 Host headers"), "\(read.text.prefix(200))")
        }
        let delete = try studio.http.send(
            "DELETE", "/api/presets/fade-up", headers: [studio.bearer, ("Host", own), ("Origin", "http://\(own)"), ("If-Match", "*")])
        #expect(delete.status == 400, "\(delete.status) \(delete.text.prefix(200))")
        let missing = try studio.http.send("GET", "/api/presets", host: nil, headers: [studio.bearer])
        #expect(missing.status == 400, "\(missing.status) \(missing.text.prefix(200))")
        #expect(missing.text.contains("no Host header"), "\(missing.text.prefix(200))")
        // One Host that names another site stays the DNS-rebinding refusal.
        #expect(try studio.http.send("GET", "/api/presets", host: "evil.example", headers: [studio.bearer]).status == 403)
        #expect(try studio.contentHash() == before)
        #expect(try studio.cli(["presets", "show", "fade-up"]).exitCode == 0)
    }

    /// `HEAD` answers what `GET` answers on the same route, status and `Content-Type` and
    /// `Content-Length` alike, with no body (RFC 9110 §9.3.2); without the token it is 401 as GET is.
    @Test func headAnswersEveryGetRouteWithoutTheBody() throws {
        let studio = try StudioProcess()
        for path in ["/api/presets", "/api/presets/fade-up", "/api/menus", "/api/catalog", "/api/presets/no-such-preset", "/"] {
            let get = try studio.http.send("GET", path, headers: [studio.bearer])
            let head = try studio.http.send("HEAD", path, headers: [studio.bearer])
            #expect(head.status == get.status, "\(path): HEAD \(head.status), GET \(get.status)")
            #expect(head.body.isEmpty, "\(path): HEAD sent \(head.body.count) bytes")
            #expect(head.header("Content-Type") == get.header("Content-Type"), "\(path)")
            if let length = get.header("Content-Length") {
                #expect(Int(length) == get.body.count)
                #expect(head.header("Content-Length") == length, "\(path): \(head.header("Content-Length") ?? "none")")
            }
        }
        #expect(try studio.http.send("HEAD", "/api/presets", headers: []).status == 401)
    }

    /// 300 connections that send nothing: the studio keeps at most 16 of them (each new one past
    /// that closes the oldest), so a client with the token is answered at once, not after a
    /// timeout; and what remains is closed 10 s after it opened. A connection that sent half a
    /// head is closed by the same deadline, however slowly it goes on.
    @Test func connectionsWithoutTheTokenHoldFewSlotsBriefly() async throws {
        let studio = try StudioProcess()
        let pid = studio.process.processIdentifier
        let baseline = try ClientBoundsTests.socketCount(of: pid)
        var silent: [LoopbackConnection] = []
        defer { silent.forEach { $0.close() } }
        let opened = ContinuousClock.now
        for _ in 0..<300 {
            if let connection = try? RawHTTP.connection(port: studio.port, timeout: 30) { silent.append(connection) }
        }
        // More than the server's 256 slots; a connect may still fail while the queue is full.
        #expect(silent.count > 256)
        let asked = ContinuousClock.now
        let answer = try studio.http.send("GET", "/api/presets", headers: [studio.bearer], timeout: 30)
        let waited = ContinuousClock.now - asked
        #expect(answer.status == 200)
        // Well before the 10 s a silent connection may last, even on a loaded machine.
        #expect(waited < .seconds(9), "a client with the token waited \(waited) behind 300 silent connections")
        try await Task.sleep(for: .seconds(1))
        let held = try ClientBoundsTests.socketCount(of: pid) - baseline
        #expect(held <= 16 + 2, "the studio holds \(held) connections that never sent a byte")

        let half = try RawHTTP.connection(port: studio.port, timeout: 30)
        defer { half.close() }
        let halfOpened = ContinuousClock.now
        try half.write(Data("GET /api/presets HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthoriz".utf8))
        try await Task.sleep(for: .seconds(3))
        try? half.write(Data("ation: Bea".utf8))
        #expect(try half.readToEnd().isEmpty)
        let halfHeld = ContinuousClock.now - halfOpened
        #expect(halfHeld >= .seconds(9) && halfHeld < .seconds(10 + 5), "the half-sent head was held \(halfHeld)")
        #expect(ContinuousClock.now - opened < .seconds(30))
        #expect(try ClientBoundsTests.socketCount(of: pid) - baseline <= 1)
    }

    /// A connection that showed the token in its first request is then bound by the idle timeout
    /// (30 s) alone: a second request on it 12 s later, past the sign-in deadline, is answered.
    @Test func aConnectionThatShowedTheTokenOutlivesTheSignInDeadline() async throws {
        let studio = try StudioProcess()
        let connection = try RawHTTP.connection(port: studio.port, timeout: 30)
        defer { connection.close() }
        let request = Data(
            "GET /api/presets/fade-up HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n\r\n".utf8)
        try connection.write(request)
        #expect(try Self.response(from: connection).status == 200)
        try await Task.sleep(for: .seconds(12))
        try connection.write(request)
        #expect(try Self.response(from: connection).status == 200)
    }

    /// One response read off a kept-alive connection: its head, then `Content-Length` bytes.
    static func response(from connection: LoopbackConnection) throws -> RawHTTP.Response {
        var data = Data()
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = data.range(of: separator) {
                let head = try RawHTTP.parse(Data(data[..<end.upperBound]))
                let length = Int(head.header("Content-Length") ?? "0") ?? 0
                if data.count - end.upperBound >= length { return try RawHTTP.parse(data) }
            }
            data += try #require(try connection.read(), "the connection closed after \(data.count) bytes")
        }
    }
}
