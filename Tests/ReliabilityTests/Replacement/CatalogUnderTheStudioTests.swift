import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// The built studio holds a catalog kept in git while the user's tools change the files
    /// around it: its `-wal` and `-shm` deleted (`rm catalog.sqlite-*`, `git stash -u` right after
    /// a commit, `git clean -fX` with the companions ignored) or another catalog copied over it
    /// in place (`cp other.sqlite catalog.sqlite`, same inode). CLI writes and studio saves
    /// follow. What must hold, checked with the sqlite3 shell: every save that was acknowledged
    /// (exit 0, 201) is in the file at the path, the file passes `integrity_check`, and a save
    /// the studio refused was answered 409 `catalog-replaced`. Catches a studio that goes on
    /// writing through the old `-shm` and `-wal` (its checkpoint then overwrites the CLI's
    /// pages: the CLI's presets vanish) or with pages cached from the file before the copy
    /// ("database disk image is malformed").
    @Suite struct CatalogUnderTheStudioTests {
        /// What the user does to the catalog's files while the studio runs.
        enum Action: String, CaseIterable, CustomTestStringConvertible {
            case removeCompanions = "rm catalog.sqlite-wal catalog.sqlite-shm"
            case stash = "git stash -u"
            case cleanIgnored = "git clean -fX"
            case copyInPlace = "cp other.sqlite catalog.sqlite"

            var testDescription: String { rawValue }
        }

        /// How many randomized trials run (`RELIABILITY_REPLACEMENT_TRIALS`), and their seed.
        static let trialCount = ProcessInfo.processInfo.environment["RELIABILITY_REPLACEMENT_TRIALS"].flatMap(Int.init) ?? 20
        static let seed = SeededGenerator.seed(from: "RELIABILITY_REPLACEMENT_SEED")

        /// A git repository holding the catalog (seeded by the built tool, committed), and beside
        /// it, outside the repository, `other.sqlite` (the seed plus `theirs`).
        final class Workspace {
            let directory: TemporaryDirectory
            var repository: String { directory.file("repo") }
            var catalog: String { directory.file("repo/catalog.sqlite") }
            var other: String { directory.file("other.sqlite") }

            init() throws {
                directory = try TemporaryDirectory()
                try FileManager.default.createDirectory(atPath: directory.file("repo"), withIntermediateDirectories: false)
                for path in [catalog, other] {
                    let made = try ToolRunner.run(["init", "--catalog", path])
                    try #require(made.exitCode == 0, "\(made.standardError)")
                }
                let copied = try ToolRunner.run(["presets", "copy", "fade-up", "theirs", "--catalog", other])
                try #require(copied.exitCode == 0, "\(copied.standardError)")
                try git(["init", "-q", "-b", "main"])
            }

            /// Runs git in the repository, expecting success.
            func git(_ arguments: [String]) throws {
                let result = try Shell.run(["git", "-C", repository, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments)
                try #require(result.status == 0, "git \(arguments): \(result.standardError)")
            }

            /// `presets copy fade-up NAME` through the built tool.
            func cliCopy(_ name: String) throws -> ToolResult {
                try ToolRunner.run(["presets", "copy", "fade-up", name, "--catalog", catalog], environment: ["HOME": directory.path])
            }

            /// Commits the catalog as it is now, then does `action`.
            func perform(_ action: Action) throws {
                switch action {
                case .removeCompanions:
                    for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: catalog + suffix) }
                case .stash:
                    try git(["add", "catalog.sqlite"])
                    try git(["commit", "-q", "-m", "catalog"])
                    try git(["stash", "-u", "-q"])
                case .cleanIgnored:
                    try Data("*-wal\n*-shm\n".utf8).write(to: URL(fileURLWithPath: directory.file("repo/.gitignore")))
                    try git(["add", ".gitignore", "catalog.sqlite"])
                    try git(["commit", "-q", "-m", "catalog"])
                    try git(["clean", "-fXq"])
                case .copyInPlace:
                    // cp opens the catalog itself (O_TRUNC) and writes the other file's bytes into it.
                    let result = try Shell.run(["cp", other, catalog])
                    try #require(result.status == 0, "\(result.standardError)")
                }
            }
        }

        /// The preset names the file at `path` holds, and its `integrity_check`, by the sqlite3 shell.
        static func names(_ path: String) throws -> Set<String> {
            Set(try Shell.output(["sqlite3", "-readonly", path, "SELECT name FROM presets"]).split(separator: "\n").map(String.init))
        }

        static func integrity(_ path: String) throws -> String {
            try Shell.output(["sqlite3", "-readonly", path, "PRAGMA integrity_check"]).trimmingCharacters(in: .newlines)
        }

        /// One trial: `before` studio saves, `action`, then `writes` (true: a CLI write, false: a
        /// studio save). Returns what was acknowledged and refused.
        static func trial(_ action: Action, before: Int, writes: [Bool], context: String) throws -> (acknowledged: Int, refused: Int) {
            let workspace = try Workspace()
            let theirs = try names(workspace.other)
            let studio = try RunningStudio(catalog: workspace.catalog, logFolder: workspace.directory.path)
            var acknowledged: [String] = []
            for index in 0..<before {
                let saved = try studio.save("before-\(index)")
                try #require(saved.status == 201, "\(context): \(saved.status) \(saved.body.prefix(200))")
                acknowledged.append("before-\(index)")
            }
            try workspace.perform(action)
            var afterwards: [String] = []
            var refused = 0
            for (index, isCLI) in writes.enumerated() {
                let name = "after-\(index)"
                if isCLI {
                    let result = try workspace.cliCopy(name)
                    #expect(result.exitCode == 0, "\(context): the CLI write \(name) after \(action.rawValue): \(result.standardError)")
                    if result.exitCode == 0 { afterwards.append(name) }
                } else {
                    let saved = try studio.save(name)
                    if saved.status == 201 {
                        // Only after a copy in place, when a CLI commit reached the file before the
                        // studio looked: SQLite then reads the new file afresh (its index moved).
                        #expect(action == .copyInPlace, "\(context): the studio saved \(name) into a replaced catalog")
                        afterwards.append(name)
                    } else {
                        #expect(
                            saved.status == 409 && saved.body.contains("\"catalog-replaced\""),
                            "\(context): \(saved.status) \(saved.body)")
                        refused += 1
                    }
                }
            }
            studio.stop()
            let kept = try names(workspace.catalog)
            #expect(try integrity(workspace.catalog) == "ok", "\(context)")
            let expected = Set(afterwards).union(action == .copyInPlace ? theirs : Set(acknowledged))
            #expect(expected.isSubset(of: kept), "\(context): lost \(expected.subtracting(kept).sorted())")
            if action == .copyInPlace {
                let extra = kept.subtracting(theirs).subtracting(afterwards).sorted()
                #expect(kept == Set(afterwards).union(theirs), "\(context): the copied file also holds \(extra)")
            }
            return (acknowledged.count + afterwards.count, refused)
        }

        /// Each action once, in a fixed order: a studio save, the action, a CLI write, a studio
        /// save (refused), a CLI write.
        @Test(arguments: Action.allCases)
        func everyAcknowledgedWriteSurvives(action: Action) throws {
            let outcome = try Self.trial(action, before: 1, writes: [true, false, true], context: action.rawValue)
            #expect(outcome.refused == 1)
        }

        /// Randomized: ``trialCount`` trials (seeded, `RELIABILITY_REPLACEMENT_SEED` repeats one), each
        /// a random action, 0–2 studio saves before it and 1–4 random writes after.
        @Test func randomizedTrialsLoseNoAcknowledgedWrite() throws {
            var generator = SeededGenerator(seed: Self.seed)
            var acknowledged = 0
            for number in 0..<Self.trialCount {
                let action = Action.allCases.randomElement(using: &generator)!
                let before = Int.random(in: 0...2, using: &generator)
                let writes = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Bool.random(using: &generator) }
                let context = "trial \(number) of seed \(Self.seed): \(action.rawValue), \(before) before, \(writes)"
                acknowledged += try Self.trial(action, before: before, writes: writes, context: context).acknowledged
            }
            #expect(acknowledged > 0)
        }
    }
}
