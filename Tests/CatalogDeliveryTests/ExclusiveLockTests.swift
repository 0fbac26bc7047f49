import Foundation
import PresetCatalog
import TestSupport
import Testing

/// The lock installs and publishes take: a second holder waits until the first lets go, as
/// `flock(2)` promises for two open file descriptions, even in one process.
@Suite struct ExclusiveLockTests {
    /// A lock file created for the lock (the storage directory's `.lock`), and a directory
    /// locked itself (a published directory).
    @Test(arguments: [true, false])
    func aSecondHolderWaitsForTheFirst(onALockFile: Bool) throws {
        let folder = try TemporaryDirectory()
        let path = onALockFile ? folder.file(".lock") : folder.path
        let flags = onALockFile ? O_RDWR | O_CREAT | O_CLOEXEC : O_RDONLY | O_CLOEXEC
        let events = Events()
        let firstIn = DispatchSemaphore(value: 0)
        let letGo = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? ExclusiveLock.holding(path, flags: flags, mode: 0o644, opening: "open", locking: "lock") {
                events.append("first in")
                firstIn.signal()
                letGo.wait()
                events.append("first out")
            }
        }
        firstIn.wait()
        Thread.detachNewThread {
            try? ExclusiveLock.holding(path, flags: flags, mode: 0o644, opening: "open", locking: "lock") {
                events.append("second in")
            }
            secondDone.signal()
        }
        // The second holder, given time to enter, has not.
        let waited = secondDone.wait(timeout: .now() + 0.3)
        #expect(waited == .timedOut)
        letGo.signal()
        if waited == .timedOut { secondDone.wait() }
        #expect(events.all == ["first in", "first out", "second in"])
    }

    /// A failure to open names the operation and the path, as an I/O error.
    @Test func aLockThatCannotBeOpenedIsAnIOFailure() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("missing/.lock")
        let error = #expect(throws: CatalogError.self) {
            try ExclusiveLock.holding(
                path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644, opening: "open the lock file", locking: "lock"
            ) {}
        }
        #expect(error?.kind == .ioFailure)
        #expect(error?.message == "cannot open the lock file '\(path)': No such file or directory")
    }
}

/// Events appended from several threads.
private final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func append(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
}
