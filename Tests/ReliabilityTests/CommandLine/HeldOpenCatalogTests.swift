import Foundation
import TestSupport
import Testing

extension CommandLineSuite {
    /// `presets edit` holds the catalog open while the editor runs. When the file is replaced
    /// meanwhile (git checkout, `mv other.sqlite C`, an editor's atomic save of the catalog) or
    /// deleted, the save is refused: exit 75, one line naming the file, and the file now at the
    /// path exactly as it was (nothing written into it, or into the old one through its `-wal`).
    @Suite struct HeldOpenCatalogTests {
        /// A catalog `C` and another one, `other.sqlite`, holding a preset `theirs`, both made by
        /// the built tool; and an editor script that runs the shell command `action` (which finds
        /// the two paths in `$CATALOG` and `$OTHER`) and then edits the definition.
        final class Workspace {
            let directory: TemporaryDirectory
            var catalog: String { directory.file("catalog.sqlite") }
            var other: String { directory.file("other.sqlite") }
            var editor: String { directory.file("editor.sh") }

            init(action: String) throws {
                directory = try TemporaryDirectory()
                for path in [catalog, other] {
                    let made = try ToolRunner.run(["init", "--catalog", path])
                    #expect(made.exitCode == 0, "\(made.standardError)")
                }
                let created = try ToolRunner.run(
                    ["presets", "copy", "fade-up", "theirs", "--catalog", other])
                #expect(created.exitCode == 0, "\(created.standardError)")
                let script = """
                    #!/bin/sh
                    \(action)
                    sed 's/"summary" *: *"[^"]*"/"summary": "edited in the editor"/' "$1" > "$1.new" && mv "$1.new" "$1"
                    """
                try Data(script.utf8).write(to: URL(fileURLWithPath: editor))
                #expect(chmod(editor, 0o755) == 0)
            }

            func edit() throws -> ToolResult {
                try ToolRunner.run(
                    ["presets", "edit", "fade-up", "--catalog", catalog],
                    environment: ["EDITOR": editor, "CATALOG": catalog, "OTHER": other])
            }
        }

        /// The file replaced by a rename (what git checkout and `mv` do), or rewritten in place by
        /// `cp` (the same inode, another catalog's bytes): refused, the new content untouched and
        /// sound. Without the check of the file's content the `cp` row saved (exit 0) pages
        /// cached from the old file into the new one: `integrity_check` failed.
        @Test(arguments: [
            "mv \"$OTHER\" \"$CATALOG\"", "cp \"$OTHER\" \"$CATALOG.tmp\" && mv \"$CATALOG.tmp\" \"$CATALOG\"",
            "cp \"$OTHER\" \"$CATALOG\"",
        ])
        func aFileRenamedOverTheCatalogDuringAnEditIsNotWritten(action: String) throws {
            let workspace = try Workspace(action: action)
            let expected = try SQLiteShell.dumpOfClosedFile(workspace.other)
            let result = try workspace.edit()
            #expect(result.exitCode == 75, "\(result.standardError)")
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            #expect(result.standardError.contains("catalog '\(workspace.catalog)' was replaced, moved or deleted"))
            #expect(try SQLiteShell.dump(workspace.catalog) == expected)
            #expect(try Shell.output(["sqlite3", "-readonly", workspace.catalog, "PRAGMA integrity_check"]) == "ok\n")
        }

        /// The catalog deleted while the editor runs: refused, and no catalog appears.
        @Test func aCatalogDeletedDuringAnEditIsNotRecreated() throws {
            let workspace = try Workspace(action: "rm \"$CATALOG\"")
            let result = try workspace.edit()
            #expect(result.exitCode == 75, "\(result.standardError)")
            #expect(result.standardError.contains("was replaced, moved or deleted"))
            #expect(!FileManager.default.fileExists(atPath: workspace.catalog))
        }

        /// Without any replacement the same editor saves (the refusal above is the replacement's doing).
        @Test func anEditOfAnUntouchedCatalogIsSaved() throws {
            let workspace = try Workspace(action: "")
            let result = try workspace.edit()
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(try SQLiteShell.dump(workspace.catalog).contains("edited in the editor"))
        }
    }
}
