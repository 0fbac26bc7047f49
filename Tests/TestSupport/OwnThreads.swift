import Dispatch
import Testing

/// Runs a test (its body and every task it starts) on a thread of its own instead of Swift's
/// cooperative pool. Its tasks take turns on that thread, so the test must not block waiting
/// for one of them.
///
/// The pool has one thread per core and adds none when one blocks: on a 2-core machine two
/// tests that wait for a child process or a socket stop every other test's tasks, however
/// short their timeouts. Give this trait to the tests that block for long (so they hold no
/// pool thread) and to the tests whose tasks must keep to time (so blocked pool threads cannot
/// stall them).
package struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        try await withTaskExecutorPreference(QueueExecutor(label: test.name)) { try await function() }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs each test on a thread of its own rather than Swift's cooperative pool.
    package static var onOwnThreads: Self { OwnThreadsTrait() }
}

/// A task executor running its jobs one at a time on a serial Dispatch queue of its own. Such a
/// queue gets a thread whenever it has work, however many others are blocked; a concurrent queue
/// would share the cooperative pool's threads, one per core.
private final class QueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: "test." + label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
