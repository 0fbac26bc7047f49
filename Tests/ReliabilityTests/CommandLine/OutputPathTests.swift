import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// `--out`/`-o` through the built tool: what is already at the path decides. A device, a
    /// FIFO, a socket or a directory is refused (73, one line naming it) and stays what it was; a
    /// symbolic link is written through to its target and stays a link; a regular file is
    /// replaced whole, keeping its permissions. The expected bytes are the same command's stdout.
    @Suite struct OutputPathTests {
        /// Every command that takes `-o`, with the arguments that make it print a document.
        static let writers: [[String]] = [
            ["export"],
            ["export", "fade-up", "--format", "css"],
            ["export", "fade-up", "--format", "html"],
            ["preview", "fade-up", "--format", "html"],
            ["preview", "fade-up", "--format", "svg"],
            ["easing", "outCubic", "--format", "svg"],
        ]

        /// What `path` is, by `lstat(2)`: its file type bits, and a link's target.
        static func kind(of path: String) -> (type: mode_t, target: String?) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return (0, nil) }
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
            return (status.st_mode & S_IFMT, target)
        }

        /// A listening Unix socket bound at `path` (closed, the file stays).
        static func makeSocket(at path: String) throws {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0, "bind \(path): errno \(errno)")
        }

        @Test(arguments: writers)
        func aSpecialFileIsRefusedAndStaysWhatItWas(command: [String]) throws {
            let workspace = try HostileWorkspace()
            let fifo = workspace.file("out.fifo")
            try #require(mkfifo(fifo, 0o644) == 0)
            let socketPath = workspace.file("out.sock")
            try Self.makeSocket(at: socketPath)
            let folder = workspace.file("out-folder")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let onCatalog = command.first != "easing"
            for (destination, named) in [
                (fifo, "FIFO"), (socketPath, "socket"), (folder, "directory"), ("/dev/full", "character device"),
                ("/dev/null", "character device"),
            ] {
                let before = Self.kind(of: destination)
                let arguments = command + ["-o", destination]
                if onCatalog {
                    let line = try workspace.refuses(arguments, exitCode: 73, naming: destination)
                    #expect(line.contains(named), "\(line)")
                } else {
                    let result = try workspace.run(arguments, onCatalog: false)
                    #expect(result.exitCode == 73 && result.signal == nil, "\(arguments): \(result.standardError)")
                    #expect(
                        result.errorLines.count == 1 && result.standardError.contains(destination) && result.standardError.contains(named))
                }
                let after = Self.kind(of: destination)
                #expect(after.type == before.type, "\(destination) was replaced")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
            // No temporary file is left beside any of them.
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.directory.path).allSatisfy { !$0.hasSuffix(".tmp") })
        }

        @Test(arguments: writers)
        func aSymbolicLinkIsWrittenThroughAndStaysALink(command: [String]) throws {
            let workspace = try HostileWorkspace()
            let onCatalog = command.first != "easing"
            let expected = try workspace.succeeds(command, onCatalog: onCatalog).standardOutput
            try #require(!expected.isEmpty)
            let target = workspace.file("target.out")
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
            try #require(chmod(target, 0o640) == 0)
            let link = workspace.file("link.out")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.out")

            let result = try workspace.succeeds(command + ["--out", link], onCatalog: onCatalog)
            #expect(result.standardOutput.isEmpty)
            #expect(Self.kind(of: link).type == S_IFLNK && Self.kind(of: link).target == "target.out")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
            let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
            #expect(mode == 0o640, "the target's permissions were not kept: \(String(mode ?? 0, radix: 8))")

            // A link to nothing is refused, and stays.
            let dangling = workspace.file("dangling.out")
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere/missing.out")
            let refused = try workspace.run(command + ["-o", dangling], onCatalog: onCatalog)
            #expect(refused.exitCode == 73 && refused.standardError.contains("dangling.out"), "\(refused.standardError)")
            #expect(Self.kind(of: dangling).target == "nowhere/missing.out")
            #expect(!FileManager.default.fileExists(atPath: workspace.file("nowhere")))
        }

        @Test func aRegularFileIsReplacedWholeAndANewOneIsCreated() throws {
            let workspace = try HostileWorkspace()
            let expected = try workspace.succeeds(["export"]).standardOutput
            let existing = workspace.file("catalog.json")
            try Data(String(repeating: "x", count: 3 * expected.utf8.count).utf8).write(to: URL(fileURLWithPath: existing))
            try workspace.succeeds(["export", "-o", existing])
            #expect(try String(contentsOfFile: existing, encoding: .utf8) == expected)
            let fresh = workspace.file("fresh.json")
            try workspace.succeeds(["export", "-o", fresh])
            #expect(try String(contentsOfFile: fresh, encoding: .utf8) == expected)
            // A folder that does not exist: nothing to create it in (73), nothing made.
            let line = try workspace.refuses(["export", "-o", workspace.file("missing/x.json")], exitCode: 73, naming: "missing/x.json")
            #expect(line.contains("No such file or directory"))
        }

        /// `-o` onto a file in a full file system (a 256 KiB tmpfs filled up, in a private mount
        /// namespace): exit 74 naming the file and the reason, the old file's bytes kept, no
        /// temporary left, the catalog unchanged. Catches a writer that truncates the file before
        /// writing (the old text lost), one that leaves its `.tmp` behind, and one that ignores a
        /// failed `write(2)` (exit 0 with a short file).
        @Test func aFullDiskKeepsTheOldFileAndExits74() throws {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
                Issue.record("unshare is not available: the full disk is not tested")
                return
            }
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            let folder = workspace.file("small")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let tool = try #require(ToolRunner.executable).path
            let script = """
                mount -t tmpfs -o size=256k tmpfs "$1" || exit 99
                printf 'old text\\n' > "$1/out.json"
                dd if=/dev/zero of="$1/filler" bs=4k 2>/dev/null
                "$2" export --catalog "$3" -o "$1/out.json" 2> "$1.err"
                echo "exit $?"
                cat "$1/out.json"
                ls -a "$1"
                """
            let result = try ToolRunner.run(
                ["-m", "sh", "-c", script, "sh", folder, tool, workspace.catalog], executable: "/usr/bin/unshare")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == "exit 74", "\(result.standardOutput) \(result.standardError)")
            #expect(lines.dropFirst().first == "old text", "the old file was not kept: \(result.standardOutput)")
            #expect(Set(lines.dropFirst(2)) == [".", "..", "filler", "out.json"], "\(lines)")
            let error = try String(contentsOfFile: folder + ".err", encoding: .utf8)
            #expect(
                error.split(separator: "\n").count == 1 && error.contains("out.json") && error.contains("No space left on device"),
                "\(error)")
            #expect(try workspace.content() == before)
        }

        @Test func helpSaysWhatALinkGets() throws {
            let workspace = try HostileWorkspace()
            for command in [["export"], ["preview"], ["easing"]] {
                let help = try workspace.succeeds(command + ["--help"], onCatalog: false).standardOutput
                let flattened = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(flattened.contains("a symbolic link is written through to its target"), "\(command)")
            }
        }
    }
}
