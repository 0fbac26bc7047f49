import Foundation
import GRDB
import GRDBSQLite
import PresetStore

/// How the import-crash tests kill an import inside its write at a moment they choose, rather
/// than after guessing a delay: every writable catalog connection counts the work SQLite does
/// inside write transactions (its progress handler, called every 100 virtual-machine
/// instructions while the transaction holds the write lock) and sends the process SIGKILL
///
/// - `step:T:N`: at the Nth such call of its Tth write transaction (counting from 1);
/// - `commit:T`: as its Tth write transaction is about to commit;
/// - `committed:T`: once that transaction has committed (before the catalog is closed and its
///   write-ahead log checkpointed);
///
/// and with `count` writes `import-interruption: write transaction T: N steps` on stderr as each
/// commits, so a test knows which transaction is the one it means (opening a catalog takes the
/// write lock briefly too) and how many steps there are to choose from.
enum WriteKill {
    /// The moment to die at.
    enum Moment: Sendable {
        case step(transaction: Int, Int)
        case commit(transaction: Int)
        case committed(transaction: Int)
        case count

        /// The moment `text` names (`count`, `commit:T`, `committed:T`, `step:T:N`, numbers from
        /// 1), or nil.
        init?(_ text: String) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let numbers = parts.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
            switch (parts.first, numbers.count, parts.count) {
            case ("count", 0, 1): self = .count
            case ("commit", 1, 2): self = .commit(transaction: numbers[0])
            case ("committed", 1, 2): self = .committed(transaction: numbers[0])
            case ("step", 2, 3): self = .step(transaction: numbers[0], numbers[1])
            default: return nil
            }
        }
    }

    /// Has every writable catalog connection opened from now on count its write transactions
    /// and kill the process at `moment`.
    static func install(at moment: Moment) {
        PresetDatabase.preparingWritableConnection = { db in
            let counter = Counter(moment: moment, connection: db.sqliteConnection)
            // Lives as long as the process: the connection calls it until the program exits.
            let context = Unmanaged.passRetained(counter).toOpaque()
            sqlite3_progress_handler(
                db.sqliteConnection, 100,
                { context in
                    Unmanaged<Counter>.fromOpaque(context!).takeUnretainedValue().step()
                    return 0
                }, context)
            db.add(transactionObserver: counter, extent: .databaseLifetime)
        }
    }

    /// Counts one connection's write transactions and the steps inside each, and kills the
    /// process at its moment.
    final class Counter: TransactionObserver {
        let moment: Moment
        let connection: OpaquePointer?
        private var transaction = 0
        private var steps = 0

        init(moment: Moment, connection: OpaquePointer?) {
            self.moment = moment
            self.connection = connection
        }

        /// One progress-handler call: counted while the transaction holds the write lock.
        func step() {
            guard sqlite3_txn_state(connection, nil) == SQLITE_TXN_WRITE else { return }
            if steps == 0 { transaction += 1 }
            steps += 1
            if case .step(self.transaction, let step) = moment, steps == step { Self.die() }
        }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }

        func databaseDidChange(with event: DatabaseEvent) {}

        func databaseWillCommit() throws {
            guard steps > 0 else { return }
            switch moment {
            case .commit(transaction): Self.die()
            case .count:
                FileHandle.standardError.write(Data("import-interruption: write transaction \(transaction): \(steps) steps\n".utf8))
            case .step, .commit, .committed: break
            }
        }

        func databaseDidCommit(_ db: Database) {
            defer { steps = 0 }
            if case .committed(transaction) = moment, steps > 0 { Self.die() }
        }

        func databaseDidRollback(_ db: Database) { steps = 0 }

        private static func die() -> Never {
            kill(getpid(), SIGKILL)
            fatalError("SIGKILL did not end the process")
        }
    }
}
