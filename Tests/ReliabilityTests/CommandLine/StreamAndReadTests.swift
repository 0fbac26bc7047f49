import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// Closed and full outputs, and reads bounded before they are made, through the built tool.
    @Suite struct StreamAndReadTests {
        /// Runs the tool through `bash -c SCRIPT`, where `"$T"` is the tool and `"$C"` the catalog.
        static func shell(_ script: String, _ workspace: HostileWorkspace) throws -> ToolResult {
            let tool = try #require(ToolRunner.executable).path
            return try ToolRunner.run(
                ["-c", script], environment: ["T": tool, "C": workspace.catalog], in: URL(fileURLWithPath: workspace.directory.path),
                executable: "/bin/bash")
        }

        @Test func aClosedOrFullStdoutIsExit74NotACrash() throws {
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            for (script, reason) in [
                (#""$T" presets list --catalog "$C" >&-"#, "Bad file descriptor"),
                (#""$T" export --catalog "$C" > /dev/full"#, "No space left on device"),
                (#""$T" presets create --catalog "$C" --file - < /dev/null >&-"#, ""),
            ] {
                let result = try Self.shell(script, workspace)
                #expect(!result.wasSignalled, "\(script): killed by signal \(result.exitCode)")
                if reason.isEmpty {
                    #expect(result.exitCode == 65, "\(script): \(result.standardError)")  // the bad input's own code
                } else {
                    #expect(result.exitCode == 74, "\(script): \(result.standardError)")
                    #expect(result.standardError == "preset-manager: cannot write to stdout: \(reason)\n")
                }
            }
            #expect(try workspace.content() == before)
        }

        /// A closed or full stderr: the message cannot be shown, so the tool exits 74 instead of
        /// the message's own code (66 for a missing preset), by no signal; a command that succeeds
        /// without writing to stderr is not affected. Catches a `FileHandle` write that traps
        /// (SIGILL) and a failure to print that is ignored (exit 66 as if the user had seen why).
        @Test func aClosedOrFullStderrIsExit74NotACrash() throws {
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            for redirect in ["2>&-", "2> /dev/full"] {
                let refused = try Self.shell(#""$T" presets show no-such-preset --catalog "$C" "# + redirect, workspace)
                #expect(refused.exitCode == 74 && !refused.wasSignalled, "\(redirect): \(refused.exitCode)")
                let listed = try Self.shell(#""$T" presets list --catalog "$C" "# + redirect, workspace)
                #expect(listed.exitCode == 0 && listed.standardOutput.contains("fade-up"), "\(redirect): \(listed.exitCode)")
            }
            #expect(try workspace.content() == before)
        }

        @Test func aReaderThatGoesAwayEndsTheToolQuietlyWithZero() throws {
            let workspace = try HostileWorkspace()
            // `true` reads nothing and exits at once: every write of the tool meets a closed pipe.
            let result = try Self.shell(#""$T" export --catalog "$C" | true; echo "status ${PIPESTATUS[0]}""#, workspace)
            #expect(result.standardOutput == "status 0\n")
            #expect(result.standardError.isEmpty, "\(result.standardError)")
        }

        @Test func aWriteThatSucceededIsNotUndoneByAClosedStdout() throws {
            let workspace = try HostileWorkspace()
            let definition = try workspace.succeeds(["export", "fade-up"]).standardOutput.replacingOccurrences(
                of: "\"fade-up\"", with: "\"fade-up-copy\"")
            let file = workspace.file("copy.json")
            try Data(definition.utf8).write(to: URL(fileURLWithPath: file))
            let result = try Self.shell(#""$T" presets create --catalog "$C" --file copy.json >&-"#, workspace)
            // The report could not be printed (74), but the transaction had committed: the catalog holds it whole.
            #expect(result.exitCode == 74 && !result.wasSignalled, "\(result.standardError)")
            let shown = try workspace.succeeds(["export", "fade-up-copy"]).standardOutput
            #expect(shown == definition)
        }

        @Test func keysGenerateRemovesTheKeyItCouldNotReport() throws {
            let workspace = try HostileWorkspace()
            for redirect in [">&-", "> /dev/full"] {
                let result = try Self.shell(#""$T" keys generate --out k.pem "# + redirect, workspace)
                #expect(result.exitCode == 74 && !result.wasSignalled, "\(redirect): \(result.standardError)")
                #expect(result.standardError.contains("removed the new key file 'k.pem'"), "\(result.standardError)")
                #expect(!FileManager.default.fileExists(atPath: workspace.file("k.pem")), "\(redirect): the key was left")
            }
            // With a working stdout the key is kept and its public key printed: 32 bytes in base64.
            let result = try Self.shell(#""$T" keys generate --out k.pem"#, workspace)
            #expect(result.exitCode == 0)
            #expect(Data(base64Encoded: result.standardOutput.trimmingCharacters(in: .newlines))?.count == 32)
            #expect(FileManager.default.fileExists(atPath: workspace.file("k.pem")))
        }

        /// Huge and endless inputs are refused in bounded memory: a file past the 2,048,000,000-byte
        /// document limit by its size, unread; `/dev/zero` and a sparse gigabyte (NUL bytes) as not
        /// JSON once the first megabyte shows they cannot be; 100 MB of spaces as only whitespace,
        /// counted rather than kept. At most a megabyte of input plus the tool's own ~40 MB.
        @Test func hugeAndEndlessInputsAreRefusedInBoundedMemory() throws {
            let workspace = try HostileWorkspace()
            let sparse = workspace.file("sparse.json")
            try #require(FileManager.default.createFile(atPath: sparse, contents: nil))
            try #require(truncate(sparse, 1 << 30) == 0)
            let pastTheLimit = workspace.file("past-the-limit.json")
            try #require(FileManager.default.createFile(atPath: pastTheLimit, contents: nil))
            try #require(truncate(pastTheLimit, 2_048_000_001) == 0)
            let spaces = workspace.file("spaces.json")
            try #require(FileManager.default.createFile(atPath: spaces, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: spaces))
            let block = Data(repeating: 0x20, count: 1 << 20)
            for _ in 0..<100 { handle.write(block) }
            try handle.close()
            for (file, refusal) in [
                ("/dev/zero", "not JSON (a preset definition or a catalog document is a JSON object"), (sparse, "not JSON (a preset"),
                (pastTheLimit, "too large: more than 2048000000 bytes"), (spaces, "not JSON (it holds only whitespace, 104857600 bytes)"),
            ] {
                for command in ["validate", "import"] {
                    let arguments = command == "import" ? ["import", file] : ["validate", "--file", file]
                    let before = try workspace.content()
                    let result = try workspace.run(arguments, onCatalog: command == "import")
                    #expect(result.exitCode == 65 && result.signal == nil, "\(arguments): \(result.standardError)")
                    #expect(result.errorLines.count == 1 && result.standardError.contains(refusal), "\(arguments): \(result.standardError)")
                    #expect(!result.standardError.contains("empty"))
                    #expect(result.peakMemory < 96 << 20, "\(arguments): \(result.peakMemory >> 20) MB")
                    #expect(try workspace.content() == before)
                }
            }
        }

        /// `publish` beside a huge `manifest.json` reads no more than a manifest's 16 KiB of it.
        @Test func publishReadsNoMoreOfTheManifestInPlaceThanAManifestMayHold() throws {
            let workspace = try HostileWorkspace()
            try workspace.succeeds(["keys", "generate", "--out", workspace.file("k.pem")], onCatalog: false)
            let published = workspace.file("published")
            try FileManager.default.createDirectory(atPath: published, withIntermediateDirectories: false)
            let manifest = published + "/manifest.json"
            try #require(FileManager.default.createFile(atPath: manifest, contents: nil))
            try #require(truncate(manifest, 2 << 30) == 0)
            let result = try workspace.run(["publish", "--key", workspace.file("k.pem"), "--version", "2", "--out", published])
            #expect(result.exitCode == 65 && result.signal == nil, "\(result.standardError)")
            #expect(result.standardError.contains("too large") && result.standardError.contains("manifest"), "\(result.standardError)")
            #expect(result.peakMemory < 96 << 20, "\(result.peakMemory >> 20) MB")
            #expect(try FileManager.default.contentsOfDirectory(atPath: published) == ["manifest.json"])
        }

        /// A path with ESC, a line break and U+202E is printed escaped, on stdout and stderr.
        @Test func pathsArePrintedEscaped() throws {
            let workspace = try HostileWorkspace()
            let folder = workspace.file("odd\u{1B}[31m\nname\u{202E}")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let catalog = folder + "/c.sqlite"
            let created = try workspace.succeeds(["init", "--catalog", catalog], onCatalog: false)
            let validated = try workspace.succeeds(["validate", "--catalog", catalog], onCatalog: false)
            let missing = try workspace.run(["validate", "--catalog", folder + "/missing.sqlite"], onCatalog: false)
            let refused = try workspace.run(["export", "--catalog", catalog, "-o", folder], onCatalog: false)
            let escaped = "odd\\u{1B}[31m\\u{A}name\\u{202E}"
            for (text, label) in [
                (created.standardOutput, "init"), (validated.standardOutput, "validate"), (missing.standardError, "missing"),
                (refused.standardError, "-o a folder"),
            ] {
                #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(label): \(text.debugDescription)")
                #expect(text.split(separator: "\n").count == 1, "\(label): \(text.debugDescription)")
                #expect(text.contains(escaped) || text.contains("odd\\u{1B}[31m\\nname\\u{202E}"), "\(label): \(text.debugDescription)")
            }
        }
    }
}
