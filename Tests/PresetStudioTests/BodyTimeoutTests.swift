import Foundation
import TestSupport
import Testing

/// The built studio against a client whose request body stops arriving half way.
@Suite(.onOwnThreads) struct BodyTimeoutTests {
    /// Headers complete, `Content-Length` 4096, 2048 bytes sent, then nothing: the studio answers
    /// 408 within its body-read limit, 20 s (`StudioLimits.bodySeconds`, docs/RELIABILITY.md),
    /// plus a margin, before its 30 s idle timeout would close the connection without a word,
    /// and then still serves a normal request. Catches a body read without a deadline (the read
    /// would wait until the test's 90 s socket timeout), a deadline raised past the documented
    /// 20 s, and one the idle timeout overtakes (an empty answer).
    @Test func aBodyThatStopsHalfWayIsAnswered408WithinTheLimit() throws {
        let studio = try StudioProcess()
        let before = try studio.contentHash()
        let connection = try RawHTTP.connection(port: studio.port, timeout: 90)
        defer { connection.close() }
        let length = 4096
        let head =
            "POST /api/presets HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nAuthorization: Bearer \(studio.token)\r\n"
            + "Origin: http://127.0.0.1:\(studio.port)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n"
        let start = ContinuousClock.now
        try connection.write(Data(head.utf8) + Data(repeating: UInt8(ascii: " "), count: length / 2))
        let answer = try connection.readToEnd()
        let waited = ContinuousClock.now - start
        #expect(waited >= .seconds(19) && waited < .seconds(20 + 8), "the half-sent body was held \(waited)")
        let response = try RawHTTP.parse(answer)
        #expect(response.status == 408, "\(response.status) \(response.text.prefix(200))")
        #expect(response.text.contains("did not arrive within 20 s"), "\(response.text.prefix(200))")
        #expect(try studio.contentHash() == before)
        #expect(try studio.http.send("GET", "/api/presets", headers: [studio.bearer]).status == 200)
    }
}
