import Dispatch
import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// A write made while another connection reads leaves no frame in the `-wal` for the next file
/// at the path. SQLite finds the `-wal` by name and nothing in it names the file it belongs to,
/// so a file renamed over the catalog (`git checkout`) after a write whose checkpoint a reader
/// held back reads the old file's pages as its own: the other branch's presets vanish, and the
/// first opener that checkpoints writes those pages into the new file for good.
@Suite(.onOwnThreads) struct ReplacedFileLogTests {
    /// The byte of the `-shm` file SQLite locks while a checkpoint runs (WAL_CKPT_LOCK: the
    /// wal-index locks start at byte 120, the write lock first, the checkpoint lock next).
    static let checkpointLockByte = 121

    /// Whether this process holds a POSIX write lock on `byte` of the file at `path`, as
    /// `/proc/locks` lists it (Linux; the kernel lists adjacent locks of one process as one range).
    static func holdsWriteLock(on path: String, byte: Int) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let pid = String(getpid())
        return procLocks().split(separator: "\n").contains { line in
            let fields = line.split(separator: " ").filter { $0 != "->" }
            return fields.count >= 8 && fields[1] == "POSIX" && fields[3] == "WRITE" && fields[4] == pid
                && fields[5].hasSuffix(":\(status.st_ino)") && Int(fields[6]) ?? .max <= byte && byte <= Int(fields[7]) ?? .min
        }
    }

    /// The text of `/proc/locks`, read to its end (its size reads as 0).
    static func procLocks() -> String {
        let descriptor = open("/proc/locks", O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var table = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { break }
            table += chunk[..<count]
        }
        return String(decoding: table, as: UTF8.self)
    }

    /// Holds a read transaction on `path` (its own connection, reading the presets so it has a
    /// snapshot) from before the store's write until the store is checkpointing, as the studio's
    /// watcher or a `presets list` in another terminal can; signals `reading` once it holds it.
    /// Gives up waiting after `deadline` (a store that never waits for readers has long finished
    /// its checkpoint by then).
    static func readAcross(
        _ path: String, reading: DispatchSemaphore, done: DispatchSemaphore, deadline: Duration = .seconds(3)
    ) throws -> Thread {
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)
        let thread = Thread {
            try? reader.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM presets")
                reading.signal()
                let clock = ContinuousClock()
                let end = clock.now + deadline
                while !holdsWriteLock(on: path + "-shm", byte: checkpointLockByte), clock.now < end {
                    usleep(1_000)
                }
            }
            try? reader.close()
            done.signal()
        }
        thread.start()
        return thread
    }

    /// Another branch's catalog beside `catalog` (`other.sqlite`, holding one preset, `theirs`):
    /// its path, its preset names and its bytes, to compare the file at the path with once it
    /// has been renamed there.
    static func otherBranchsFile(in catalog: TemporaryCatalog) throws -> (path: String, names: [String], bytes: Data) {
        let other = catalog.file("other.sqlite")
        try TemporaryCatalog.write(at: other)
        let theirs = try PresetDatabase.openWritable(at: other)
        _ = try theirs.createPreset(samplePreset(named: "theirs"))
        try theirs.close()
        return (other, try names(other), try Data(contentsOf: URL(fileURLWithPath: other)))
    }

    /// The preset names of the catalog at `path`, read by the `sqlite3` shell: another process,
    /// opening the file as any opener would, `-wal` included.
    static func names(_ path: String) throws -> [String] {
        try Shell.output(["sqlite3", "-readonly", path, "SELECT name FROM presets ORDER BY name"]).split(separator: "\n").map(String.init)
    }

    /// A reader holds a snapshot across a save; the catalog is then replaced by a rename, as
    /// `git checkout` replaces it. The file now at the path reads as itself (with `theirs`,
    /// without `mine`), in this process and in another, and it stays byte for byte what was
    /// renamed there. Catches a store that acknowledges a write while its frames are still in
    /// the `-wal` at the path (a checkpoint that gives up at the first reader instead of waiting
    /// for it).
    @Test func aReplacementAfterAWriteDuringAReadInheritsNoFrame() throws {
        let catalog = try TemporaryCatalog()
        let path = catalog.path
        let (other, theirNames, theirBytes) = try Self.otherBranchsFile(in: catalog)

        let store = try PresetDatabase.openWritable(at: path)
        let reading = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        _ = try Self.readAcross(path, reading: reading, done: done)
        reading.wait()
        _ = try store.createPreset(samplePreset(named: "mine"))
        done.wait()
        let logSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(logSize == 0, "the save was acknowledged with \(logSize) bytes of its log still at the path")

        #expect(rename(other, path) == 0)
        #expect(store.fileWasReplaced())
        let seenByAnotherProcess = try Self.names(path)
        #expect(seenByAnotherProcess == theirNames, "another process reads \(seenByAnotherProcess)")
        let reopened = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
        let seenHere = try reopened.presets().map(\.name)
        #expect(seenHere == theirNames, "this process reads \(seenHere)")
        try reopened.close()
        try store.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == theirBytes)
        #expect(try Shell.output(["sqlite3", "-readonly", path, "PRAGMA integrity_check"]) == "ok\n")
    }

    /// A file renamed over the catalog as SQLite commits: after the store's last look at the
    /// path, before its frames reach the `-wal`. The write is acknowledged (it committed), so it
    /// must be in the file the store opened (kept here by a hard link, as a stash would keep it),
    /// and the file now at the path must inherit none of it. Catches a store that, finding the
    /// path changed after its commit, leaves its frames in the `-wal` for the new file.
    @Test func aRenameAsTheWriteCommitsLeavesTheWriteInTheOldFileOnly() throws {
        let catalog = try TemporaryCatalog()
        let path = catalog.path
        let kept = catalog.file("kept.sqlite")
        let (other, theirNames, theirBytes) = try Self.otherBranchsFile(in: catalog)

        let store = try PresetDatabase.openWritable(at: path)
        #expect(link(path, kept) == 0)
        let renamer = RenameOnCommit(source: other, destination: path)
        store.writer?.add(transactionObserver: renamer, extent: .observerLifetime)
        _ = try store.createPreset(samplePreset(named: "mine"))
        #expect(renamer.renamed)

        let logSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(logSize == 0, "the -wal the new file found holds \(logSize) bytes")
        let seenAtThePath = try Self.names(path)
        #expect(seenAtThePath == theirNames, "the file at the path reads \(seenAtThePath)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == theirBytes)
        #expect(try Shell.output(["sqlite3", "-readonly", path, "PRAGMA integrity_check"]) == "ok\n")
        let keptNames = try Self.names(kept)
        #expect(keptNames.contains("mine"), "the old file reads \(keptNames)")
        #expect(!keptNames.contains("theirs"))
        try store.close()
    }
}

/// Renames `source` over `destination` the first time a transaction is about to commit
/// (SQLite's commit hook), once the store has made its last check of the path.
private final class RenameOnCommit: TransactionObserver, @unchecked Sendable {
    let source: String
    let destination: String
    private(set) var renamed = false

    init(source: String, destination: String) {
        self.source = source
        self.destination = destination
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseWillCommit() throws {
        if !renamed { renamed = rename(source, destination) == 0 }
    }
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
