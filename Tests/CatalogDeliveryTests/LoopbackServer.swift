import Foundation
import PresetStore
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A static file server on 127.0.0.1 (a port the system picks), for `LiveCatalog.update(from:)`:
/// GET serves the files of a directory with an `ETag` (the body's SHA-256, quoted) and answers
/// 304 when `If-None-Match` names it, as a CDN does. One connection at a time, each closed after
/// its reply. It records every request, and how many bytes of each body it could send before
/// the client closed the connection.
final class LoopbackServer: @unchecked Sendable {
    /// One request as received.
    struct Request: Equatable {
        let path: String
        let ifNoneMatch: String?
    }

    /// A hostile server: every file but `manifest.json` is followed by `extraBytes` more bytes,
    /// with a `Content-Length` counting them when `announced`, else none (the body ends when
    /// the connection closes).
    struct Overlong {
        let extraBytes: Int
        let announced: Bool
    }

    let port: Int
    private let root: String
    private let listener: Int32
    private let lock = NSLock()
    private let overlong: Overlong?
    private var received: [Request] = []
    private var sentBodies: [String: Int] = [:]
    private var thread: Thread?

    /// Serves `root`, each file followed by more bytes when `overlong` says so.
    init(serving root: String, overlong: Overlong? = nil) throws {
        self.root = root
        self.overlong = overlong
        let (listener, port) = try loopbackSocket(listening: 16)
        self.listener = listener
        self.port = port
        let thread = Thread { [self] in serve() }
        self.thread = thread
        thread.start()
    }

    /// Stops listening.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// The requests received so far.
    var requests: [Request] { lock.withLock { received } }

    /// How many body bytes of `path` the last reply sent before it ended or the client closed.
    func bodyBytesSent(_ path: String) -> Int? { lock.withLock { sentBodies[path] } }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head.append(contentsOf: buffer[0..<count])
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return }
        let path = String(requestLine[1].drop { $0 == "/" })
        let ifNoneMatch = lines.dropFirst().first { $0.lowercased().hasPrefix("if-none-match:") }
            .map { String($0.dropFirst("if-none-match:".count)).trimmingCharacters(in: .whitespaces) }
        lock.withLock { received.append(Request(path: path, ifNoneMatch: ifNoneMatch)) }

        let replyHead: String
        var body = Data()
        var extra = 0
        if !path.contains(".."), let file = FileManager.default.contents(atPath: root + "/" + path) {
            let tag = "\"\(CatalogDigest.sha256(of: file))\""
            if ifNoneMatch == tag {
                replyHead = "HTTP/1.1 304 Not Modified\r\nETag: \(tag)\r\nConnection: close\r\n\r\n"
            } else {
                body = file
                extra = path == "manifest.json" ? 0 : overlong?.extraBytes ?? 0
                let length = overlong?.announced == false && extra > 0 ? "" : "Content-Length: \(file.count + extra)\r\n"
                replyHead =
                    "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n\(length)ETag: \(tag)\r\nConnection: close\r\n\r\n"
            }
        } else {
            replyHead = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        }
        guard sendAll(Data(replyHead.utf8), on: connection) == replyHead.utf8.count else { return }
        var sent = 0
        defer { lock.withLock { sentBodies[path] = sent } }
        sent = sendAll(body, on: connection)
        let chunk = Data(repeating: 0x5A, count: 64 * 1024)
        while sent >= body.count, sent < body.count + extra {
            let part = chunk.prefix(body.count + extra - sent)
            let written = sendAll(part, on: connection)
            sent += written
            guard written == part.count else { return }
        }
    }

    /// Sends `data`; how many of its bytes went out before the connection broke (all of them
    /// when it did not).
    private func sendAll(_ data: Data, on connection: Int32) -> Int {
        data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let written = send(connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return sent }
                sent += written
            }
            return sent
        }
    }
}
