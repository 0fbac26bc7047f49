import Foundation
import Testing

/// A catalog whose write lock another process holds: a write gives up after the store's busy
/// timeout with exit code 75 (EX_TEMPFAIL) and one line on stderr.
@Suite struct BusyCatalogTests {
    @Test func writeToALockedCatalogExits75() throws {
        let workspace = try Workspace()
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = ["sqlite3", workspace.catalog]
        let input = Pipe()
        let output = Pipe()
        locker.standardInput = input
        locker.standardOutput = output
        try locker.run()
        input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nSELECT 'locked';\n".utf8))
        // Wait until sqlite3 holds the lock: it prints "locked" after BEGIN EXCLUSIVE succeeded.
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        #expect(String(decoding: printed, as: UTF8.self).contains("locked"))

        let result = try workspace.runOnCatalog(["menus", "create", "blocked", "--title", "Blocked", "--row-height", "100"])
        input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
        try input.fileHandleForWriting.close()
        locker.waitUntilExit()

        #expect(result.exitCode == 75)
        #expect(result.errorLines.count == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(try workspace.openCatalog().menus(prefix: "blocked").isEmpty)
    }
}
