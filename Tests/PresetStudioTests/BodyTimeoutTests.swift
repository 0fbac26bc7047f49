import Foundation
import TestSupport
import Testing

/// The built studio against a client whose request body stops arriving half way.
@Suite(.onOwnThreads) struct BodyTimeoutTests {
    /// Headers complete, `Content-Length` 4096, 2048 bytes sent, then nothing: the studio answers
    /// 408 (or closes the connection) within its body-read limit, 30 s (`StudioLimits.bodySeconds`,
    /// docs/RELIABILITY.md), plus a margin, and then still serves a normal request. Catches a body
    /// read without a deadline (the read would wait until the test's 90 s socket timeout) and a
    /// deadline raised past the documented 30 s.
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
        #expect(waited < .seconds(30 + 10), "the half-sent body was held \(waited)")
        if !answer.isEmpty {
            let response = try RawHTTP.parse(answer)
            #expect(response.status == 408, "\(response.status) \(response.text.prefix(200))")
        }
        #expect(try studio.contentHash() == before)
        #expect(try studio.http.send("GET", "/api/presets", headers: [studio.bearer]).status == 200)
    }
}
