import Foundation
import TestSupport
import Testing

extension CommandLineSuite {
    /// `presets edit` through the built tool with scripted editors: its file is private, goes
    /// on every way out (signals included, which reach the editor), a loop of bad saves ends,
    /// and a bad TMPDIR is one line.
    @Suite struct EditCleanupTests {
        /// Writes an executable editor script `body` (run as `sh`, the file in "$1") into the workspace.
        static func editor(_ body: String, in workspace: HostileWorkspace, named name: String = "editor.sh") throws -> String {
            let path = workspace.file(name)
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try #require(chmod(path, 0o755) == 0)
            return path
        }

        /// Runs `presets edit fade-up` with `editor` and TMPDIR set to `temporary`.
        static func edit(_ workspace: HostileWorkspace, editor: String, temporary: String) throws -> ToolResult {
            try ToolRunner.run(
                ["presets", "edit", "fade-up", "--catalog", workspace.catalog], environment: ["EDITOR": editor, "TMPDIR": temporary])
        }

        @Test func theFileIsPrivateAndGoneAfterTheEdit() throws {
            let workspace = try HostileWorkspace()
            let temporary = workspace.file("tmp")
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            let modes = workspace.file("modes")
            let editor = try Self.editor(#"stat -c '%a' "$1" "$(dirname "$1")" > '\#(modes)'"#, in: workspace)
            let result = try Self.edit(workspace, editor: editor, temporary: temporary)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(try String(contentsOfFile: modes, encoding: .utf8) == "600\n700\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
        }

        /// The state letter of process `pid` in /proc ("Z" for a zombie), nil when it is gone.
        static func state(of pid: Int32) -> String? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = text.lastIndex(of: ")")
            else { return nil }
            return text[text.index(after: close)...].split(separator: " ").first.map(String.init)
        }

        @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
        func aSignalReachesTheEditorAndLeavesNothingBehind(signal: Int32) async throws {
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            let temporary = workspace.file("tmp")
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            let marker = workspace.file("marker")
            // The editor says where it is, then waits as an editor does, as one process.
            let editor = try Self.editor(
                #"echo "$$" > '\#(marker).part' && mv '\#(marker).part' '\#(marker)'; exec sleep 60"#, in: workspace)
            let errors = workspace.directory.url("edit.err")
            let process = try ToolRunner.launch(
                ["presets", "edit", "fade-up", "--catalog", workspace.catalog], standardError: errors,
                environment: ["EDITOR": editor, "TMPDIR": temporary])
            let start = ContinuousClock.now
            while !FileManager.default.fileExists(atPath: marker), ContinuousClock.now - start < .seconds(20) {
                try await Task.sleep(for: .milliseconds(20))
            }
            let editorPID = try #require(Int32(try String(contentsOfFile: marker, encoding: .utf8).trimmingCharacters(in: .newlines)))
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).count == 1)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            // Ended by the signal itself, as it would have been without the edit.
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
            // The editor got it too: gone, or a zombie no one is left to reap.
            let state = Self.state(of: editorPID)
            #expect(state == nil || state == "Z", "the editor \(editorPID) still runs (\(state ?? "")) after signal \(signal)")
            if let state, state != "Z" { kill(editorPID, SIGKILL) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the edit's folder was left")
            #expect(try workspace.content() == before)
        }

        @Test func anEditorThatKeepsSavingProblemsIsStoppedWithTheProblemsKept() throws {
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            let runs = workspace.file("runs")
            // A different invalid definition at every save, so none is "closed without fixing".
            let editor = try Self.editor(
                #"echo run >> '\#(runs)'; echo "{\"name\": \"fade-up\", \"try\": $(wc -l < '\#(runs)')}" > "$1""#, in: workspace)
            let result = try Self.edit(workspace, editor: editor, temporary: workspace.directory.path)
            #expect(result.exitCode == 65, "\(result.standardError)")
            #expect(try String(contentsOfFile: runs, encoding: .utf8) == String(repeating: "run\n", count: 5))
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            let kept = try #require(result.standardError.firstMatch(of: /kept in (\S+\/fade-up\.json)/).map { String($0.1) })
            let text = try String(contentsOfFile: kept, encoding: .utf8)
            #expect(text.hasPrefix("//"), "\(text.prefix(200))")
            #expect(text.contains("\"try\": 5"))
            #expect(try workspace.content() == before)
        }

        @Test func aBadTMPDIRIsOneLineNamingIt() throws {
            let workspace = try HostileWorkspace()
            let before = try workspace.content()
            let editor = try Self.editor("exit 0", in: workspace)
            for temporary in ["/etc/passwd", workspace.file("missing-folder")] {
                let result = try Self.edit(workspace, editor: editor, temporary: temporary)
                #expect(result.exitCode == 73, "\(temporary): \(result.standardError)")
                #expect(result.errorLines.count == 1 && result.standardError.contains("TMPDIR '\(temporary)'"), "\(result.standardError)")
            }
            #expect(try workspace.content() == before)
        }
    }
}
