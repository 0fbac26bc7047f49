import Foundation
import TestSupport
import Testing

/// The built `preset-manager studio` on a catalog, as a separate process on a free loopback port
/// (its HOME the catalog's folder), saving presets as the page does: `POST /api/presets` with
/// the token and the studio's own origin.
final class RunningStudio {
    let catalog: String
    let process: Process
    let port: Int
    let token: String
    /// The definition of `fade-up`, which ``save(_:)`` renames.
    private let fadeUp: String

    /// Starts the studio on `catalog` and waits for the line announcing its address; its
    /// stdout goes to a file in `logFolder`.
    init(catalog: String, logFolder: String) throws {
        self.catalog = catalog
        let folder = URL(fileURLWithPath: catalog).deletingLastPathComponent()
        let output = URL(fileURLWithPath: logFolder).appendingPathComponent("studio-\(UUID().uuidString).out")
        process = try ToolRunner.launch(
            ["studio", "--catalog", catalog, "--port", "0"], standardOutput: output, environment: ["HOME": folder.path])
        let pattern = /studio: http:\/\/127\.0\.0\.1:([0-9]+)\/\?token=([0-9a-f]{64})\n/
        let start = ContinuousClock.now
        var announced: (port: Int, token: String)?
        while announced == nil, process.isRunning, ContinuousClock.now - start < .seconds(60) {
            let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
            if let match = text.firstMatch(of: pattern), let port = Int(match.1) { announced = (port, String(match.2)) }
            usleep(10_000)
        }
        guard let announced else {
            process.terminate()
            throw StudioDidNotStart()
        }
        (port, token) = announced
        fadeUp = try ToolRunner.run(["export", "fade-up", "--catalog", catalog], environment: ["HOME": folder.path]).standardOutput
    }

    deinit { stop() }

    /// Ends the studio (SIGTERM) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Saves `fade-up` under the name `name`; the status and body of the answer.
    func save(_ name: String) throws -> (status: Int, body: String) {
        try post("/api/presets", body: Data(fadeUp.replacingOccurrences(of: "\"fade-up\"", with: "\"\(name)\"").utf8))
    }

    /// `POST path` with `body`, the token and the studio's own origin; the status and body of the answer.
    func post(_ path: String, body: Data = Data()) throws -> (status: Int, body: String) {
        let connection = try LoopbackConnection(port: port, timeout: 60)
        defer { connection.close() }
        var request = Data(
            ("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                + "Authorization: Bearer \(token)\r\nConnection: close\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.count)\r\n\r\n").utf8)
        request.append(body)
        try connection.write(request)
        let reply = String(decoding: try connection.readToEnd(), as: UTF8.self)
        let status = reply.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let text = reply.range(of: "\r\n\r\n").map { String(reply[$0.upperBound...]) } ?? ""
        return (status, text)
    }
}

/// The studio ended or stayed silent without announcing its address.
struct StudioDidNotStart: Error {}
