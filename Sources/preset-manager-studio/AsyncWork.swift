import Dispatch
import Foundation

/// Runs async work from a synchronous command (the tool's commands are synchronous, and only
/// `studio` serves): the work runs as a detached task while the calling thread waits.
enum AsyncWork {
    /// Runs `body` to its end and returns its outcome.
    static func wait(_ body: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await body()
            } catch {
                outcome.set(error)
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error { throw error }
    }

    /// The error the work ended with, if any, handed from the task to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?

        var error: (any Error)? { lock.withLock { stored } }

        func set(_ error: any Error) {
            lock.withLock { stored = error }
        }
    }
}
