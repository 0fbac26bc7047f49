import Foundation
import PresetStore

/// Hands each change the ``CatalogWatcher`` finds to every open event stream, and ends them all
/// when the studio shuts down (so the server's graceful shutdown, which waits for requests in
/// flight, is not held up by streams that never end).
package final class CatalogEvents: Sendable {
    /// What a stream receives.
    enum Message: Sendable {
        /// A change to the catalog, numbered from 1 in the order the watcher found them.
        case change(CatalogChange, sequence: Int)
        /// The catalog file at `path` was replaced, moved or deleted: the studio refuses every
        /// change until it is reopened (`POST /api/catalog/reopen`).
        case replaced(path: String)
        /// Nothing happened for a while: a comment line keeps the connection (and its proxies) alive.
        case heartbeat
    }

    private struct State {
        var subscribers: [UUID: AsyncStream<Message>.Continuation] = [:]
        var isFinished = false
    }

    private let state = LockedState(State())

    /// Creates a broadcaster with no subscriber.
    package init() {}

    /// A new stream of messages, ended by ``finish()`` or when the caller stops reading it.
    func subscribe() -> AsyncStream<Message> {
        let (stream, continuation) = AsyncStream.makeStream(of: Message.self, bufferingPolicy: .bufferingNewest(1_000))
        let id = UUID()
        let subscribed = state.withLock { state in
            guard !state.isFinished else { return false }
            state.subscribers[id] = continuation
            return true
        }
        guard subscribed else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `message` to every stream.
    func publish(_ message: Message) {
        for continuation in state.withLock({ Array($0.subscribers.values) }) {
            continuation.yield(message)
        }
    }

    /// The number of open streams.
    package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Ends every stream, and every later one at once.
    func finish() {
        let continuations = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        continuations.forEach { $0.finish() }
    }
}

/// A value behind a lock.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
